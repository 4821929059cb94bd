// Issue 49, point 1: a place to return to is checked as a browser will read it. `/.//evil.example` was let through
// as `//evil.example` (checked before it was normalised).
import { describe, expect, test } from 'vitest'
import { HOSTILE_RETURN_TO, staysOn } from '../../tests/hostile-return-to'
import { localPath, safeReturnTo } from './return-to'

const ORIGIN = 'http://localhost:4130'

describe('hostile forms are refused (the fallback is used)', () => {
	test.each(HOSTILE_RETURN_TO.map((v) => [JSON.stringify(v).slice(0, 60), v]))('%s', (_, value) => {
		expect(localPath(value)).toBeNull()
		expect(safeReturnTo(value, '/tasks')).toBe('/tasks')
	})
})

describe('local paths pass, normalised', () => {
	test.each([
		['/tasks/overdue?offset=1', '/tasks/overdue?offset=1'],
		['/profile#folders', '/profile#folders'],
		['/tasks/folder/My%20Folder', '/tasks/folder/My%20Folder'],
		['/tasks/folder/a%2Fb', '/tasks/folder/a%2Fb'],
		['/tasks/./overdue', '/tasks/overdue'],
		['/a/../tasks', '/tasks'],
		['/tasks?q=a%20b&returnTo=%2F%2Fevil.example', '/tasks?q=a%20b&returnTo=%2F%2Fevil.example'],
		['/tasks?q=//x', '/tasks?q=//x'],
		['/', '/'],
	])('%s → %s', (input, expected) => {
		expect(localPath(input)).toBe(expected)
	})
})

test('whatever comes out stays on this site when a browser reads it', () => {
	const inputs = [...HOSTILE_RETURN_TO, '/tasks', '/a/b/../c', '/%2e%2e/x', '/..//..//x', '/.%2F/x', '/%2e%2f%2fx']
	for (const value of inputs) expect({ value, stays: staysOn(ORIGIN, safeReturnTo(value, '/tasks')) }).toEqual({ value, stays: true })
})
