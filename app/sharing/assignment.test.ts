import { describe, expect, it } from 'vitest'
import { ASSIGN_MESSAGES, assignedToast, assignmentProblem, describeChanges, initials, personByPrefix, subTaskMayOfferPeople, waitedFor, waitingForText } from './assignment'

describe('who may assign whom (issue 55 point 3)', () => {
	const people = ['owner', 'ann', 'bob']
	it('the owner, a manager and an editor may assign the folder’s owner or a member', () => {
		for (const access of ['owner', 'manager', 'editor'] as const) {
			expect(assignmentProblem(access, 'ann', people)).toBeNull()
			expect(assignmentProblem(access, 'owner', people)).toBeNull()
		}
	})
	it('a viewer may not assign, and nobody may assign someone outside the folder', () => {
		expect(assignmentProblem('viewer', 'ann', people)).toBe(ASSIGN_MESSAGES.notAllowed)
		expect(assignmentProblem(null, 'ann', people)).toBe(ASSIGN_MESSAGES.notAllowed)
		expect(assignmentProblem('owner', 'mallory', people)).toBe(ASSIGN_MESSAGES.notAssignable)
		// a folder shared with nobody has nobody to assign
		expect(assignmentProblem('owner', 'owner', [])).toBe(ASSIGN_MESSAGES.notAssignable)
	})
	it('assigning nobody is always allowed (it takes nothing from anyone)', () => {
		expect(assignmentProblem('owner', null, [])).toBeNull()
	})
})

describe('the chip, the waiting line and the toast', () => {
	it('initials of the first and last word', () => {
		expect(initials('Ann Lee')).toBe('AL')
		expect(initials('ann')).toBe('A')
		expect(initials('Jean Luc  Picard')).toBe('JP')
		expect(initials('Émile Zola')).toBe('ÉZ')
	})
	it('waits for the member, else the person outside, and only with Delegated or Waiting', () => {
		expect(waitingForText({ status: 'waiting', waitingFor: 'the plumber' }, undefined)).toBe('the plumber')
		expect(waitingForText({ status: 'delegated', waitingFor: 'the plumber' }, 'Ann')).toBe('Ann')
		expect(waitingForText({ status: 'next', waitingFor: 'the plumber' }, 'Ann')).toBe('')
	})
	it('"waiting 5 days" from when the status was set', () => {
		const day = 86_400_000
		expect(waitedFor(0, 5 * day + 1)).toBe('waiting 5 days')
		expect(waitedFor(0, day)).toBe('waiting 1 day')
		expect(waitedFor(0, day - 1)).toBe('waiting since today')
	})
	it('one assignment names who and what; several say how many', () => {
		expect(assignedToast([])).toBeNull()
		expect(assignedToast([{ by: 'Ann', title: 'Buy milk' }])).toBe('Ann assigned you “Buy milk”')
		expect(assignedToast([{ by: 'Ann', title: 'Buy milk' }, { by: 'Bob', title: 'Bread' }])).toBe('2 tasks were assigned to you.')
	})
})

describe('the change list', () => {
	const base = { title: 'Buy milk', notes: '', completed: false, star: false, status: 'none', folder: 'Groceries', context: '', priority: 'unassigned', start: null, due: null, assignedTo: null, waitingFor: '' }
	const nameOf = (id: string) => ({ ann: 'Ann' })[id] ?? 'someone'
	it('says each change in words, names by id', () => {
		expect(describeChanges(base, { ...base, completed: true }, nameOf)).toEqual(['Completed'])
		expect(describeChanges(base, { ...base, status: 'waiting', assignedTo: 'ann' }, nameOf)).toEqual(['Status: Waiting', 'Assigned to Ann'])
		expect(describeChanges(base, { ...base, waitingFor: 'the plumber', due: 1 }, nameOf)).toEqual(['Waiting for the plumber', 'Dates changed'])
		expect(describeChanges({ ...base, assignedTo: 'ann' }, base, nameOf)).toEqual(['No longer assigned'])
	})
	it('a save that changes nothing writes nothing', () => {
		expect(describeChanges(base, { ...base }, nameOf)).toEqual([])
	})
})

describe('quick add’s +name', () => {
	const people = [
		{ id: '1', name: 'Ann', first: 'Ann' },
		{ id: '2', name: 'Annie', first: 'Anne-Marie' },
		{ id: '3', name: 'Bob', first: 'Robert' },
	]
	it('a unique prefix of the first name or goes-by, in any case', () => {
		expect(personByPrefix('bo', people)).toEqual({ person: people[2] })
		expect(personByPrefix('ROB', people)).toEqual({ person: people[2] })
		expect(personByPrefix('anne-', people)).toEqual({ person: people[1] })
	})
	it('a name that is exactly someone’s wins over longer names it begins', () => {
		expect(personByPrefix('ann', people)).toEqual({ person: people[0] })
	})
	it('ambiguous and unknown say so', () => {
		expect(personByPrefix('an', people)).toEqual({ problem: 'ambiguous' })
		expect(personByPrefix('zed', people)).toEqual({ problem: 'unknown' })
	})
})

describe('a list card’s sub-task form asks for its parent’s folder’s people only where it can have any (decision 402)', () => {
	const shared = [{ folder: 'Groceries' }, { folder: 'Move' }]
	it('a parent in a folder of the person’s own that is shared: asks', () => {
		expect(subTaskMayOfferPeople({ folder: 'Groceries' }, shared)).toBe(true)
	})
	it('someone else’s task shared with the person (an editor’s card): asks, whatever the folder’s name', () => {
		expect(subTaskMayOfferPeople({ folder: 'Groceries', sharedBy: 'Shared by Ann' }, [])).toBe(true)
		expect(subTaskMayOfferPeople({ folder: 'Private', sharedBy: 'Shared by Ann' }, undefined)).toBe(true)
	})
	it('a parent in a folder shared with nobody, in no folder, or a viewer’s card: does not ask', () => {
		expect(subTaskMayOfferPeople({ folder: 'Private' }, shared)).toBe(false)
		expect(subTaskMayOfferPeople({}, shared)).toBe(false)
		expect(subTaskMayOfferPeople({ folder: '' }, [{ folder: '' }])).toBe(false)
		expect(subTaskMayOfferPeople({ folder: 'Groceries' }, undefined)).toBe(false)
		expect(subTaskMayOfferPeople({ folder: 'Groceries', sharedBy: 'Shared by Ann, view only', viewOnly: true }, shared)).toBe(false)
	})
})
