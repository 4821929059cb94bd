// The ways a task goes out or changes (issue 48 point 4, docs/decisions/272): each runs on a task made by any way in
// (tests/seams-entries.ts), through the same server functions or route actions the pages and endpoints use, and
// checks that it succeeded (never 409 or 500) and left the task as expected.
import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { tasks } from '#db/schema'
import { collectionOfTask, objectOfTask } from '~/dav/objects.server'
import { objectPath } from '~/dav/resources.server'
import { db } from '~/lib/db.server'
import { reviewStepAction } from '~/review/review-actions.server'
import { bulkAction } from '~/tasks/bulk-action.server'
import { taskCardAction } from '~/tasks/card-actions.server'
import { toggleValue } from '~/tasks/card-toggle'
import { moveTarget } from '~/tasks/kanban-move'
import { kanbanMoveAction } from '~/tasks/kanban-move.server'
import { REPEAT_OPTIONS } from '~/tasks/options'
import { deleteTask, taskFormValues } from '~/tasks/task-changes.server'
import { findTask, requireTask, type Task } from '~/tasks/tasks.server'
import { undo } from '~/tasks/undo.server'
import { context, formFields, post, statusOf, type Entry, type World } from './seams-entries'

export type Exit = { name: string; run: (w: World, id: string, entry: Entry) => Promise<void> }

const nextOf = (w: World, id: string) => db().select().from(tasks).where(and(eq(tasks.ownerId, w.user.id), eq(tasks.createdFrom, id))).all()
/** "no repeat" has one spelling, and a choice never stands without a rule (decision 270) */
export function oneSpelling(t: Task) {
	expect(REPEAT_OPTIONS.map((o) => (o.value === 'NONE' ? '' : o.value))).toContain(t.repeatChoice)
	expect(t.repeatChoice === '', `${t.title}: choice "${t.repeatChoice}", rule "${t.repeat}"`).toBe(t.repeat === '')
}

/** completed now; its next instance made exactly when it repeats (and later than it); then reopened */
async function completedThenReopened(w: World, id: string, entry: Entry, complete: () => Promise<unknown>, reopen: () => Promise<unknown>) {
	const before = requireTask(w.user.id, id)
	oneSpelling(before)
	await complete()
	expect(requireTask(w.user.id, id)).toMatchObject({ completed: true })
	const next = nextOf(w, id)
	expect(next.length, `${entry.name}: next instances`).toBe(entry.repeats ? 1 : 0)
	if (entry.repeats && before.due !== null) expect(next[0]!.due!).toBeGreaterThan(before.due)
	if (entry.repeats) oneSpelling(next[0]!)
	await reopen()
	expect(requireTask(w.user.id, id)).toMatchObject({ completed: false, completedDate: null })
}

const ok = async (run: Promise<unknown>, expected: number) => expect(await statusOf(run)).toBe(expected)
const card = (w: World, fields: [string, string][], js: boolean) => taskCardAction(post('/tasks', [...fields, ['returnTo', '/tasks']]), context(js), w.user)

/** a task as it compares after a change that must leave it as it was (the trigger's `changed` aside) */
const same = ({ changed: _c, ...t }: Task) => t

export const EXITS: Exit[] = [
	{
		name: 'card Complete and reopen, JavaScript off (plain post, redirect)',
		run: (w, id, entry) =>
			completedThenReopened(
				w, id, entry,
				() => ok(card(w, [['intent', 'complete'], ['taskId', id], ['completed', 'Y']], false), 302),
				() => ok(card(w, [['intent', 'complete'], ['taskId', id], ['completed', 'N']], false), 302),
			),
	},
	{
		name: 'card Complete and reopen, JavaScript on (the fetcher’s toggle; `x` sends the same)',
		run: (w, id, entry) =>
			completedThenReopened(
				w, id, entry,
				() => ok(card(w, [['toggle', toggleValue('complete', id, true)]], true), 200),
				() => ok(card(w, [['toggle', toggleValue('complete', id, false)]], true), 200),
			),
	},
	{
		name: 'bulk edit Completed Yes, then No',
		run: (w, id, entry) =>
			completedThenReopened(
				w, id, entry,
				() => ok(bulkAction(post('/tasks/bulk', [['id', id], ['completed', 'Y'], ['returnTo', '/tasks']]), w.user), 302),
				() => ok(bulkAction(post('/tasks/bulk', [['id', id], ['completed', 'N'], ['returnTo', '/tasks']]), w.user), 302),
			),
	},
	{
		name: 'API v1 PUT completed Y, then N (and the v2/v3 reads show it)',
		run: async (w, id, entry) => {
			const title = requireTask(w.user.id, id).title
			const put = async (completed: string) => expect((await w.api('PUT', '/api/v1/external/tasks', { data: { _id: id, title, completed } })).status).toBe(200)
			await completedThenReopened(w, id, entry, () => put('Y'), () => put('N'))
			const one = await w.api('GET', `/api/v2/external/task/${id}`)
			expect(one.status).toBe(200)
			// the API's spelling: NONE exactly when there is no rule
			expect(one.body.data.repeat === 'NONE').toBe(one.body.data.rrule === '')
			expect((await w.api('GET', '/api/v3/tasks/review/inbox')).status).toBe(200)
		},
	},
	{
		name: 'CalDAV STATUS:COMPLETED, then NEEDS-ACTION',
		run: async (w, id, entry) => {
			const object = () => {
				const o = objectOfTask(w.user.id, id)!
				return objectPath(w.user, collectionOfTask(w.user.id, o.task), o.name)
			}
			const write = async (from: RegExp, to: string) => {
				const got = await w.dav('GET', object())
				expect(got.status).toBe(200)
				// a client adds the STATUS line where the object it holds (kept as it sent it) has none
				const text = (from.test(got.text) ? got.text.replace(from, to) : got.text.replace('\r\nEND:VTODO', `${to.trimEnd()}\r\nEND:VTODO`)).replace(
					/\r\nCOMPLETED:[^\r]*/,
					'',
				)
				const put = await w.dav('PUT', object(), text, { 'if-match': got.headers.get('etag')! })
				expect(put.status, put.text).toBe(204)
			}
			// a client's tick replaces whatever status the task had (NEEDS-ACTION, IN-PROCESS, CANCELLED, ...)
			const status = /\r\nSTATUS:[^\r]*\r\n/
			await completedThenReopened(w, id, entry, () => write(status, '\r\nSTATUS:COMPLETED\r\n'), () => write(status, '\r\nSTATUS:NEEDS-ACTION\r\n'))
		},
	},
	{
		name: 'edit and save unchanged (the inline edit form, JavaScript off)',
		run: async (w, id) => {
			const before = requireTask(w.user.id, id)
			const fields = formFields(taskFormValues(before, w.user.timezone))
			await ok(card(w, [['intent', 'save'], ['taskId', id], ...fields], false), 302)
			const after = requireTask(w.user.id, id)
			expect(same(after)).toEqual(same(before))
			oneSpelling(after)
		},
	},
	{
		name: 'delete, then Undo',
		run: async (w, id) => {
			const before = requireTask(w.user.id, id)
			const { undoId } = deleteTask(w.user.id, id)
			expect(findTask(w.user.id, id)).toBeUndefined()
			expect(undo(w.user.id, undoId!)).toMatchObject({ ok: true })
			expect(same(requireTask(w.user.id, id))).toEqual(same(before))
		},
	},
	{
		name: 'weekly review: Save decision (Next Action), then Do it now',
		run: async (w, id, entry) => {
			const t = requireTask(w.user.id, id)
			const step = (fields: [string, string][]) => reviewStepAction(post('/review/inbox', fields), w.user, 0)
			await ok(step([['intent', 'decide'], ['taskId', id], ['status', 'next'], ['folder', t.folder], ['context', t.context]]), 302)
			expect(requireTask(w.user.id, id)).toMatchObject({ status: 'next', folder: t.folder, context: t.context })
			await ok(step([['intent', 'complete'], ['taskId', id]]), 302)
			expect(requireTask(w.user.id, id).completed).toBe(true)
			expect(nextOf(w, id).length).toBe(entry.repeats ? 1 : 0)
		},
	},
	{
		name: 'weekly review: Delete',
		run: async (w, id) => {
			await ok(reviewStepAction(post('/review/someday', [['intent', 'delete'], ['taskId', id]]), w.user, 4), 302)
			expect(findTask(w.user.id, id)).toBeUndefined()
		},
	},
	{
		name: 'Kanban Move to (status Waiting, top), then by drag to Next Action',
		run: async (w, id) => {
			const move = (to: string, via?: string) => kanbanMoveAction(post('/tasks/move', [['group', 'status'], ['to', to], ['returnTo', '/tasks'], ...(via ? [['via', via] as [string, string]] : [])]), context(!!via), w.user, id)
			await ok(move(moveTarget('top', 'waiting')), 302)
			expect(requireTask(w.user.id, id).status).toBe('waiting')
			await ok(move(moveTarget('bottom', 'next'), 'drag'), 200)
			expect(requireTask(w.user.id, id).status).toBe('next')
		},
	},
]
