// The marketing feature list of spec point 1, each with the one-line description its tile reveals.

export type FeatureId =
	| 'contexts'
	| 'custom-filters'
	| 'dashboard'
	| 'data-import'
	| 'dates'
	| 'folders'
	| 'nested-folders'
	| 'kanban'
	| 'markdown-notes'
	| 'mobile-friendly'
	| 'priorities'
	| 'reminders'
	| 'repeating-tasks'
	| 'stars'
	| 'statuses'
	| 'sub-tasks'
	| 'task-templates'
	| 'visibility-control'

export type Feature = {
	id: FeatureId
	name: string
	description: string
	/** only for Early Patrons (spec point 6: Kanban display is premium) */
	premium?: boolean
}

export const FEATURES: Feature[] = [
	{
		id: 'contexts',
		name: 'Contexts',
		description: 'Tag each task with where it can be done, such as @Home, @Work or @Shopping, and list only what fits.',
	},
	{
		id: 'custom-filters',
		name: 'Custom filters',
		description: 'Combine conditions on any field, such as due before Friday and priority high, into your own list.',
	},
	{
		id: 'dashboard',
		name: 'Dashboard',
		description: 'Charts of your week, month, year and all time, with counts by context, folder, priority and status.',
	},
	{
		id: 'data-import',
		name: 'Data import',
		description: 'Bring your tasks, folders and contexts over from Toodledo by uploading its export file.',
	},
	{
		id: 'dates',
		name: 'Dates',
		description: 'Give a task a start date and a due date, with times if you want them, in your own timezone.',
	},
	{
		id: 'folders',
		name: 'Folders',
		description: 'File tasks in folders such as Family, Finances, Personal and Professional, in the order you choose.',
	},
	{
		id: 'nested-folders',
		name: 'Nested folders',
		description: 'Gather folders into named groups so that a long list of folders stays easy to scan.',
	},
	{
		id: 'kanban',
		name: 'Kanban',
		description: 'Drag tasks between the columns of a board grouped by context, folder, priority or status.',
		premium: true,
	},
	{
		id: 'markdown-notes',
		name: 'Markdown notes',
		description: 'Write notes with lists, links, headings and emphasis in Markdown, shown formatted on the task.',
	},
	{
		id: 'mobile-friendly',
		name: 'Mobile-friendly',
		description: 'Every page works on a phone as well as on a desktop, from 360 pixels wide up.',
	},
	{
		id: 'priorities',
		name: 'Priorities',
		description: 'Rank tasks top, high, medium, low or negative, and sort the list so the important ones come first.',
	},
	{
		id: 'reminders',
		name: 'Reminders',
		description: 'Get a push notification on your phone from 15 minutes up to 30 days before a task is due.',
	},
	{
		id: 'repeating-tasks',
		name: 'Repeating tasks',
		description: 'Repeat daily, weekly, monthly or by a rule such as "every 2nd Monday"; the next one appears when you finish.',
	},
	{
		id: 'stars',
		name: 'Stars',
		description: 'Star the tasks you must not lose sight of, then sort or filter by the star.',
	},
	{
		id: 'statuses',
		name: 'Statuses',
		description: 'Mark where each task stands: next action, active, planning, delegated, waiting, someday and more.',
	},
	{
		id: 'sub-tasks',
		name: 'Sub-tasks',
		description: 'Break a task into sub-tasks, one level deep, and see how many each task still has.',
	},
	{
		id: 'task-templates',
		name: 'Task templates',
		description: 'Add a whole checklist, such as preparing for a business trip, in one go from the template gallery.',
	},
	{
		id: 'visibility-control',
		name: 'Visibility control',
		description: 'Contexts, folders and templates are private by default; a template becomes public only when you publish it.',
	},
]

export function featureById(id: FeatureId) {
	return FEATURES.find((f) => f.id === id)!
}
