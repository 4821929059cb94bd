import { TZDate } from '@date-fns/tz'
import { describe, expect, it } from 'vitest'
import { listNames } from '~/tasks/lists.server'
import { makeUser } from '../../tests/factories'
import { DEFAULT_TASK_OPTIONS } from './defaults'
import { addQuickTask, describeParts, readQuickAdd } from './quick-add.server'

describe('quick add', () => {
	const tz = 'Europe/London'
	const now = new TZDate(2026, 2, 29, 10, tz).getTime()

	it('makes the task of a phrase on top of the defaults, with a repeat from our engine', () => {
		const user = makeUser({ timezone: tz, loadDefaults: true })
		const phrase = readQuickAdd(user.id, 'Standup every weekday at 9:30 #family !3 *', tz, [], now)
		const task = addQuickTask(user.id, phrase, DEFAULT_TASK_OPTIONS, tz, { context: false, folder: false }, now)
		expect(task).toMatchObject({ title: 'Standup', folder: 'Family', priority: 'top', star: true, status: 'planning', repeatChoice: 'ADVANCED', repeatText: 'every weekday' })
		expect(task.repeat).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR')
		expect(task.due).toBe(new TZDate(2026, 2, 30, tz).getTime())
		expect(task.dueTime).toBe(9.5 * 3600_000)
		expect(describeParts(phrase, tz).map((p) => p.label)).toEqual(['Repeat', 'Due', 'Folder', 'Priority', 'Star'])
	})

	it('never adds a new context or folder unless asked', () => {
		const user = makeUser({ timezone: tz, loadDefaults: true })
		const phrase = readQuickAdd(user.id, 'Buy milk @shop #Groceries', tz, [], now)
		expect(phrase.context).toEqual({ name: '@shop', known: false })
		const kept = addQuickTask(user.id, phrase, DEFAULT_TASK_OPTIONS, tz, { context: false, folder: false }, now)
		expect(kept).toMatchObject({ title: 'Buy milk', context: DEFAULT_TASK_OPTIONS.context, folder: DEFAULT_TASK_OPTIONS.folder })
		expect(listNames(user.id, 'contexts')).not.toContain('@shop')
		expect(listNames(user.id, 'folders')).not.toContain('Groceries')
		const added = addQuickTask(user.id, phrase, DEFAULT_TASK_OPTIONS, tz, { context: true, folder: true }, now)
		expect(added).toMatchObject({ context: '@shop', folder: 'Groceries' })
		expect(listNames(user.id, 'contexts').at(-1)).toBe('@shop')
		expect(listNames(user.id, 'folders').at(-1)).toBe('Groceries')
	})

	it('reads only the person’s own names', () => {
		const other = makeUser({ loadDefaults: false })
		const phrase = readQuickAdd(other.id, 'Plan #Work', tz, [], now)
		expect(phrase.folder).toEqual({ name: 'Work', known: false })
	})
})
