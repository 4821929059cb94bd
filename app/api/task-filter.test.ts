import { describe, expect, test } from 'vitest'
import { parseTaskFilter } from './task-filter'

const read = (value: unknown, tz = 'UTC') => parseTaskFilter(JSON.stringify(value), tz)

describe('parseTaskFilter', () => {
	test('top-level fields are one group; shorthand values mean $eq; every task counts unless completed is given', () => {
		expect(read({ completed: 'N', context: '@Home' })).toEqual({
			ok: true,
			completed: 'A',
			items: [
				{ group: 'a', field: 'completed', operator: '$eq', value: 'N' },
				{ group: 'a', field: 'context', operator: '$eq', value: '@Home' },
			],
		})
	})
	test('each $or item is a group (a, b, ...) and top-level fields join every group', () => {
		const r = read({ star: true, $or: [{ title: { $regex: 'milk', $options: 'i' } }, { due: { $gte: '2026-01-01', $lt: '2026-02-01' } }] })
		expect(r.ok && r.items).toEqual([
			{ group: 'a', field: 'star', operator: '$eq', value: 'Y' },
			{ group: 'a', field: 'title', operator: '$regex', value: 'milk' },
			{ group: 'b', field: 'star', operator: '$eq', value: 'Y' },
			{ group: 'b', field: 'due', operator: '$gte', value: '2026-01-01' },
			{ group: 'b', field: 'due', operator: '$lt', value: '2026-02-01' },
		])
	})
	test("an epoch-ms date is the user's local day", () => {
		const r = read({ start: { $eq: Date.UTC(2026, 0, 15, 3) } }, 'America/New_York')
		expect(r.ok && r.items[0]!.value).toBe('2026-01-14')
	})
	test('more conditions than the filter builder allows are refused', () => {
		const r = read({ $or: Array.from({ length: 26 }, () => ({ star: 'Y', completed: 'N' })) })
		expect(r).toEqual({ ok: false, message: 'A filter can have at most 50 conditions.' })
	})
	test('a prototype trick is just an unknown field', () => {
		expect(parseTaskFilter('{"__proto__": {"x": 1}}', 'UTC')).toMatchObject({ ok: false })
		expect(read({ constructor: 'x' })).toMatchObject({ ok: false, message: expect.stringContaining('"constructor" is not one of') })
	})
})
