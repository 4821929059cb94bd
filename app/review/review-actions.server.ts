// What each button of a review step does (issue 26): a plain form post, answered with a redirect and a toast (or the
// form's errors). The task changes are the tasks domain's own (the card's delete and complete, createTask); each
// counts in the review's tally; the owner version is bumped by the tables' triggers (decision 180).
import { parseWithZod } from '@conform-to/zod/v4'
import { addDays } from 'date-fns'
import { TZDate } from '@date-fns/tz'
import { data, type AppLoadContext } from 'react-router'
import { safeReturnTo } from '~/identity/auth.server'
import type { User } from '~/identity/users.server'
import { localMidnight } from '~/lib/dates'
import { LIMITS } from '~/lib/limits'
import { readForm } from '~/lib/form-data.server'
import { once, submittedToken } from '~/lib/idempotency.server'
import { redirectWithToast, toastHeaders, type Toast } from '~/lib/toast.server'
import { count } from '~/lib/plural'
import { createTask, deleteTask, setCompleted } from '~/tasks/task-changes.server'
import { midnightOf, reminderDate } from '~/tasks/task-dates'
import { undoOf } from '~/tasks/undo.server'
import { findTask } from '~/tasks/tasks.server'
import { noteCompletedBy, requireTaskAccess, sharedFolderChoices } from '~/sharing/access.server'
import { recordChanges } from '~/sharing/assignment.server'
import type { Action } from '~/sharing/roles'
import { addNextAction, blankRecord, withNextActionQuestion } from './next-action.server'
import { changeTask, countDecision, enterStep, finishReview, LAST_STEP } from './review.server'
import { nextActionSchema, REVIEW_MESSAGES, reviewFormSchema, type ReviewForm } from './review-form'
import { REVIEW_STEPS, summarize } from './steps'

const stepPath = (i: number) => `/review/${REVIEW_STEPS[i]!.slug}`

export async function reviewStepAction(request: Request, user: User, step: number) {
	const form = await readForm(request)
	const submission = parseWithZod(form, { schema: reviewFormSchema })
	if (submission.status !== 'success') return data({ reply: submission.reply(), taskId: String(form.get('taskId') ?? form.get('folder') ?? '') }, { status: 400 })
	enterStep(user.id, step)
	const value = submission.value
	if (value.intent === 'next-step') return redirectWithToast(stepPath(Math.min(step + 1, LAST_STEP)), { type: 'info', description: `Step ${REVIEW_STEPS[step]!.title} done.` })
	if (value.intent === 'finish') {
		const tally = finishReview(user.id)
		return redirectWithToast('/review', { type: 'success', title: 'Weekly review finished', description: `${summarize(tally)}.` })
	}
	// a double click sends the same token twice: the second gets the first's answer and is not counted again
	const toast = once(user.id, `review-${value.intent}`, submittedToken(form), () => {
		const answer = apply(user, value)
		return typeof answer === 'string' ? ({ type: 'success', description: answer } satisfies Toast) : answer
	}).result
	return redirectWithToast(stepPath(step), toast)
}

function apply(user: User, value: Exclude<ReviewForm, { intent: 'next-step' | 'finish' }>): string | Toast {
	const tz = user.timezone
	if (value.intent === 'add-next') {
		const added = addNextAction(user.id, value.folder, value.title)
		if (!added.ok) return { type: 'warning', description: added.message }
		countDecision(user.id, 'nextActions')
		return `Next action added to ${value.folder}.`
	}
	// a task of the person's or of a folder shared with them, through the one access function (issue 55 point 6): a
	// viewer's decision is refused (403), another person's task is not found (404); the change is made as its owner's
	const { task, ownerId, access } = requireTaskAccess(user.id, value.taskId, ACTION_OF[value.intent])
	if (value.intent === 'decide' && access !== 'owner' && value.folder !== task.folder && !sharedFolderChoices(user.id, ownerId).includes(value.folder)) {
		return { type: 'warning', description: REVIEW_MESSAGES.sharedFolder }
	}
	countDecision(user.id, 'decided')
	// the change list: what the decision changed of the task as the access function read it
	const recorded = <T,>(result: T) => {
		const after = findTask(ownerId, task.id)
		if (after) recordChanges(user.id, task, after)
		return result
	}
	switch (value.intent) {
		case 'decide':
			changeTask(ownerId, task.id, { status: value.status, folder: value.folder, context: value.context })
			return recorded(`“${short(task.title)}” decided.`)
		case 'complete': {
			const done = setCompleted(ownerId, task.id, true, tz)
			if (!done.ok) return done.message
			noteCompletedBy(ownerId, task.id, user.id)
			countDecision(user.id, 'completed')
			const toast: Toast = { type: 'success', description: `“${short(task.title)}” completed.`, undo: undoOf(user.id, [{ ownerId, undoId: done.undoId }]) }
			// completing a folder's last next action asks for the next one here too (decision 201): of the person's own folders
			return recorded(ownerId === user.id ? withNextActionQuestion(user, done, toast) : toast)
		}
		case 'delete': {
			const { children, undoId } = deleteTask(ownerId, task.id)
			countDecision(user.id, 'deleted')
			const description = children ? `Task and ${count(children, 'sub-task')} moved to the trash.` : 'Task moved to the trash.'
			return { type: 'success', description, undo: undoOf(user.id, [{ ownerId, undoId }]) }
		}
		case 'drop-date':
			changeTask(ownerId, task.id, { due: null, dueTime: null, remindDate: null, remindSent: false })
			return recorded(`The due date of “${short(task.title)}” was dropped.`)
		case 'reschedule': {
			const due =
				value.to === 'date'
					? midnightOf(value.date!, tz)!
					: addDays(new TZDate(localMidnight(tz), tz), value.to === 'tomorrow' ? 1 : 7).getTime()
			changeTask(ownerId, task.id, { due, remindDate: reminderDate(due, task.dueTime, task.remind, tz), remindSent: false })
			countDecision(user.id, 'rescheduled')
			return recorded(`“${short(task.title)}” rescheduled.`)
		}
		case 'still-waiting':
		case 'keep':
			// touching the task is the decision: it leaves the step until it is 7 days old again (or the next review)
			changeTask(ownerId, task.id, { changed: Date.now() })
			return `“${short(task.title)}” kept.`
		case 'activate':
			changeTask(ownerId, task.id, { status: 'next' })
			return recorded(`“${short(task.title)}” is a Next Action.`)
		case 'follow-up': {
			// sub-tasks go one level deep: the follow-up of a sub-task is its sibling
			const made = createTask(ownerId, {
				...blankRecord(),
				createdBy: ownerId === user.id ? null : user.id,
				title: `Follow up: ${task.title}`.slice(0, LIMITS.taskTitle),
				folder: task.folder,
				context: task.context,
				status: 'next',
				parentId: task.parentId ?? task.id,
			})
			recordChanges(user.id, null, made, Date.now(), ['Added'])
			changeTask(ownerId, task.id, { changed: Date.now() })
			countDecision(user.id, 'nextActions')
			return `Follow-up added for “${short(task.title)}”.`
		}
	}
}

/** what each decision is, to the access function (roles.ts) */
const ACTION_OF: Record<Exclude<ReviewForm, { intent: 'next-step' | 'finish' | 'add-next' }>['intent'], Action> = {
	decide: 'change',
	complete: 'complete',
	delete: 'delete',
	'drop-date': 'change',
	reschedule: 'change',
	'still-waiting': 'change',
	keep: 'change',
	activate: 'change',
	'follow-up': 'add',
}

const short = (title: string) => (title.length > 60 ? `${title.slice(0, 59)}…` : title)

/**
 * The completion toast's field (decision 201): adds the next action to the folder. A fetcher's post gets data (the
 * page stays, the new toast comes with the reload of its data); a plain post is redirected back with the toast.
 */
export async function nextActionFormAction(request: Request, context: AppLoadContext, user: User) {
	const form = await readForm(request)
	const returnTo = safeReturnTo(String(form.get('returnTo') ?? ''), '/review/folders')
	const submission = parseWithZod(form, { schema: nextActionSchema })
	const refuse = async (reply: ReturnType<typeof submission.reply>, message: string) =>
		context.isDataRequest
			? data({ ok: false as const, reply }, { status: 400 })
			: redirectWithToast('/review/folders', { type: 'warning', description: message })
	if (submission.status !== 'success') return refuse(submission.reply(), REVIEW_MESSAGES.title)
	const { folder, title } = submission.value
	const added = once(user.id, 'next-action', submittedToken(form), () => {
		const result = addNextAction(user.id, folder, title)
		return result.ok ? { ok: true } : { ok: false, message: result.message }
	}).result
	if (!added.ok) return refuse(submission.reply({ fieldErrors: { title: [String(added.message)] } }), String(added.message))
	const toast: Toast = { type: 'success', description: `Next action “${short(title)}” added to ${folder}.` }
	return context.isDataRequest ? data({ ok: true as const, reply: null }, { headers: await toastHeaders(toast) }) : redirectWithToast(returnTo, toast)
}
