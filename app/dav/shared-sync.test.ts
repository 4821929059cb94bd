// A shared collection's sync state (decision 404): it moves with the folder's own tasks only, and a sync by token
// fetches what changed in it when every task the client had is known to be still there, else lists afresh.
import { describe, expect, test } from 'vitest'
import { changedSince, folderState, readState, stateText } from './shared-sync'

const a = { id: 'a', at: 10 }
const b = { id: 'b', at: 20 }
const old = { id: 'old', at: null }

describe('a shared folder’s state', () => {
	test('reads back what it wrote; refuses anything else', () => {
		const s = folderState([a, b, old])
		expect(s).toMatchObject({ at: 20, count: 3 })
		expect(readState(stateText(s))).toEqual(s)
		for (const bad of ['', '20', '20-3', 'x-3-a', '20-3-A', '1-1-zzzzzzzzzzz', `${2 ** 60}-1-1`]) expect(readState(bad), bad).toBeNull()
		expect(folderState([])).toEqual({ at: 0, count: 0, sum: 0 })
	})

	test('changes when a task is written, comes or goes; not when another order of the same tasks is read', () => {
		const s = stateText(folderState([a, b]))
		expect(stateText(folderState([b, a]))).toBe(s)
		expect(stateText(folderState([a, { id: 'b', at: 30 }]))).not.toBe(s)
		expect(stateText(folderState([a, b, { id: 'c', at: 5 }]))).not.toBe(s)
		// the latest task gone: `at` falls back, the count says it
		expect(stateText(folderState([a]))).not.toBe(s)
		// one gone and another (unwritten) of the same count: the sum says it
		expect(stateText(folderState([a, { id: 'z', at: 20 }]))).not.toBe(s)
	})

	test('a sync by token: edits and new tasks are fetched; a task gone, or edits with one gone, list afresh', () => {
		const since = folderState([a, b, old])
		expect(changedSince([a, b, old], since)).toEqual([])
		// b edited
		expect(changedSince([a, { id: 'b', at: 30 }, old], since)).toEqual(['b'])
		// c new
		expect(changedSince([a, b, old, { id: 'c', at: 31 }], since)).toEqual(['c'])
		// b deleted or moved out
		expect(changedSince([a, old], since)).toBeNull()
		// a edited and b gone; c new and b gone
		expect(changedSince([{ id: 'a', at: 40 }, old], since)).toBeNull()
		expect(changedSince([a, old, { id: 'c', at: 41 }], since)).toBeNull()
		// a sub-task come in with its parent (the parent written, the sub-task not): listed afresh, never missed
		expect(changedSince([a, b, old, { id: 'parent', at: 50 }, { id: 'sub', at: 3 }], since)).toBeNull()
	})
})
