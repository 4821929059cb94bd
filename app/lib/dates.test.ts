import { TZDate } from '@date-fns/tz'
import { describe, expect, it } from 'vitest'
import { byLocalDay, localMidnight } from './dates'

/** local midnight computed afresh, as localMidnight did before it kept its answers */
const fresh = (timeZone: string, instant: number, days = 0) => {
	const local = new TZDate(instant, timeZone)
	return new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + days, timeZone).getTime()
}

describe('answers kept for a local day', () => {
	it('give what a fresh computation gives, hour by hour across daylight-saving changes and midnights', () => {
		const hour = 3_600_000
		for (const timeZone of ['Europe/London', 'America/New_York', 'Pacific/Auckland', 'Asia/Kolkata', 'America/Havana']) {
			// the spring and autumn changes of 2026 on either side of the equator (Havana changes at midnight)
			for (const start of [Date.UTC(2026, 2, 6), Date.UTC(2026, 3, 2), Date.UTC(2026, 9, 22), Date.UTC(2026, 10, 25)]) {
				for (let instant = start; instant < start + 12 * 24 * hour; instant += hour - 61_000) {
					for (const days of [0, 1, -1, 7]) expect(localMidnight(timeZone, instant, days)).toBe(fresh(timeZone, instant, days))
				}
			}
		}
	})

	it('ask the rule once per day, timezone and number', () => {
		let asked = 0
		const rule = byLocalDay((timeZone, instant, n) => ({ asked: ++asked, day: fresh(timeZone, instant) + n }))
		const noon = Date.UTC(2026, 10, 26, 12)
		expect(rule('UTC', noon)).toEqual({ asked: 1, day: Date.UTC(2026, 10, 26) })
		expect(rule('UTC', noon + 3_600_000).asked).toBe(1)
		expect(rule('UTC', noon, 1).asked).toBe(2)
		expect(rule('Asia/Tokyo', noon).asked).toBe(3)
		// the next day in UTC
		expect(rule('UTC', noon + 12 * 3_600_000)).toEqual({ asked: 4, day: Date.UTC(2026, 10, 27) })
		// an answer is frozen: a caller cannot change what the next one gets
		expect(Object.isFrozen(rule('UTC', noon))).toBe(true)
	})

	it('keep many days at once: a bulk edit moving tasks of 28 different days asks the rule once per day', () => {
		let asked = 0
		const rule = byLocalDay((timeZone, instant, n) => ({ asked: ++asked, day: fresh(timeZone, instant, n) }))
		const days = Array.from({ length: 28 }, (_, i) => Date.UTC(2026, 4, 1 + i, 9))
		for (let round = 0; round < 3; round++) for (const day of days) expect(rule('Europe/London', day, 3).day).toBe(fresh('Europe/London', day, 3))
		expect(asked).toBe(28)
		// past 64 days the oldest asked is forgotten, and asked again
		for (let i = 0; i < 65; i++) rule('UTC', Date.UTC(2027, 0, 1 + i, 12))
		const before = asked
		rule('UTC', Date.UTC(2027, 0, 1, 12))
		expect(asked).toBe(before + 1)
	})
})
