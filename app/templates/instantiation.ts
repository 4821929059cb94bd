// "Use" of a template (spec point 4): the plan of tasks to create (parents first, then their children),
// and the texts of the confirmation's outcome. Pure: the database work is in instantiation.server.ts.
import type { TemplateTask } from '#db/schema'
import { count, wasWere } from '~/lib/plural'

export type PlannedTask = { title: string; notes: string; parentIndex: number | null }

/** Every task of the template in creation order: all top-level tasks, then each one's children. */
export function instantiationPlan(tasks: TemplateTask[]): PlannedTask[] {
	const plan: PlannedTask[] = tasks.map((t) => ({ title: t.title, notes: t.notes, parentIndex: null }))
	tasks.forEach((t, i) => {
		for (const c of t.children ?? []) plan.push({ title: c.title, notes: c.notes, parentIndex: i })
	})
	return plan
}

export const INSTANTIATION_TEXTS = {
	prepareTitle: 'Task Template',
	prepareError: (message: string) => `Error preparing template for instantiation: ${message}`,
	addedTitle: 'Template used',
	added: (n: number, m: number) =>
		`${n === m ? count(m, 'task') : `${n} of ${count(m, 'task')}`} ${wasWere(n === m ? m : n)} created from the selected template.`,
	cancelledTitle: 'Template use cancelled',
	cancelled: (n: number, m: number) => `${n === m ? count(m, 'task') : `${n} of ${count(m, 'task')}`} deleted.`,
	leftovers: 'Your list may contain unnecessary tasks.',
	gone: 'This confirmation has expired or was already answered.',
} as const

/** the Cancel toast: a warning when not every created task could be deleted */
export function cancelledToast(deleted: number, created: number) {
	const all = deleted >= created
	return {
		type: all ? ('success' as const) : ('warning' as const),
		title: INSTANTIATION_TEXTS.cancelledTitle,
		description: all
			? INSTANTIATION_TEXTS.cancelled(deleted, created)
			: `${INSTANTIATION_TEXTS.cancelled(deleted, created)} ${INSTANTIATION_TEXTS.leftovers}`,
	}
}

/** how long an unanswered confirmation keeps its hidden tasks */
export const CONFIRMATION_LIFETIME_MS = 24 * 60 * 60 * 1000
