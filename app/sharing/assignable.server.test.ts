// Who a task may be assigned to (issue 55 point 3, decisions 378 and 383): the folder's owner or one of its members,
// nobody else; in a folder shared with nobody, nobody (assignment is for shared folders).
import { describe, expect, it } from 'vitest'
import { makeFolder, makeUser, shareWith } from '../../tests/factories'
import { assignableByEmail, assignableIn } from './assignable.server'

describe('assignableIn', () => {
	it('is the owner, then the members of that folder by name and email; not the members of another folder, not a stranger', () => {
		const owner = makeUser()
		const [a, b, other] = [makeUser(), makeUser(), makeUser()]
		shareWith(owner.id, 'Groceries', a.id, 'viewer')
		shareWith(owner.id, 'Groceries', b.id, 'editor')
		shareWith(owner.id, 'Move', other.id, 'manager')
		const people = assignableIn(owner.id, 'Groceries')
		expect(people[0]).toMatchObject({ id: owner.id, email: owner.email })
		expect(people.slice(1).map((p) => p.id)).toEqual([a, b].sort((x, y) => x.firstName.localeCompare(y.firstName) || (x.email < y.email ? -1 : 1)).map((p) => p.id))
		expect(people.every((p) => typeof p.name === 'string' && p.name.length > 0)).toBe(true)
		expect(people.map((p) => p.id)).not.toContain(other.id)
		makeFolder(owner.id, 'Alone')
		expect(assignableIn(owner.id, 'Alone')).toEqual([])
		expect(assignableIn(owner.id, '')).toEqual([])
		expect(assignableByEmail(owner.id, 'Groceries', ` ${a.email.toUpperCase()} `)?.id).toBe(a.id)
		expect(assignableByEmail(owner.id, 'Groceries', other.email)).toBeUndefined()
		expect(assignableByEmail(owner.id, 'Groceries', '')).toBeUndefined()
	})
})
