import { TZDate } from '@date-fns/tz'
import { describe, expect, it } from 'vitest'
import { makeTask, makeUser } from '../../tests/factories'
import { db } from '~/lib/db.server'
import { folders, tasks } from '#db/schema'
import { saveTaskPreferences, taskPreferences } from '~/tasks/preferences.server'
import { DEFAULT_TASK_OPTIONS } from '~/tasks/defaults'
import { addQuickTask, readQuickAdd } from '~/tasks/quick-add.server'
import { changeTask, foldersWithoutNextAction, stepTasks } from './review.server'
import { matchesStep, stepCriteria, weekAheadDays, type TaskStepSlug } from './steps'
import { eq } from 'drizzle-orm'

const DAY = 86_400_000
const STEPS: TaskStepSlug[] = ['inbox', 'overdue', 'waiting', 'someday', 'week-ahead']

/** the titles a step lists, checked against the criteria's oracle on every task of the owner */
function listed(ownerId: string, slug: TaskStepSlug, tz: string, now: number, started: number | null = null) {
	const { rows, total } = stepTasks(ownerId, slug, tz, now, started, 1000)
	const all = db().select().from(tasks).where(eq(tasks.ownerId, ownerId)).all()
	const oracle = all.filter((t) => matchesStep(t, stepCriteria(slug, tz, now, started))).map((t) => t.title)
	expect(rows.map((r) => r.title).sort()).toEqual(oracle.sort())
	expect(total).toBe(rows.length)
	return rows.map((r) => r.title).sort()
}

describe('the weekly review steps select (fixed data)', () => {
	// Wednesday 10 June 2026, 00:30 in Sydney: still Tuesday 9 June in UTC
	const tz = 'Australia/Sydney'
	const now = new TZDate(2026, 5, 10, 0, 30, tz).getTime()
	const day = (d: number) => new TZDate(2026, 5, 10 + d, tz).getTime()

	const t = (owner: string, title: string, v: Partial<typeof tasks.$inferInsert> = {}) => makeTask(owner, { title, added: now - 30 * DAY, ...v })

	function person() {
		const user = makeUser({ timezone: tz })
		const t = (title: string, v: Partial<typeof tasks.$inferInsert> = {}) => makeTask(user.id, { title, added: now - 30 * DAY, ...v })
		const parent = t('parent in inbox')
		t('child in inbox', { parentId: parent.id })
		t('inbox done', { completed: true })
		t('next', { status: 'next', folder: 'Home' })
		t('due yesterday', { status: 'next', due: day(-1) })
		t('due today', { status: 'next', due: day(0) })
		t('waiting long', { status: 'waiting', folder: 'Work' })
		t('delegated long', { status: 'delegated', folder: 'Work' })
		t('waiting fresh', { status: 'waiting', added: now - 2 * DAY })
		t('waiting changed lately', { status: 'waiting', changed: now - DAY })
		t('someday', { status: 'someday' })
		t('hold', { status: 'hold', start: day(6) })
		t('starts in 6 days', { status: 'planning', folder: 'Garden', start: day(6) })
		t('due in 7 days', { status: 'planning', due: day(7) })
		return user
	}

	it('step 1’s rule: no status, or in the Inbox folder and not changed since the review began', () => {
		const task = { completed: false, status: 'planning', folder: 'Inbox', start: null, due: null, changed: null, added: now - DAY }
		expect(matchesStep(task, stepCriteria('inbox', tz, now))).toBe(true)
		expect(matchesStep({ ...task, folder: 'Home' }, stepCriteria('inbox', tz, now))).toBe(false)
		expect(matchesStep({ ...task, folder: 'Home', status: 'none' }, stepCriteria('inbox', tz, now))).toBe(true)
		expect(matchesStep({ ...task, changed: now }, stepCriteria('inbox', tz, now, now - 1))).toBe(false)
		expect(matchesStep({ ...task, changed: now, status: 'none' }, stepCriteria('inbox', tz, now, now - 1))).toBe(true)
		expect(matchesStep({ ...task, completed: true }, stepCriteria('inbox', tz, now))).toBe(false)
	})

	it('each step lists what its rule says, in the person’s own day (Sydney, not UTC)', () => {
		const user = person()
		expect(listed(user.id, 'inbox', tz, now)).toEqual(['child in inbox', 'parent in inbox'])
		// due on Tuesday local: overdue on Wednesday 00:30 Sydney although UTC still says Tuesday
		expect(listed(user.id, 'overdue', tz, now)).toEqual(['due yesterday'])
		expect(listed(user.id, 'waiting', tz, now)).toEqual(['delegated long', 'waiting long'])
		expect(listed(user.id, 'someday', tz, now)).toEqual(['hold', 'someday'])
		expect(listed(user.id, 'week-ahead', tz, now)).toEqual(['due today', 'hold', 'starts in 6 days'])
	})

	it('step 1 lists what sits in the Inbox folder too: a quick add with the sign-up defaults is there (issue 48)', () => {
		const user = person()
		const quick = addQuickTask(user.id, readQuickAdd(user.id, 'Call Bob tomorrow 5pm', tz, [], now), DEFAULT_TASK_OPTIONS, tz, { context: false, folder: false }, now)
		expect(quick).toMatchObject({ folder: 'Inbox', status: 'planning' })
		t(user.id, 'next in Inbox', { status: 'next', folder: 'Inbox' })
		t(user.id, 'done in Inbox', { status: 'next', folder: 'Inbox', completed: true })
		expect(listed(user.id, 'inbox', tz, now)).toEqual(['Call Bob', 'child in inbox', 'next in Inbox', 'parent in inbox'])
		// decided during the review under way (kept in Inbox): it leaves the step, so the inbox reaches zero
		const started = now - 60_000
		changeTask(user.id, quick.id, { status: 'next' })
		expect(listed(user.id, 'inbox', tz, now + 1, started)).toEqual(['child in inbox', 'next in Inbox', 'parent in inbox'])
	})

	it('hidden parents and children are still listed (the display settings do not apply to the review)', () => {
		const user = person()
		const prefs = taskPreferences(user.id)
		saveTaskPreferences(user.id, { ...prefs, taskSortOrder: { ...prefs.taskSortOrder, hideParents: true, hideChildren: true } })
		expect(listed(user.id, 'inbox', tz, now)).toEqual(['child in inbox', 'parent in inbox'])
	})

	it('Someday tasks kept since the review began leave step 5', () => {
		const user = person()
		const started = now - 60_000
		makeTask(user.id, { title: 'kept', status: 'someday', added: now - 30 * DAY, changed: now })
		expect(listed(user.id, 'someday', tz, now, started)).toEqual(['hold', 'someday'])
	})

	it('another person’s tasks are never listed', () => {
		const user = person()
		const other = person()
		for (const slug of STEPS) {
			const ids = new Set(stepTasks(user.id, slug, tz, now, null).rows.map((r) => r.ownerId))
			expect([...ids].filter((id) => id !== user.id)).toEqual([])
		}
		expect(stepTasks(other.id, 'inbox', tz, now, null).total).toBe(2)
	})

	it('the week ahead groups by local day, a task on its start day', () => {
		const user = person()
		const days = weekAheadDays(stepTasks(user.id, 'week-ahead', tz, now, null).rows, tz, now)
		// within a day the tasks follow the list's sort, in which these two tie: compared as sets
		expect(days.map((d) => d.tasks.map((t) => t.title).sort())).toEqual([['due today'], [], [], [], [], [], ['hold', 'starts in 6 days']])
		expect(days[0]!.day).toBe(day(0))
	})

	it('step 4: active folders with incomplete tasks but no Next Action or Active one', () => {
		const user = person()
		const other = person()
		for (const [owner, name, active] of [
			[user.id, 'Home', true],
			[user.id, 'Work', true],
			[user.id, 'Garden', false],
			[other.id, 'Work', true],
		] as const) {
			db().insert(folders).values({ ownerId: owner, name, active }).run()
		}
		makeTask(user.id, { title: 'done in Home', folder: 'Home', completed: true })
		expect(foldersWithoutNextAction(user.id)).toEqual([{ folder: 'Work', open: 2 }])
		makeTask(user.id, { title: 'active work', folder: 'Work', status: 'active' })
		expect(foldersWithoutNextAction(user.id)).toEqual([])
	})
})
