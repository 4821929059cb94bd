// One spelling of "no repeat" (issue 48 point 1, docs/decisions/270): quick add stored 'NONE', which completion read as
// a repeat without a frequency (409). The schema now refuses any other spelling, and migration 0023 repaired old rows.
import fs from 'node:fs'
import path from 'node:path'
import { TZDate } from '@date-fns/tz'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tasks, trashedTasks, taskUndos } from '#db/schema'
import { db } from '~/lib/db.server'
import { findTasks, makeTask, makeUser } from '../../tests/factories'
import { DEFAULT_TASK_OPTIONS } from './defaults'
import { addQuickTask, readQuickAdd } from './quick-add.server'
import { deleteTask, setCompleted } from './task-changes.server'
import { requireTask } from './tasks.server'

const tz = 'Europe/London'
const now = new TZDate(2026, 2, 29, 10, tz).getTime()
const PHRASES = ['Call Bob tomorrow 5pm', 'Buy stamps @Home', 'Book flights !2', 'Read the contract *', 'Tidy #Family', 'Plain quick task']

describe('no repeat has one spelling', () => {
	it('every quick add, understood or not, completes; a repeating one moves to its next date', () => {
		const user = makeUser({ timezone: tz, loadDefaults: true })
		for (const text of PHRASES) {
			const task = addQuickTask(user.id, readQuickAdd(user.id, text, tz, [], now), DEFAULT_TASK_OPTIONS, tz, { context: false, folder: false }, now)
			expect(task.repeatChoice, text).toBe('')
			expect(setCompleted(user.id, task.id, true, tz, now), text).toMatchObject({ ok: true, next: null, changed: true })
		}
		const weekly = addQuickTask(user.id, readQuickAdd(user.id, 'Water plants every week tomorrow', tz, [], now), DEFAULT_TASK_OPTIONS, tz, { context: false, folder: false }, now)
		expect(weekly).toMatchObject({ repeatChoice: 'WEEKLY', repeat: 'FREQ=WEEKLY;INTERVAL=1' })
		const done = setCompleted(user.id, weekly.id, true, tz, now)
		expect(done.ok && done.next?.due).toBe(new TZDate(2026, 3, 6, tz).getTime())
	})

	it('the tasks table refuses any other spelling, on insert and on update', () => {
		const user = makeUser({ timezone: tz })
		expect(() => makeTask(user.id, { repeatChoice: 'NONE' })).toThrow(/repeat_choice/)
		expect(() => makeTask(user.id, { repeatChoice: 'weekly' })).toThrow(/repeat_choice/)
		const task = makeTask(user.id, { repeatChoice: '' })
		expect(() => db().update(tasks).set({ repeatChoice: 'NONE' }).where(eq(tasks.id, task.id)).run()).toThrow(/repeat_choice/)
		expect(requireTask(user.id, task.id).repeatChoice).toBe('')
	})

	it('migration 0023 repairs the tasks, the trash and the Undo records stored with NONE', () => {
		const user = makeUser({ timezone: tz })
		const sqlite = db().$client
		const migration = fs.readFileSync(path.join(process.cwd(), 'db/migrations/0023_one_spelling_of_no_repeat.sql'), 'utf8')
		// as the rows were before 0023: its triggers are not yet there
		sqlite.exec('DROP TRIGGER tasks_repeat_choice_insert; DROP TRIGGER tasks_repeat_choice_update;')
		const kept = makeTask(user.id, { title: 'quick added', repeatChoice: 'NONE' })
		const trashed = makeTask(user.id, { title: 'trashed', repeatChoice: 'NONE' })
		const { undoId } = deleteTask(user.id, trashed.id)
		const undone = makeTask(user.id, { title: 'undo', repeatChoice: 'NONE' })
		const completed = setCompleted(user.id, undone.id, true, tz, now)
		for (const statement of migration.split('--> statement-breakpoint')) sqlite.exec(statement)
		expect(findTasks(user.id).map((t) => [t.title, t.repeatChoice])).toEqual(expect.arrayContaining([['quick added', ''], ['undo', '']]))
		expect(requireTask(user.id, kept.id).repeatChoice).toBe('')
		const row = db().select().from(trashedTasks).where(eq(trashedTasks.id, trashed.id)).get()!.row
		expect(row.repeat_choice).toBe('')
		const undo = db().select().from(taskUndos).where(eq(taskUndos.id, (completed.ok && completed.undoId) || '')).get()!
		expect(undo.change.before.map((r) => r.repeatChoice)).toEqual([''])
		expect(undoId).toBeTruthy()
		// and the triggers are back
		expect(() => makeTask(user.id, { repeatChoice: 'NONE' })).toThrow(/repeat_choice/)
	})
})
