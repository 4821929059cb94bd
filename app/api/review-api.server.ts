// The weekly review's steps as quick filters of the JSON API (issue 26 item 4, docs/decisions/202). Each call runs the
// review's own selection (app/review/steps.ts criteria through review.server.ts's query), scoped to the token's person:
// the API and /review/{step} list the same tasks. Stateless: Someday/Maybe lists every Someday and Hold task (the page
// leaves out those kept during the review under way).
import { z } from 'zod'
import { count } from '~/lib/plural'
import { foldersWithoutNextAction, stepTasks } from '~/review/review.server'
import { REVIEW_STEPS, type TaskStepSlug } from '~/review/steps'
import { endpoint } from './endpoint'
import { callerUser } from './owner'
import { taskShape } from './shapes'
import { presentTasksFor } from './shared-tasks.server'
import { page } from './tasks-api.server'

const TASK_STEPS = REVIEW_STEPS.map((s) => s.slug).filter((s): s is TaskStepSlug => s !== 'folders')
const stepsList = REVIEW_STEPS.filter((s) => s.slug !== 'folders').map((s) => `${s.slug} (${s.title.toLowerCase()})`).join(', ')

export const reviewEndpoints = [
	endpoint({
		method: 'get',
		path: '/api/v3/tasks/review/{step}',
		tag: 'Weekly review',
		summary: `A step of the weekly review as a quick filter: ${stepsList}; incomplete tasks only, hidden parents included, earliest date first`,
		access: 'read',
		params: z.object({ step: z.enum(TASK_STEPS as [TaskStepSlug, ...TaskStepSlug[]], { error: `The step must be one of ${TASK_STEPS.join(', ')}.` }) }),
		query: page,
		response: z.array(taskShape),
		envelopeExtra: { more: z.boolean(), total: z.number().int().optional() },
		handle: ({ caller, params, query }) => {
			const user = callerUser(caller)
			const { rows, total } = stepTasks(user.id, params.step, user.timezone, Date.now(), null, query.limit + 1, query.offset)
			const shown = rows.slice(0, query.limit)
			return {
				message: query.total ? `${shown.length} of ${count(total, 'task')}.` : `${count(shown.length, 'task')}.`,
				data: presentTasksFor(user.id, shown),
				more: rows.length > query.limit,
				...(query.total ? { total } : {}),
			}
		},
	}),
	endpoint({
		method: 'get',
		path: '/api/v3/folders/review/without-next-action',
		tag: 'Weekly review',
		summary: 'Step 4 of the weekly review: your active folders with incomplete tasks but none in Next Action or Active, each with how many are incomplete',
		access: 'read',
		response: z.array(z.object({ folder: z.string(), open: z.number().int() })),
		handle: ({ caller }) => {
			const rows = foldersWithoutNextAction(callerUser(caller).id)
			return { message: `${count(rows.length, 'folder')} without a next action.`, data: rows }
		},
	}),
]
