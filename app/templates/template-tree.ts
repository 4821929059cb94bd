// A template's name, description and task tree (spec points 3 and 5): the editor's form fields, its
// add/remove intents, and the validation with the spec's exact messages. Pure: no database here.
import { z } from 'zod'
import { LIMITS } from '~/lib/limits'
import { digits } from '~/lib/plural'

// input limits: the app's (app/lib/limits.ts)
export const TEMPLATE_NAME_MAX = LIMITS.templateName
export const TEMPLATE_DESCRIPTION_MAX = LIMITS.templateDescription
export const TASK_TITLE_MAX = LIMITS.taskTitle
export const TASK_NOTES_MAX = LIMITS.taskNotes
/** a bound on the tree, so a forged form cannot create thousands of tasks in one use */
export const TEMPLATE_TASKS_MAX = 200

export const TEMPLATE_TEXTS = {
	nameRequired: 'A name is required.',
	descriptionRequired: 'A description is required.',
	titleRequired: 'A title is required.',
	lastTask: 'A template needs at least one task: add another task before removing this one.',
	tooMany: `A template can hold at most ${TEMPLATE_TASKS_MAX} tasks.`,
	nameTooLong: `The name can be at most ${TEMPLATE_NAME_MAX} characters.`,
	descriptionTooLong: `The description can be at most ${digits(TEMPLATE_DESCRIPTION_MAX)} characters.`,
	titleTooLong: `A title can be at most ${TASK_TITLE_MAX} characters.`,
	notesTooLong: `Notes can be at most ${digits(TASK_NOTES_MAX)} characters.`,
} as const

export type TemplateChild = { title: string; notes: string }
export type TemplateTaskNode = TemplateChild & { children: TemplateChild[] }
export type TemplateDraft = { name: string; description: string; tasks: TemplateTaskNode[] }

export const blankTask = (): TemplateTaskNode => ({ title: '', notes: '', children: [] })
export const blankDraft = (): TemplateDraft => ({ name: '', description: '', tasks: [blankTask()] })

/** every task of a tree, top-level and sub-tasks */
export const taskCount = (tasks: { children?: unknown[] }[]) => tasks.reduce((n, t) => n + 1 + (t.children?.length ?? 0), 0)

/** field names of the editor form: tasks.0.title, tasks.0.children.1.notes ... */
export const taskField = (path: TaskPath, field: 'title' | 'notes') =>
	path.child === undefined ? `tasks.${path.task}.${field}` : `tasks.${path.task}.children.${path.child}.${field}`
export type TaskPath = { task: number; child?: number }
export const pathKey = (path: TaskPath) => (path.child === undefined ? `${path.task}` : `${path.task}.${path.child}`)

/**
 * The draft as posted, in field order. Only indexes below the bound are read, so a forged form cannot
 * make the server allocate a huge tree; gaps (removed rows) simply disappear.
 */
export function draftFromForm(form: FormData): TemplateDraft {
	const text = (key: string) => {
		const v = form.get(key)
		return typeof v === 'string' ? v.replace(/\r\n/g, '\n') : null
	}
	const tasks: TemplateTaskNode[] = []
	const indexes = (prefix: string) => {
		const seen = new Set<number>()
		for (const key of form.keys()) {
			if (!key.startsWith(prefix)) continue
			const m = /^(\d{1,4})\./.exec(key.slice(prefix.length))
			if (m) seen.add(Number(m[1]))
		}
		return [...seen].sort((a, b) => a - b).slice(0, TEMPLATE_TASKS_MAX + 1)
	}
	for (const i of indexes('tasks.')) {
		const children: TemplateChild[] = []
		for (const j of indexes(`tasks.${i}.children.`)) {
			children.push({ title: text(`tasks.${i}.children.${j}.title`) ?? '', notes: text(`tasks.${i}.children.${j}.notes`) ?? '' })
		}
		tasks.push({ title: text(`tasks.${i}.title`) ?? '', notes: text(`tasks.${i}.notes`) ?? '', children })
	}
	return { name: text('name') ?? '', description: text('description') ?? '', tasks }
}

export type EditorIntent =
	| { type: 'save' }
	| { type: 'add-task' }
	| { type: 'add-sibling'; path: TaskPath }
	| { type: 'add-child'; path: TaskPath }
	| { type: 'remove'; path: TaskPath }

/** save, add-task, add-sibling:0, add-sibling:0.1, add-child:0, remove:0, remove:0.1 */
export function parseEditorIntent(value: unknown): EditorIntent | null {
	if (value === 'save' || value === undefined || value === null || value === '') return { type: 'save' }
	if (value === 'add-task') return { type: 'add-task' }
	const m = typeof value === 'string' ? /^(add-sibling|add-child|remove):(\d{1,4})(?:\.(\d{1,4}))?$/.exec(value) : null
	if (!m) return null
	const path: TaskPath = { task: Number(m[2]), ...(m[3] !== undefined ? { child: Number(m[3]) } : {}) }
	if (m[1] === 'add-child' && path.child !== undefined) return null
	return { type: m[1] as 'add-sibling' | 'add-child' | 'remove', path }
}

export type EditResult = { draft: TemplateDraft; refused?: string; focus?: TaskPath }

/** Applies an add/remove intent. Removing the last top-level task is refused with a message. */
export function applyEditorIntent(draft: TemplateDraft, intent: Exclude<EditorIntent, { type: 'save' }>): EditResult {
	const tasks = draft.tasks.map((t) => ({ ...t, children: [...t.children] }))
	const next = (t: TemplateTaskNode[]) => ({ ...draft, tasks: t })
	if (intent.type !== 'remove' && taskCount(tasks) >= TEMPLATE_TASKS_MAX) return { draft, refused: TEMPLATE_TEXTS.tooMany }
	if (intent.type === 'add-task') {
		tasks.push(blankTask())
		return { draft: next(tasks), focus: { task: tasks.length - 1 } }
	}
	const { task, child } = intent.path
	const parent = tasks[task]
	if (!parent || (child !== undefined && !parent.children[child])) return { draft }
	switch (intent.type) {
		case 'add-sibling':
			if (child === undefined) {
				tasks.splice(task + 1, 0, blankTask())
				return { draft: next(tasks), focus: { task: task + 1 } }
			}
			parent.children.splice(child + 1, 0, { title: '', notes: '' })
			return { draft: next(tasks), focus: { task, child: child + 1 } }
		case 'add-child':
			parent.children.push({ title: '', notes: '' })
			return { draft: next(tasks), focus: { task, child: parent.children.length - 1 } }
		case 'remove':
			if (child !== undefined) {
				parent.children.splice(child, 1)
				return { draft: next(tasks), focus: { task } }
			}
			if (tasks.length === 1) return { draft, refused: TEMPLATE_TEXTS.lastTask }
			tasks.splice(task, 1)
			return { draft: next(tasks), focus: { task: Math.max(0, task - 1) } }
	}
}

const childSchema = z.object({
	title: z.string().trim().min(1, TEMPLATE_TEXTS.titleRequired).max(TASK_TITLE_MAX, TEMPLATE_TEXTS.titleTooLong),
	notes: z.string().max(TASK_NOTES_MAX, TEMPLATE_TEXTS.notesTooLong),
})

/** The saved shape; the browser's maxlength limits are enforced here too. */
export const templateSchema = z.object({
	name: z.string().trim().min(1, TEMPLATE_TEXTS.nameRequired).max(TEMPLATE_NAME_MAX, TEMPLATE_TEXTS.nameTooLong),
	description: z
		.string()
		.trim()
		.min(1, TEMPLATE_TEXTS.descriptionRequired)
		.max(TEMPLATE_DESCRIPTION_MAX, TEMPLATE_TEXTS.descriptionTooLong),
	tasks: z
		.array(childSchema.extend({ children: z.array(childSchema) }))
		.min(1, TEMPLATE_TEXTS.lastTask)
		.refine((t) => taskCount(t) <= TEMPLATE_TASKS_MAX, TEMPLATE_TEXTS.tooMany),
})

export type TemplateErrors = Record<string, string>

/** The draft checked: the trimmed template, or errors keyed by form field name (in form order). */
export function validateDraft(draft: TemplateDraft): { ok: true; value: TemplateDraft } | { ok: false; errors: TemplateErrors } {
	const parsed = templateSchema.safeParse(draft)
	if (parsed.success) return { ok: true, value: parsed.data }
	const errors: TemplateErrors = {}
	for (const issue of parsed.error.issues) {
		const key = issue.path.length ? issue.path.join('.') : 'tasks'
		errors[key] ??= issue.message
	}
	return { ok: false, errors }
}

/** errors in the order of the form's fields, for the error summary */
export function orderedErrors(draft: TemplateDraft, errors: TemplateErrors) {
	const order: [string, string][] = [['name', ''], ['description', ''], ['tasks', '']]
	draft.tasks.forEach((t, i) => {
		order.push([`tasks.${i}.title`, `Task ${i + 1}: `], [`tasks.${i}.notes`, `Task ${i + 1}: `])
		t.children.forEach((_, j) => {
			const label = `Task ${i + 1} sub-task ${j + 1}: `
			order.push([`tasks.${i}.children.${j}.title`, label], [`tasks.${i}.children.${j}.notes`, label])
		})
	})
	// the summary says which task each message is about; the inline message is the spec's text alone
	return order.filter(([k]) => errors[k]).map(([k, label]) => ({ id: fieldId(k), message: label + errors[k]! }))
}

/** the element id of a form field: tasks.0.children.1.title -> template-tasks-0-children-1-title */
export const fieldId = (name: string) => `template-${name.replace(/\./g, '-')}`
