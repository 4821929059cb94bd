import { describe, expect, it } from 'vitest'
import { folderToAskAbout, nextActionQuestion } from './next-action-prompt'

const done = (task: Partial<{ completed: boolean; status: string; folder: string }>, changed = true) => ({
	changed,
	task: { completed: true, status: 'next', folder: 'Garden', ...task },
})

describe('the question after completing a next action (the part without the database)', () => {
	it('asks about the folder of a Next Action or Active task just completed', () => {
		expect(folderToAskAbout(done({ status: 'next' }), true)).toBe('Garden')
		expect(folderToAskAbout(done({ status: 'active' }), true)).toBe('Garden')
		expect(nextActionQuestion('Garden')).toBe('What is the next action for Garden?')
	})

	it('does not ask for other statuses, which are not next actions', () => {
		for (const status of ['none', 'planning', 'delegated', 'waiting', 'hold', 'postponed', 'someday', 'canceled', 'reference']) {
			expect(folderToAskAbout(done({ status }), true)).toBeNull()
		}
	})

	it('does not ask for a task without a folder (it belongs to no project)', () => {
		expect(folderToAskAbout(done({ folder: '' }), true)).toBeNull()
	})

	it('does not ask when the task was reopened, or was complete already', () => {
		expect(folderToAskAbout(done({ completed: false }), true)).toBeNull()
		expect(folderToAskAbout(done({}, false), true)).toBeNull()
	})

	it('does not ask when the person turned the question off', () => {
		expect(folderToAskAbout(done({}), false)).toBeNull()
	})
})
