import { describe, expect, it } from 'vitest'
import { folders } from '#db/schema'
import { db } from '~/lib/db.server'
import { setCompleted } from '~/tasks/task-changes.server'
import { findTasks, makeTask, makeUser } from '../../tests/factories'
import { addNextAction, folderLeftWithoutNextAction, UNKNOWN_FOLDER, withNextActionQuestion } from './next-action.server'
import { foldersWithoutNextAction } from './review.server'

const tz = 'Europe/London'

function person(folderNames: [string, boolean][] = [['Garden', true]]) {
	const user = makeUser({ timezone: tz })
	for (const [name, active] of folderNames) db().insert(folders).values({ ownerId: user.id, name, active }).run()
	return { ...user, askNextAction: true }
}

/** completes the task and answers the folder the toast asks about, checking that step 4 lists exactly that folder */
function complete(user: ReturnType<typeof person>, id: string) {
	const result = setCompleted(user.id, id, true, tz)
	const asked = folderLeftWithoutNextAction(user, result)
	const task = result.ok && result.changed ? result.task : null
	if (asked !== null) expect(foldersWithoutNextAction(user.id).map((f) => f.folder)).toContain(asked)
	else if (task && ['next', 'active'].includes(task.status) && task.folder && user.askNextAction) {
		expect(foldersWithoutNextAction(user.id).map((f) => f.folder)).not.toContain(task.folder)
	}
	return asked
}

describe('the question after completing a folder’s last next action (step 4’s own rule)', () => {
	it('asks when the folder is left with incomplete tasks but none in Next Action or Active', () => {
		const user = person()
		const last = makeTask(user.id, { title: 'Dig the bed', status: 'next', folder: 'Garden' })
		makeTask(user.id, { title: 'Plant roses', status: 'planning', folder: 'Garden' })
		makeTask(user.id, { title: 'Old one', status: 'next', folder: 'Garden', completed: true })
		expect(complete(user, last.id)).toBe('Garden')
	})

	it('asks after an Active task too (step 4 counts Active as a next action)', () => {
		const user = person()
		const last = makeTask(user.id, { status: 'active', folder: 'Garden' })
		makeTask(user.id, { status: 'someday', folder: 'Garden' })
		expect(complete(user, last.id)).toBe('Garden')
	})

	it('does not ask while another Next Action or Active task is left in the folder', () => {
		for (const status of ['next', 'active']) {
			const user = person()
			const one = makeTask(user.id, { status: 'next', folder: 'Garden' })
			makeTask(user.id, { status, folder: 'Garden' })
			expect(complete(user, one.id)).toBeNull()
		}
	})

	it('does not ask for a task without a folder, nor for a status that is not a next action', () => {
		const user = person()
		const loose = makeTask(user.id, { status: 'next', folder: '' })
		makeTask(user.id, { status: 'planning', folder: '' })
		expect(complete(user, loose.id)).toBeNull()
		const waiting = makeTask(user.id, { status: 'waiting', folder: 'Garden' })
		makeTask(user.id, { status: 'planning', folder: 'Garden' })
		expect(complete(user, waiting.id)).toBeNull()
	})

	it('does not ask when the folder is finished (no incomplete task left) or not active, as step 4 does not list it', () => {
		const user = person([['Garden', true], ['Attic', false]])
		const only = makeTask(user.id, { status: 'next', folder: 'Garden' })
		expect(complete(user, only.id)).toBeNull()
		const attic = makeTask(user.id, { status: 'next', folder: 'Attic' })
		makeTask(user.id, { status: 'planning', folder: 'Attic' })
		expect(complete(user, attic.id)).toBeNull()
	})

	it('never counts another person’s tasks, even in a folder of the same name', () => {
		const user = person()
		const other = person()
		const last = makeTask(user.id, { status: 'next', folder: 'Garden' })
		makeTask(user.id, { status: 'planning', folder: 'Garden' })
		// the other person's Next Action in their own "Garden" does not answer for this person's folder
		makeTask(other.id, { status: 'next', folder: 'Garden' })
		expect(complete(user, last.id)).toBe('Garden')
		// and another person's open tasks never make a folder of this person "with incomplete tasks"
		const alone = person()
		const only = makeTask(alone.id, { status: 'next', folder: 'Garden' })
		makeTask(other.id, { status: 'planning', folder: 'Garden' })
		expect(complete(alone, only.id)).toBeNull()
	})

	it('does not ask when the setting is off, on reopening, or when the task was complete already', () => {
		const user = person()
		const last = makeTask(user.id, { status: 'next', folder: 'Garden' })
		makeTask(user.id, { status: 'planning', folder: 'Garden' })
		expect(complete({ ...user, askNextAction: false }, last.id)).toBeNull()
		expect(complete(user, last.id)).toBeNull()
		expect(folderLeftWithoutNextAction(user, setCompleted(user.id, last.id, false, tz))).toBeNull()
	})

	it('does not ask after a repeating next action: its next instance is the folder’s next action', () => {
		const user = person()
		const repeating = makeTask(user.id, { status: 'next', folder: 'Garden', due: Date.now(), repeat: 'FREQ=WEEKLY', repeatChoice: 'WEEKLY' })
		makeTask(user.id, { status: 'planning', folder: 'Garden' })
		const result = setCompleted(user.id, repeating.id, true, tz)
		expect(result.ok && result.next).toBeTruthy()
		expect(folderLeftWithoutNextAction(user, result)).toBeNull()
	})

	it('puts the folder in the completion’s toast, and leaves the toast alone otherwise', () => {
		const user = person()
		const last = makeTask(user.id, { status: 'next', folder: 'Garden' })
		makeTask(user.id, { status: 'planning', folder: 'Garden' })
		const toast = { type: 'success' as const, description: 'Task completed.' }
		expect(withNextActionQuestion(user, setCompleted(user.id, last.id, true, tz), toast)).toEqual({ ...toast, nextActionFor: 'Garden' })
		expect(withNextActionQuestion(user, { ok: false, message: 'no' }, toast)).toBe(toast)
	})
})

describe('adding a folder’s next action', () => {
	it('creates a Next Action task in one of the person’s folders', () => {
		const user = person()
		const added = addNextAction(user.id, 'Garden', 'Buy compost')
		expect(added.ok).toBe(true)
		expect(findTasks(user.id)).toEqual([expect.objectContaining({ title: 'Buy compost', folder: 'Garden', status: 'next', completed: false })])
	})

	it('refuses a folder the person does not have (another person’s included) and creates nothing', () => {
		const user = person()
		person([['Secret', true]])
		expect(addNextAction(user.id, 'Secret', 'Peek')).toEqual({ ok: false, message: UNKNOWN_FOLDER })
		expect(findTasks(user.id)).toEqual([])
	})
})
