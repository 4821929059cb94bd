// Bulk edit of "all matching" by a member (issue 55 point 2): only the tasks the person may change are changed; the
// tasks shared with them to view only are left out, and the toast says how many. A ticked view-only task refuses the
// whole post (shared-writes.server.test.ts); a stranger's ticked task is a 404 (app/tasks/bulk.server.test.ts).
import { describe, expect, it } from 'vitest'
import { getToast } from '~/lib/toast.server'
import { historyOf } from '~/sharing/assignment.server'
import { bulkAction } from '~/tasks/bulk-action.server'
import { DEFAULT_TASK_FILTER } from '~/tasks/defaults'
import { saveTaskPreferences } from '~/tasks/preferences.server'
import { requireTask } from '~/tasks/tasks.server'
import { makeTask, makeUser, shareWith } from '../../tests/factories'

const post = (fields: [string, string][]) => new Request('http://localhost/tasks/bulk', { method: 'POST', body: new URLSearchParams(fields) })
async function toastOf(response: Response) {
	const setCookie = response.headers.get('Set-Cookie') ?? ''
	return (await getToast(new Request('http://localhost/', { headers: { Cookie: setCookie.split(';')[0]! } }))).toast
}

describe('bulk edit of a whole list by a member', () => {
	it('changes their own and the editable shared tasks, leaves the view-only ones and says how many', async () => {
		const ann = makeUser()
		const bob = makeUser()
		const member = makeUser()
		shareWith(ann.id, 'Club', member.id, 'editor')
		shareWith(bob.id, 'Band', member.id, 'viewer')
		saveTaskPreferences(member.id, { taskFilter: { ...DEFAULT_TASK_FILTER, completed: 'N' } })
		const own = makeTask(member.id, { title: 'Mine' })
		const club = makeTask(ann.id, { title: 'Hall', folder: 'Club' })
		const band = makeTask(bob.id, { title: 'Gig', folder: 'Band' })
		const band2 = makeTask(bob.id, { title: 'Rehearse', folder: 'Band' })
		const before = [requireTask(bob.id, band.id), requireTask(bob.id, band2.id)]

		const starred = (await bulkAction(post([['scope', 'matching'], ['star', 'Y'], ['returnTo', '/tasks?select=1']]), member)) as Response
		expect(starred.status).toBe(302)
		expect(requireTask(member.id, own.id).star).toBe(true)
		expect(requireTask(ann.id, club.id).star).toBe(true)
		expect([requireTask(bob.id, band.id), requireTask(bob.id, band2.id)]).toEqual(before)
		expect((await toastOf(starred))?.description).toBe('2 tasks starred. 2 tasks shared with you to view only were left out.')
		// the change list of the shared task says who starred it; the member's own task keeps none (not shared)
		expect(historyOf(club.id).map((h) => h.what)).toEqual(['Starred'])
		expect(historyOf(own.id)).toEqual([])

		// delete asks first, and says the same; then deletes only what the member may delete
		const asked = (await bulkAction(post([['scope', 'matching'], ['intent', 'delete'], ['returnTo', '/tasks?select=1']]), member)) as unknown as { data: { confirm: { tasks: number; message: string } } }
		expect(asked.data.confirm.tasks).toBe(2)
		expect(asked.data.confirm.message).toMatch(/2 tasks shared with you to view only were left out\.$/)
		const deleted = (await bulkAction(post([['scope', 'matching'], ['intent', 'delete'], ['confirm', 'Y'], ['returnTo', '/tasks?select=1']]), member)) as Response
		expect(deleted.status).toBe(302)
		expect([requireTask(bob.id, band.id), requireTask(bob.id, band2.id)]).toEqual(before)
	})
})
