// Issue 50.9: the VTIMEZONE of a zone, made from the runtime's IANA data. Each observance is checked against Intl's
// own offset on both sides of the change, and the yearly rules against the zones' published rules (EU, US, Sydney).
import { describe, expect, it } from 'vitest'
import { feedCalendar, taskEvent, type FeedTask } from './feed'
import { localMidnight } from '~/lib/dates'
import { transitions, vtimezoneLines, zoneOffset, zonesUsed } from './vtimezone'

/** the observances as one line each */
const observances = (lines: string[]) => lines.join('\n').split(/BEGIN:(?=STANDARD|DAYLIGHT)/).slice(1).map((o) => o.split('\nEND:')[0]!.replace(/\n/g, ' '))

describe('VTIMEZONE from the IANA data', () => {
	it('Europe/Berlin: the offset at the start, each change, and the last year’s as the EU rule', () => {
		expect(observances(vtimezoneLines('Europe/Berlin', 2025, 2026))).toEqual([
			'STANDARD TZOFFSETFROM:+0100 TZOFFSETTO:+0100 DTSTART:20250101T000000',
			'DAYLIGHT TZOFFSETFROM:+0100 TZOFFSETTO:+0200 DTSTART:20250330T020000',
			'STANDARD TZOFFSETFROM:+0200 TZOFFSETTO:+0100 DTSTART:20251026T030000',
			'DAYLIGHT TZOFFSETFROM:+0100 TZOFFSETTO:+0200 DTSTART:20260329T020000 RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
			'STANDARD TZOFFSETFROM:+0200 TZOFFSETTO:+0100 DTSTART:20261025T030000 RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
		])
	})
	it('Australia/Sydney (summer over the new year) and Asia/Tokyo (no changes)', () => {
		expect(observances(vtimezoneLines('Australia/Sydney', 2026, 2026))).toEqual([
			'DAYLIGHT TZOFFSETFROM:+1100 TZOFFSETTO:+1100 DTSTART:20260101T000000',
			'STANDARD TZOFFSETFROM:+1100 TZOFFSETTO:+1000 DTSTART:20260405T030000 RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU',
			'DAYLIGHT TZOFFSETFROM:+1000 TZOFFSETTO:+1100 DTSTART:20261004T020000 RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU',
		])
		expect(observances(vtimezoneLines('Asia/Tokyo', 2026, 2027))).toEqual(['STANDARD TZOFFSETFROM:+0900 TZOFFSETTO:+0900 DTSTART:20260101T000000'])
	})
	it('every change found is one Intl agrees with, to the second, for zones of every kind', () => {
		for (const zone of ['America/New_York', 'Europe/London', 'Pacific/Auckland', 'America/Sao_Paulo', 'Asia/Kolkata', 'Australia/Lord_Howe']) {
			for (const t of transitions(zone, Date.UTC(2015, 0, 1), Date.UTC(2027, 0, 1))) {
				expect(zoneOffset(zone, t.at - 1000)).toBe(t.from)
				expect(zoneOffset(zone, t.at)).toBe(t.to)
			}
		}
		// Lord Howe changes by half an hour
		expect(transitions('Australia/Lord_Howe', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1)).map((t) => t.to - t.from)).toEqual([-1800, 1800])
	})
	it('finds the zones an object names, with the years of their dates', () => {
		expect([...zonesUsed('DTSTART;TZID=Europe/Berlin:20251201T090000\r\nDUE;TZID="America/New_York";X=1:20270101T000000\r\nDUE;TZID=Europe/Berlin:20260101T000000\r\n')]).toEqual([
			['Europe/Berlin', { from: 2025, to: 2026 }],
			['America/New_York', { from: 2027, to: 2027 }],
		])
	})
})

describe('the feed (issue 50.9)', () => {
	const TZ = 'Europe/Berlin'
	const day = (iso: string) => localMidnight(TZ, new Date(`${iso}T12:00:00Z`).getTime())
	const options = { dates: 'due' as const, timeZone: TZ, origin: 'https://tf.example', now: Date.UTC(2026, 2, 1, 8) }
	const task = (over: Partial<FeedTask> = {}): FeedTask => ({
		id: 't1', title: 'Call', notes: '', completed: false, completedDate: null, star: false, start: null, startTime: null,
		due: day('2026-03-02'), dueTime: 9 * 3_600_000, length: null, repeat: '', repeatFrom: 'due', folder: '', context: '', priority: 'unassigned', status: 'none', ...over,
	})
	it('a timed event without a length lasts no time, said outright (DURATION:PT0S), so strict readers find an end', () => {
		const l = taskEvent(task(), options).split('\r\n')
		expect(l).toContain('DTSTART;TZID=Europe/Berlin:20260302T090000')
		expect(l).toContain('DURATION:PT0S')
	})
	it('has a VTIMEZONE for the zone its timed events name, and none when no event is timed', () => {
		const feed = feedCalendar([task(), task({ id: 't2', due: day('2024-06-01') })], options, 'Tasks')
		const zones = feed.match(/BEGIN:VTIMEZONE\r\nTZID:([^\r]+)/g)
		expect(zones).toEqual(['BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin'])
		// from the year of the earliest event
		expect(feed).toContain('DTSTART:20240101T000000')
		expect(feed.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(feed.indexOf('BEGIN:VEVENT'))
		expect(feedCalendar([task({ dueTime: null })], options, 'Tasks')).not.toContain('VTIMEZONE')
	})
})
