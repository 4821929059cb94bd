import { TZDate } from '@date-fns/tz'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { makeTask, makeUser } from '../../tests/factories'
import { DEFAULT_SORT_ORDER, DEFAULT_TASK_FILTER } from './defaults'
import { listTasks } from './tasks.server'

const prefs = (completed: 'A' | 'N' | 'Y' = 'N', filterItems = DEFAULT_TASK_FILTER.filterItems) => ({
	taskFilter: { ...DEFAULT_TASK_FILTER, completed, filterItems },
	taskSortOrder: DEFAULT_SORT_ORDER,
})
const search = (ownerId: string, text: string, opts: { now?: number; completed?: 'A' | 'N' | 'Y'; tz?: string } = {}) =>
	listTasks(ownerId, { kind: 'search', text }, prefs(opts.completed), opts.tz ?? 'UTC', { limit: 100, now: opts.now }).rows.map((r) => r.title)

describe('search', () => {
	it('finds words by prefix in title, notes and imported tags, ranking title matches first', () => {
		const user = makeUser()
		makeTask(user.id, { title: 'Buy milk', notes: 'dentist said no sugar' })
		makeTask(user.id, { title: 'Dentist appointment' })
		makeTask(user.id, { title: 'Garden', notes: 'Tags: weekend, outdoors' })
		makeTask(user.id, { title: 'Unrelated' })
		expect(search(user.id, 'dent')).toEqual(['Dentist appointment', 'Buy milk'])
		expect(search(user.id, 'outdoor')).toEqual(['Garden'])
		expect(search(user.id, 'DENTIST sugar')).toEqual(['Buy milk'])
	})

	it('matches quoted phrases in order, and leaves out -words', () => {
		const user = makeUser()
		makeTask(user.id, { title: 'call back the plumber' })
		makeTask(user.id, { title: 'back call later' })
		expect(search(user.id, '"call back"')).toEqual(['call back the plumber'])
		expect(search(user.id, 'call -plumber')).toEqual(['back call later'])
		expect(search(user.id, '-plumber')).toEqual(['back call later'])
	})

	it('keeps the index in step with edits and deletes (triggers)', () => {
		const user = makeUser()
		const task = makeTask(user.id, { title: 'old words' })
		expect(search(user.id, 'old')).toEqual(['old words'])
		db().update(tasks).set({ title: 'fresh title', notes: 'kept notes' }).where(eq(tasks.id, task.id)).run()
		expect(search(user.id, 'old')).toEqual([])
		expect(search(user.id, 'fresh kept')).toEqual(['fresh title'])
		db().delete(tasks).where(eq(tasks.id, task.id)).run()
		expect(search(user.id, 'fresh')).toEqual([])
	})

	it('applies field words with the lists’ conditions', () => {
		const tz = 'America/New_York'
		const user = makeUser({ timezone: tz })
		const now = new TZDate(2026, 2, 11, 12, tz).getTime()
		const day = (d: number) => new TZDate(2026, 2, d, tz).getTime()
		makeTask(user.id, { title: 'report today', due: day(11), folder: 'Work', context: '@Office', priority: 'high', status: 'next', star: true })
		makeTask(user.id, { title: 'report late', due: day(9), folder: 'Home', priority: 'low', status: 'waiting' })
		makeTask(user.id, { title: 'report done', due: day(9), completed: true, folder: 'Work' })
		makeTask(user.id, { title: 'report sunday', due: day(15) })
		makeTask(user.id, { title: 'report next week', due: day(17) })
		const s = (q: string) => search(user.id, q, { now, tz }).sort()
		expect(s('report folder:work')).toEqual(['report today'])
		expect(s('report -folder:work')).toEqual(['report late', 'report next week', 'report sunday'])
		expect(s('context:@office')).toEqual(['report today'])
		expect(s('report status:waiting')).toEqual(['report late'])
		expect(s('priority:high')).toEqual(['report today'])
		expect(s('is:starred')).toEqual(['report today'])
		expect(s('is:completed')).toEqual(['report done'])
		expect(s('report due:today')).toEqual(['report today'])
		expect(s('report due:overdue')).toEqual(['report late'])
		expect(s('report due:week')).toEqual(['report late', 'report sunday', 'report today'])
		expect(s('report -due:week')).toEqual(['report next week'])
	})

	it('never errors on FTS syntax or markup in the query, and an empty query finds nothing', () => {
		const user = makeUser()
		makeTask(user.id, { title: '<img src=x onerror=alert(1)>' })
		for (const q of ['"', '*', 'NEAR(', 'NEAR(img x)', 'img"', '"img', 'a AND', 'OR', '^img', 'title:img', '{notes}: img', '-', '*img*', "'", '\\']) {
			expect(() => search(user.id, q)).not.toThrow()
		}
		expect(search(user.id, '<img')).toEqual(['<img src=x onerror=alert(1)>'])
		expect(search(user.id, '*img*')).toEqual(['<img src=x onerror=alert(1)>'])
		expect(search(user.id, '')).toEqual([])
		expect(search(user.id, '   ')).toEqual([])
	})

	it('never matches another person’s tasks', () => {
		const me = makeUser()
		const other = makeUser()
		makeTask(other.id, { title: 'secret dentist plan', folder: 'Work', star: true })
		makeTask(me.id, { title: 'my dentist' })
		expect(search(me.id, 'dentist')).toEqual(['my dentist'])
		expect(search(me.id, 'secret')).toEqual([])
		expect(search(me.id, 'is:starred')).toEqual([])
		expect(search(me.id, '-nothing')).toEqual(['my dentist'])
	})

	it('serves the custom filter’s search row, OR-ed with other groups', () => {
		const user = makeUser()
		makeTask(user.id, { title: 'dentist', star: true })
		makeTask(user.id, { title: 'dentures' })
		makeTask(user.id, { title: 'starred other', star: true })
		const items = [
			{ group: 'a', field: 'search', operator: '$search', value: 'dent -is:starred' },
			{ group: 'b', field: 'title', operator: '$regex', value: 'other' },
		]
		const rows = listTasks(user.id, { kind: 'custom' }, prefs('N', items), 'UTC', { limit: 10 }).rows.map((r) => r.title).sort()
		expect(rows).toEqual(['dentures', 'starred other'])
	})

	it('counts the same tasks it pages', () => {
		const user = makeUser()
		for (let i = 0; i < 30; i++) makeTask(user.id, { title: `dentist visit ${i}` })
		const page = listTasks(user.id, { kind: 'search', text: 'dent' }, prefs(), 'UTC', { limit: 25 })
		expect(page.rows).toHaveLength(25)
		expect(page.total).toBe(30)
	})
})
