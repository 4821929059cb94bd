// The bulk form's post (/tasks/bulk; docs/decisions/245): one plain HTML form from a list in Select mode. A change
// runs at once and returns to the list with a toast; Delete first answers with a confirmation page. A double submit
// (the same submission token within a minute) changes nothing more and gets the first answer.
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { safeReturnTo } from '~/identity/auth.server'
import type { User } from '~/identity/users.server'
import { firstErrors } from '~/lib/form-reply'
import { readForm } from '~/lib/form-data.server'
import { once, submittedToken } from '~/lib/idempotency.server'
import { db } from '~/lib/db.server'
import { notFound } from '~/lib/not-found'
import { count } from '~/lib/plural'
import { redirectWithToast } from '~/lib/toast.server'
import { bulkFormSchema, describeChange, describeDelete, type BulkForm } from './bulk'
import { recordChangesOf } from '~/sharing/assignment.server'
import { applyBulkChange, applyBulkDelete, bulkGroups, mergedRuns, selectionCount, type Selection } from './bulk.server'
import { taskLists } from './card-actions.server'
import { linkedCompleted, listSpecOfPath } from './list-page.server'
import { taskPreferences } from './preferences.server'
import { NO_SUCH_TASK } from './tasks.server'

/** the page a delete confirmation draws (the route's component) */
export type BulkConfirmation = {
	returnTo: string
	ids: string[]
	matching: boolean
	token: string | null
	tasks: number
	children: number
	/** "Delete 2 tasks?" */
	title: string
	/** "You are about to delete 2 tasks, and the 1 sub-task under them." */
	message: string
}

/** where the post came from: a list in Select mode, its boxes unticked (no `select=page`), no card in edit mode */
export function bulkReturnTo(form: FormData) {
	const target = new URL(safeReturnTo(String(form.get('returnTo') ?? ''), '/tasks?select=1'), 'http://local.invalid')
	for (const name of ['edit', 'delete', 'index']) target.searchParams.delete(name)
	if (target.searchParams.has('select')) target.searchParams.set('select', '1')
	return target.pathname + target.search
}

function selectionOf(user: User, form: BulkForm, returnTo: string): Selection {
	if (!form.matching) return { ids: form.ids }
	// every task the list shows: the list named by the page the form came from, with the person's saved filter and sort
	const url = new URL(returnTo, 'http://local.invalid')
	const prefs = linkedCompleted(taskPreferences(user.id), url.searchParams.get('completed'))
	return { list: listSpecOfPath(returnTo), prefs }
}

export async function bulkAction(request: Request, user: User, now = Date.now()) {
	const form = await readForm(request)
	const returnTo = bulkReturnTo(form)
	const lists = taskLists(user.id)
	const submission = parseWithZod(form, { schema: bulkFormSchema(lists) })
	if (submission.status !== 'success') {
		// the form is on the list: its refusal goes back there, said in the toast (the value is never echoed)
		const errors = Object.values(firstErrors(submission.reply())).filter(Boolean)
		return redirectWithToast(returnTo, { type: 'warning', title: 'Nothing was changed', description: errors.join(' ') || 'The form could not be read.' })
	}
	const value = submission.value
	// each owner's tasks of the selection (issue 55: the person's own, and those of folders shared with them that they
	// may change); a viewer's task among the ticked ones refuses the whole post (403), before anything changes
	const tally = { viewOnly: 0 }
	const groups = bulkGroups(user.id, selectionOf(user, value, returnTo), value.intent === 'delete' ? 'delete' : 'change', user.timezone, now, tally)
	// of a whole list, the tasks shared with the person to view only are left out, and the toast says how many
	const leftOut = tally.viewOnly ? ` ${count(tally.viewOnly, 'task')} shared with you to view only ${tally.viewOnly === 1 ? 'was' : 'were'} left out.` : ''
	const token = submittedToken(form)
	if (value.intent === 'delete' && !value.confirmed) {
		const counted = groups.map((g) => selectionCount(g.ownerId, g.where)).reduce((a, b) => ({ tasks: a.tasks + b.tasks, children: a.children + b.children }), { tasks: 0, children: 0 })
		if (!counted.tasks && !value.matching) throw notFound(NO_SUCH_TASK)
		const what = value.matching ? `all ${count(counted.tasks, 'task')} that match the list` : count(counted.tasks, 'task')
		const under = counted.children ? `, and the ${count(counted.children, 'sub-task')} under them` : ''
		const confirm: BulkConfirmation = {
			returnTo, ids: value.ids, matching: value.matching, token, ...counted,
			title: `Delete ${count(counted.tasks, 'task')}?`,
			message: `You are about to delete ${what}${under}. They go to the trash for 30 days.${leftOut}`,
		}
		return data({ confirm })
	}
	const { result } = once(
		user.id,
		'bulk',
		token,
		() => {
			// one transaction for every owner's part: all of it happens, or none
			const run = db().transaction(() => mergedRuns(
				user.id,
				groups.map((g) => ({ ownerId: g.ownerId, run: value.intent === 'delete' ? applyBulkDelete(g.ownerId, g.where) : applyBulkChange(g.ownerId, g.where, value.change, user.timezone, now) })),
			))
			// ids that are none of the person's tasks: 404, and the transaction changes nothing
			if (!run.selected && !value.matching) throw notFound(NO_SUCH_TASK)
			// the change list of each changed task of a shared folder (issue 55 point 4)
			if (value.intent !== 'delete') recordChangesOf(user.id, run.before, now)
			if (!run.selected) return { description: `No tasks match this list, so nothing was changed.${leftOut}`, undo: null }
			// the change recorded its Undo in its own transaction (docs/decisions/244)
			return { description: (value.intent === 'delete' ? describeDelete(run.selected, run.children) : describeChange(value.change, run)) + leftOut, undo: run.undoId }
		},
		now,
	)
	return redirectWithToast(returnTo, { type: 'success', description: result.description, undo: result.undo ?? undefined })
}
