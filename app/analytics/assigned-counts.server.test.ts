// The dashboard counts what the person owns plus what is assigned to them in folders shared with them (issue 55
// point 2; decision 392): a task assigned to them in another's folder counts in the headline counts, This Week and the
// pies; one assigned to someone else does not; and the numbers change as soon as the folder's owner completes it, even
// while the person's kept page (keptForOwner, per data version) is served.
import { TZDate } from '@date-fns/tz'
import type Database from 'better-sqlite3'
import { describe, expect, it, vi } from 'vitest'
import { getUserById } from '~/identity/users.server'
import { db, forgetKeptStatements } from '~/lib/db.server'
import { keptForOwner } from '~/lib/owner-version.server'
import { setCompleted } from '~/tasks/task-changes.server'
import { makeTask, makeUser, newPerson, shareWith } from '../../tests/factories'
import { dashboardPage } from './dashboard.server'

const TZ = 'Europe/Berlin'
const at = (y: number, m: number, d: number, h = 0) => new TZDate(y, m - 1, d, h, 0, TZ).getTime()
const NOW = at(2026, 11, 18, 9) // a Wednesday

type Person = ReturnType<typeof makeUser>
/** the dashboard as its route reads it: the owned part kept per the person's data version, as of `user` */
const dashboard = (user: Person) =>
	dashboardPage(user.id, TZ, new URLSearchParams(), NOW, (compute) => keptForOwner('dashboard', user, new Request('http://localhost/dashboard'), compute, NOW))
const headline = (page: ReturnType<typeof dashboard>) => [page.counts.incomplete, page.counts.overdue, page.counts.todaysFocus, page.counts.thisWeek]
const allTime = (page: ReturnType<typeof dashboard>) => Object.fromEntries(page.pies[2]!.slices.map((s) => [s.label, s.count]))
const dueThisWeek = (page: ReturnType<typeof dashboard>) => page.week.groups.at(-1)!.columns[2]!.value

describe('the dashboard of a member', () => {
	it('counts the tasks assigned to them in another’s folder, not those assigned to someone else, and is fresh after the owner completes one', () => {
		const ann = makeUser({ timezone: TZ, person: { ...newPerson('ann'), firstName: 'Ann', lastName: 'Owner' } })
		const bob = makeUser({ timezone: TZ, person: { ...newPerson('bob'), firstName: 'Bob', lastName: 'Member' } })
		const vic = makeUser({ timezone: TZ })
		shareWith(ann.id, 'Groceries', bob.id, 'editor')
		shareWith(ann.id, 'Groceries', vic.id, 'viewer')
		// Bob's own: one overdue, one due later
		makeTask(bob.id, { title: 'Own overdue', due: at(2026, 11, 16) })
		makeTask(bob.id, { title: 'Own later', due: at(2026, 12, 20) })
		// Ann's, in the shared folder: assigned to Bob (overdue, due this week), to Vic, to nobody, and one done
		const milk = makeTask(ann.id, { title: 'Milk', folder: 'Groceries', due: at(2026, 11, 17), assignedTo: bob.id })
		makeTask(ann.id, { title: 'For Vic', folder: 'Groceries', due: at(2026, 11, 17), assignedTo: vic.id })
		makeTask(ann.id, { title: 'Nobody’s', folder: 'Groceries', due: at(2026, 11, 17) })
		makeTask(ann.id, { title: 'Done for Bob', folder: 'Groceries', due: at(2026, 11, 16), assignedTo: bob.id, completed: true, completedDate: at(2026, 11, 16) })
		// a task assigned to Bob in a folder of Ann's not shared with him (he left it) is not counted
		makeTask(ann.id, { title: 'Not his to see', folder: 'Private', assignedTo: bob.id })

		const own = dashboardPage(bob.id, TZ, new URLSearchParams(), NOW)
		expect(headline(own)).toEqual([3, 2, 0, 2])
		expect(own.assigned).toBe(1)
		expect(allTime(own)).toEqual({ Incomplete: 3, Complete: 1 })
		// Monday the 16th to Sunday: Bob's overdue one, Milk and the done one are due this week
		expect(dueThisWeek(own)).toBe(3)

		// Ann's dashboard counts what she owns: the tasks assigned to others in her folder are hers already
		expect(dashboardPage(ann.id, TZ, new URLSearchParams(), NOW).counts.incomplete).toBe(4)
		// Vic's: the one assigned to him
		expect(headline(dashboardPage(vic.id, TZ, new URLSearchParams(), NOW))).toEqual([1, 1, 0, 1])

		const before = getUserById(bob.id)!
		expect(headline(dashboard(before))).toEqual([3, 2, 0, 2])
		// Ann completes Milk: Bob's next dashboard says so, even served from his kept page of before (the same version)
		expect(setCompleted(ann.id, milk.id, true, TZ, NOW).ok).toBe(true)
		const stale = dashboard(before)
		expect(headline(stale)).toEqual([2, 1, 0, 1])
		expect(stale.assigned).toBe(0)
		expect(allTime(stale)).toEqual({ Incomplete: 2, Complete: 2 })
		// and with his new version (decision 364: a sharing owner's change moves it) the same
		const after = getUserById(bob.id)!
		expect(after.dataVersion).not.toBe(before.dataVersion)
		expect(headline(dashboard(after))).toEqual([2, 1, 0, 1])
	})
	it('reads the assigned tasks by the partial index `tasks_assigned_to`, never a scan of the tasks', () => {
		const ann = makeUser({ timezone: TZ })
		const bob = makeUser({ timezone: TZ })
		shareWith(ann.id, 'Club', bob.id, 'editor')
		makeTask(ann.id, { title: 'Hall', folder: 'Club', due: at(2026, 11, 17), assignedTo: bob.id })
		const client = db().$client
		const texts: string[] = []
		const prepare = client.prepare.bind(client)
		const spy = vi.spyOn(client, 'prepare').mockImplementation(((text: string) => {
			if (text.includes('"assigned_to" = ?')) texts.push(text)
			return prepare(text)
		}) as Database.Database['prepare'])
		try {
			forgetKeptStatements()
			expect(dashboardPage(bob.id, TZ, new URLSearchParams('count=length'), NOW).counts.incomplete).toBe(1)
		} finally {
			spy.mockRestore()
		}
		// the headline counts, the pies and the week (the probe's statement is kept per connection)
		const counts = texts.filter((t) => t.includes('sum('))
		expect(counts).toHaveLength(3)
		for (const text of counts) {
			const params = Array((text.match(/\?/g) ?? []).length).fill(0)
			const steps = (client.prepare(`explain query plan ${text}`).all(...params) as { detail: string }[]).map((r) => r.detail)
			expect(steps.some((d) => /^SEARCH tasks USING INDEX tasks_assigned_to \(assigned_to=\?\)/.test(d)), steps.join('\n')).toBe(true)
			expect(steps.filter((d) => /^SCAN tasks\b/.test(d)), steps.join('\n')).toEqual([])
		}
	})
})
