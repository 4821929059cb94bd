import { TZDate } from '@date-fns/tz'
import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { BULK_MESSAGES, bulkFormSchema, completionOf, describeChange, describeDelete, fieldPatch, MAX_SELECTED_IDS, type BulkTask } from './bulk'

const tz = 'Europe/London'
const at = (y: number, m: number, d: number, h = 0, zone = tz) => new TZDate(y, m - 1, d, h, 0, zone).getTime()
const HOUR = 3_600_000

const task = (values: Partial<BulkTask> = {}): BulkTask => ({
	status: 'none', priority: 'unassigned', context: '', folder: '', star: false, completed: false,
	start: null, due: null, dueTime: null, remind: -1, remindDate: null, remindSent: false, repeat: '', repeatChoice: '', repeatText: '',
	...values,
})

const lists = { contexts: ['@Home', '@Work'], folders: ['Inbox', 'Family'] }
const form = (fields: [string, string][]) => {
	const data = new FormData()
	for (const [k, v] of fields) data.append(k, v)
	return parseWithZod(data, { schema: bulkFormSchema(lists) })
}

describe('the bulk form', () => {
	it('reads ticked ids and only the changes chosen ("" is no change, "=" is none)', () => {
		const result = form([['id', 'a'], ['id', 'b'], ['id', 'a'], ['status', 'waiting'], ['context', '='], ['folder', '=Family'], ['star', 'N'], ['shift', '-3'], ['priority', '']])
		expect(result.status).toBe('success')
		if (result.status !== 'success') return
		expect(result.value).toEqual({ intent: 'change', ids: ['a', 'b'], matching: false, change: { status: 'waiting', context: '', folder: 'Family', star: false, shiftDays: -3 } })
	})

	it('one id is a list of one; "all matching" needs no ids', () => {
		const one = form([['id', 'a'], ['completed', 'Y']])
		expect(one.status === 'success' && one.value).toMatchObject({ ids: ['a'], change: { completed: true } })
		const all = form([['scope', 'matching'], ['intent', 'delete']])
		expect(all.status === 'success' && all.value).toEqual({ intent: 'delete', confirmed: false, ids: [], matching: true })
	})

	it('refuses nothing selected, nothing to change, names not in the lists, bad shifts and too many ids', () => {
		const errors = (fields: [string, string][]) => {
			const r = form(fields)
			return r.status === 'success' ? [] : Object.values(r.error ?? {}).flat()
		}
		expect(errors([['status', 'waiting']])).toContain(BULK_MESSAGES.nothingSelected)
		expect(errors([['id', 'a']])).toContain(BULK_MESSAGES.nothingToChange)
		expect(errors([['id', 'a'], ['shift', '0']])).toContain(BULK_MESSAGES.nothingToChange)
		expect(errors([['id', 'a'], ['context', '=@Elsewhere']])).toContain(BULK_MESSAGES.unknownContext)
		expect(errors([['id', 'a'], ['context', '@Home']])).toContain(BULK_MESSAGES.unknownContext)
		expect(errors([['id', 'a'], ['folder', '=' + 'x'.repeat(1_000_000)]])).toContain(BULK_MESSAGES.unknownFolder)
		expect(errors([['id', 'a'], ['shift', '1.5']])).toContain(BULK_MESSAGES.shift)
		expect(errors([['id', 'a'], ['shift', '99999']])).toContain(BULK_MESSAGES.shift)
		expect(errors([['id', 'a'], ['shift', 'soon']])).toContain(BULK_MESSAGES.shift)
		expect(errors([['id', 'a'], ['status', 'done-ish']]).length).toBeGreaterThan(0)
		expect(errors([['id', "a' or 1=1"], ['star', 'Y']]).length).toBeGreaterThan(0)
		const many = Array.from({ length: MAX_SELECTED_IDS + 1 }, (_, i) => ['id', `t${i}`] as [string, string])
		expect(errors([...many, ['star', 'Y']])).toContain(BULK_MESSAGES.tooMany)
	})
})

describe('what a change does to one task', () => {
	it('sets only the fields that differ', () => {
		expect(fieldPatch(task({ status: 'waiting', star: true }), { status: 'waiting', star: true, priority: 'high' }, tz)).toEqual({ priority: 'high' })
		expect(fieldPatch(task({ context: '@Home' }), { context: '' }, tz)).toEqual({ context: '' })
	})

	it('moves start and due by the same calendar days, keeping the days between them and a missing date missing', () => {
		const t = task({ start: at(2026, 3, 20), due: at(2026, 3, 27) })
		const patch = fieldPatch(t, { shiftDays: 10 }, tz)
		// across the change to summer time (29 March 2026): still local midnight, still 7 days apart
		expect(patch).toEqual({ start: at(2026, 3, 30), due: at(2026, 4, 6) })
		expect(patch.due! - patch.start!).toBe(7 * 24 * HOUR)
		expect(fieldPatch(task({ due: at(2026, 3, 27) }), { shiftDays: -30 }, tz)).toEqual({ due: at(2026, 2, 25) })
		expect(fieldPatch(task({ start: at(2026, 3, 27) }), { shiftDays: 1 }, tz)).toEqual({ start: at(2026, 3, 28) })
		expect(fieldPatch(task(), { shiftDays: 5 }, tz)).toEqual({})
	})

	it('a moved due date moves its reminder, which is then not yet sent', () => {
		const t = task({ due: at(2026, 6, 3), dueTime: 17 * HOUR, remind: 60, remindDate: at(2026, 6, 3, 16), remindSent: true })
		expect(fieldPatch(t, { shiftDays: 2 }, tz)).toEqual({ due: at(2026, 6, 5), remindDate: at(2026, 6, 5, 16), remindSent: false })
	})

	it('completing is as the card does it: repeating tasks repeat, a repeat choice without a rule cannot be completed', () => {
		expect(completionOf(task(), undefined)).toBe('unchanged')
		expect(completionOf(task({ completed: true }), true)).toBe('unchanged')
		expect(completionOf(task(), true)).toBe('complete')
		expect(completionOf(task({ completed: true, repeat: 'FREQ=DAILY' }), false)).toBe('reopen')
		expect(completionOf(task({ repeat: 'FREQ=DAILY', repeatChoice: 'DAILY' }), true)).toBe('complete-and-repeat')
		// a fixed choice whose rule was lost repeats by the choice's rule; only a choice with no frequency at all is refused (decision 270)
		expect(completionOf(task({ repeatChoice: 'DAILY' }), true)).toBe('complete-and-repeat')
		expect(completionOf(task({ repeatChoice: 'ADVANCED', repeatText: 'every 2 days' }), true)).toBe('complete-and-repeat')
		expect(completionOf(task({ repeatChoice: 'ADVANCED' }), true)).toBe('no-frequency')
	})
})

describe('the toast', () => {
	const outcome = (selected: number, created = 0, noFrequency = 0) => ({ selected, created, noFrequency })
	it('says what changed, with counts in the right number', () => {
		expect(describeChange({ status: 'waiting' }, outcome(23))).toBe('23 tasks moved to Waiting.')
		expect(describeChange({ status: 'next' }, outcome(1))).toBe('1 task moved to Next Action.')
		expect(describeChange({ context: '' }, outcome(2))).toBe('Context removed from 2 tasks.')
		expect(describeChange({ folder: 'Family' }, outcome(2))).toBe('2 tasks moved to folder Family.')
		expect(describeChange({ priority: 'top' }, outcome(2))).toBe('2 tasks set to priority Top.')
		expect(describeChange({ star: false }, outcome(2))).toBe('Star removed from 2 tasks.')
		expect(describeChange({ shiftDays: -1 }, outcome(4))).toBe('Dates of 4 tasks moved 1 day earlier.')
		expect(describeChange({ completed: true }, outcome(3, 2, 1))).toBe(
			'3 tasks completed. 2 next repeats created. 1 repeating task could not be completed: no repeat frequency.',
		)
		expect(describeChange({ status: 'waiting', star: true, shiftDays: 7 }, outcome(3))).toBe('3 tasks changed: status Waiting, starred, dates moved 7 days later.')
		expect(describeDelete(5, 0)).toBe('5 tasks deleted.')
		expect(describeDelete(1, 3)).toBe('1 task and 3 sub-tasks deleted.')
	})
})
