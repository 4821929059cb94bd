// The task form's messages (spec point 5), apart from its zod schema (./task-form.ts): the menu bar's quick add shows
// one in the page, and importing the schema's module there put zod (23 KB gzipped) in every hydrated page.
export const MESSAGES = {
	title: 'A title (name) for the task must be provided.',
	start: 'A start date/time for the task must be provided.',
	due: 'A due date/time for the task must be provided.',
	repeat: 'A repeat frequency for the task must be provided.',
	folder: 'A folder for the task must be provided.',
	context: 'A context for the task must be provided.',
	priority: 'A priority for the task must be provided.',
	status: 'A status for the task must be provided.',
	length: 'Length.',
	remind: 'Choose when to be reminded.',
} as const
