import { describe, expect, it } from 'vitest'
import { taskFolder } from './sub-task-folder'

describe('taskFolder (a sub-task goes where its parent goes)', () => {
	it('gives a sub-task its parent’s folder whatever was asked', () => {
		expect(taskFolder('Work', { folder: 'Groceries' })).toBe('Groceries')
		expect(taskFolder('', { folder: 'Groceries' })).toBe('Groceries')
		expect(taskFolder('Work', { folder: '' })).toBe('')
	})
	it('gives a top-level task the folder asked for', () => {
		expect(taskFolder('Work', null)).toBe('Work')
		expect(taskFolder('', undefined)).toBe('')
	})
})
