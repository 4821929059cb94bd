// The quick-add corpus (issue 25): phrases with the fields they must give, relative to a fixed "now" (a Sunday, 10:00
// local) in three time zones, two of them on their daylight-saving day (New York 8 March 2026, London 29 March 2026).
import { TZDate } from '@date-fns/tz'
import { describe, expect, it } from 'vitest'
import { parseQuickAdd } from './quick-add-phrase'
import { instantAt } from './task-dates'

type Expected = {
	title: string
	/** days after today and the time typed (HH:MM), or an absolute YYYY-MM-DD */
	due?: [number, string?] | string
	context?: string
	folder?: string
	/** a name that matches none of the person's: offered as new */
	newContext?: string
	newFolder?: string
	priority?: string
	star?: true
	repeat?: string
	/** minutes */
	length?: number
}

const WEEKDAYS = 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR'
const CORPUS: [string, Expected][] = [
	['Call Bob tomorrow 5pm @phone #Work !2 *', { title: 'Call Bob', due: [1, '17:00'], context: '@Phone', folder: 'Work', priority: 'high', star: true }],
	['Buy milk', { title: 'Buy milk' }],
	['Buy milk tomorrow', { title: 'Buy milk', due: [1] }],
	['Buy milk today', { title: 'Buy milk', due: [0] }],
	['tomorrow buy milk', { title: 'buy milk', due: [1] }],
	['Buy milk @errands', { title: 'Buy milk', context: '@Errands' }],
	['Buy milk @Errands', { title: 'Buy milk', context: '@Errands' }],
	['Buy milk @shop', { title: 'Buy milk', newContext: '@shop' }],
	['Buy milk #personal', { title: 'Buy milk', folder: 'Personal' }],
	['Buy milk #Groceries', { title: 'Buy milk', newFolder: 'Groceries' }],
	['Buy milk !0', { title: 'Buy milk', priority: 'low' }],
	['Buy milk !1', { title: 'Buy milk', priority: 'medium' }],
	['Buy milk !2', { title: 'Buy milk', priority: 'high' }],
	['Buy milk !3', { title: 'Buy milk', priority: 'top' }],
	['Buy milk !4', { title: 'Buy milk !4' }],
	['Buy milk !', { title: 'Buy milk !' }],
	['Buy milk *', { title: 'Buy milk', star: true }],
	['* Buy milk', { title: 'Buy milk', star: true }],
	['Buy milk**', { title: 'Buy milk**' }],
	['Buy 2*3 boxes', { title: 'Buy 2*3 boxes' }],
	['Email ann@example.com', { title: 'Email ann@example.com' }],
	['Fix issue#12', { title: 'Fix issue#12' }],
	['Tweet #hashtag idea', { title: 'Tweet idea', newFolder: 'hashtag' }],
	['Dentist monday', { title: 'Dentist', due: [1] }],
	['Dentist on monday', { title: 'Dentist', due: [1] }],
	['Dentist on Monday at 3pm', { title: 'Dentist', due: [1, '15:00'] }],
	['Dentist tuesday', { title: 'Dentist', due: [2] }],
	['Dentist wednesday', { title: 'Dentist', due: [3] }],
	['Dentist thursday', { title: 'Dentist', due: [4] }],
	['Dentist friday', { title: 'Dentist', due: [5] }],
	['Dentist saturday', { title: 'Dentist', due: [6] }],
	['Dentist next friday', { title: 'Dentist', due: [5] }],
	['Dentist sat 10:30', { title: 'Dentist', due: [6, '10:30'] }],
	['Report by friday 4pm', { title: 'Report', due: [5, '16:00'] }],
	['Report due friday', { title: 'Report', due: [5] }],
	['Report due tomorrow', { title: 'Report', due: [1] }],
	['Lunch at noon', { title: 'Lunch', due: [0, '12:00'] }],
	['Lunch at 1pm', { title: 'Lunch', due: [0, '13:00'] }],
	['Lunch at 13:00', { title: 'Lunch', due: [0, '13:00'] }],
	['Call at 9am', { title: 'Call', due: [1, '09:00'] }],
	['Call at 11am', { title: 'Call', due: [0, '11:00'] }],
	['Call 5pm', { title: 'Call', due: [0, '17:00'] }],
	['Call at 5:45pm', { title: 'Call', due: [0, '17:45'] }],
	['Call tomorrow at 8', { title: 'Call', due: [1, '08:00'] }],
	['Call tomorrow 8am', { title: 'Call', due: [1, '08:00'] }],
	// "morning", "afternoon", "evening", "tonight" are 9:00, 13:00, 18:00, 20:00 (issue 51, docs/decisions/300)
	['Call tomorrow morning', { title: 'Call', due: [1, '09:00'] }],
	['Call tomorrow evening', { title: 'Call', due: [1, '18:00'] }],
	['Call tomorrow afternoon', { title: 'Call', due: [1, '13:00'] }],
	['Movie tonight', { title: 'Movie', due: [0, '20:00'] }],
	['Check in 3 days', { title: 'Check', due: [3] }],
	['Check in 2 weeks', { title: 'Check', due: [14] }],
	['Check in a week', { title: 'Check', due: [7] }],
	['Gifts Dec 25', { title: 'Gifts', due: '2026-12-25' }],
	['Gifts on December 25', { title: 'Gifts', due: '2026-12-25' }],
	['Gifts 25 December', { title: 'Gifts', due: '2026-12-25' }],
	['Taxes 2026-04-15', { title: 'Taxes', due: '2026-04-15' }],
	['Taxes on 2026-04-15 at 9am', { title: 'Taxes', due: '2026-04-15' }],
	['Renew passport Jan 10 2027', { title: 'Renew passport', due: '2027-01-10' }],
	['Read chapter 2', { title: 'Read chapter 2' }],
	['Read 3 books', { title: 'Read 3 books' }],
	['Buy 12 eggs', { title: 'Buy 12 eggs' }],
	['Write the report', { title: 'Write the report' }],
	['Plan the trip', { title: 'Plan the trip' }],
	['Bake a cake on the 20th', { title: 'Bake a cake on the 20th' }],
	['Water plants every day', { title: 'Water plants', due: [0], repeat: 'FREQ=DAILY;INTERVAL=1' }],
	['every day water plants', { title: 'water plants', due: [0], repeat: 'FREQ=DAILY;INTERVAL=1' }],
	['Standup every weekday', { title: 'Standup', due: [1], repeat: WEEKDAYS }],
	['Standup every weekday at 9:30', { title: 'Standup', due: [1, '09:30'], repeat: WEEKDAYS }],
	['Gym every 2nd Tue', { title: 'Gym', repeat: 'FREQ=MONTHLY;INTERVAL=1;BYDAY=2TU' }],
	['Gym every Tuesday', { title: 'Gym', due: [2], repeat: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU' }],
	['Gym every 2 weeks on Tuesday', { title: 'Gym', due: [2], repeat: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU' }],
	['Pay rent every month on the 1st', { title: 'Pay rent', repeat: 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=1' }],
	['Backup every 4 days', { title: 'Backup', due: [0], repeat: 'FREQ=DAILY;INTERVAL=4' }],
	['Review every week on Monday and Wednesday', { title: 'Review', due: [1], repeat: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE' }],
	['Dentist every 6 months', { title: 'Dentist', due: [0], repeat: 'FREQ=MONTHLY;INTERVAL=6' }],
	['Every other idea', { title: 'Every other idea' }],
	['every', { title: 'every' }],
	['Say hi to everyone', { title: 'Say hi to everyone' }],
	['Standup every weekday @office #Work !1', { title: 'Standup', due: [1], repeat: WEEKDAYS, newContext: '@office', folder: 'Work', priority: 'medium' }],
	['Call mom @phone tomorrow', { title: 'Call mom', context: '@Phone', due: [1] }],
	['@phone call mom', { title: 'call mom', context: '@Phone' }],
	['#work plan sprint', { title: 'plan sprint', folder: 'Work' }],
	['!3 fix the server', { title: 'fix the server', priority: 'top' }],
	['Fix the server !3 *', { title: 'Fix the server', priority: 'top', star: true }],
	['Fix the server * !3', { title: 'Fix the server', priority: 'top', star: true }],
	['Fix @home @phone', { title: 'Fix @phone', context: '@Home' }],
	['Fix #work #inbox', { title: 'Fix #inbox', folder: 'Work' }],
	['Fix !1 !2', { title: 'Fix !2', priority: 'medium' }],
	['Plan #Work-Projects', { title: 'Plan', newFolder: 'Work-Projects' }],
	['@home', { title: '', context: '@Home' }],
	['tomorrow', { title: '', due: [1] }],
	['Call Bob tomorrow 5pm', { title: 'Call Bob', due: [1, '17:00'] }],
	['Call Bob tomorrow at 5 pm', { title: 'Call Bob', due: [1, '17:00'] }],
	['Call Bob at 5pm tomorrow', { title: 'Call Bob', due: [1, '17:00'] }],
	['Meeting monday 2pm #work', { title: 'Meeting', due: [1, '14:00'], folder: 'Work' }],
	['Meeting friday at 10:15am @office', { title: 'Meeting', due: [5, '10:15'], newContext: '@office' }],
	['Pick up kids at 3:30pm', { title: 'Pick up kids', due: [0, '15:30'] }],
	['Pick up kids tomorrow 15:30', { title: 'Pick up kids', due: [1, '15:30'] }],
	['Send invoice in 5 days !2', { title: 'Send invoice', due: [5], priority: 'high' }],
	['Car service next week', { title: 'Car service', due: [7] }],
	['  spaced   out   title  ', { title: 'spaced out title' }],
	['Unicode café réunion demain', { title: 'Unicode café réunion demain' }],
	['<b>bold</b> tomorrow', { title: '<b>bold</b>', due: [1] }],
	['Call 555-1234', { title: 'Call 555-1234' }],
	['Version 2.0 release', { title: 'Version 2.0 release' }],
	// issue 51: a repeat's first day is its first matching day from now, and a time typed with it is the due time
	['Team sync every Tuesday at 9am', { title: 'Team sync', due: [2, '09:00'], repeat: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU' }],
	['Gym every mon, wed, fri at 7am', { title: 'Gym', due: [1, '07:00'], repeat: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE,FR' }],
	['Gym every Sunday at 11am', { title: 'Gym', due: [0, '11:00'], repeat: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=SU' }],
	['Gym every Sunday at 9am', { title: 'Gym', due: [7, '09:00'], repeat: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=SU' }],
	['Water plants every day at 8am', { title: 'Water plants', due: [1, '08:00'], repeat: 'FREQ=DAILY;INTERVAL=1' }],
	['Gym every monday 7am', { title: 'Gym', due: [1, '07:00'], repeat: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO' }],
	// a duration is the task's length
	['Read article 30 min tomorrow morning', { title: 'Read article', due: [1, '09:00'], length: 30 }],
	['Nap 1h', { title: 'Nap', length: 60 }],
	['Walk 90m', { title: 'Walk', length: 90 }],
	['Deep work 1.5 hours tomorrow', { title: 'Deep work', due: [1], length: 90 }],
	['Practice piano for 45 minutes', { title: 'Practice piano', length: 45 }],
	['Workshop 2h30m friday', { title: 'Workshop', due: [5], length: 150 }],
	// Todoist's p1-p4, p1 highest (docs/decisions/300)
	['Buy milk p1', { title: 'Buy milk', priority: 'top' }],
	['Buy milk p2', { title: 'Buy milk', priority: 'high' }],
	['Buy milk P3', { title: 'Buy milk', priority: 'medium' }],
	['p4 Buy milk', { title: 'Buy milk', priority: 'low' }],
	['Buy milk p5', { title: 'Buy milk p5' }],
	['Fix ap1 bug', { title: 'Fix ap1 bug' }],
]

const ZONES = [
	{ timeZone: 'America/New_York', y: 2026, m: 3, d: 8 },
	{ timeZone: 'Europe/London', y: 2026, m: 3, d: 29 },
	{ timeZone: 'Asia/Tokyo', y: 2026, m: 3, d: 15 },
]
const lists = { contexts: ['@Phone', '@Home', '@Errands'], folders: ['Work', 'Inbox', 'Personal'] }

describe.each(ZONES)('quick add in $timeZone on a Sunday at 10:00', ({ timeZone, y, m, d }) => {
	const now = new TZDate(y, m - 1, d, 10, timeZone).getTime()
	const day = (offset: number) => new TZDate(y, m - 1, d + offset, timeZone).getTime()
	const absolute = (iso: string) => {
		const [yy, mm, dd] = iso.split('-').map(Number)
		return new TZDate(yy!, mm! - 1, dd!, timeZone).getTime()
	}
	it('has at least 100 phrases', () => expect(CORPUS.length).toBeGreaterThanOrEqual(100))
	it.each(CORPUS)('%s', (phrase, want) => {
		const got = parseQuickAdd(phrase, { timeZone, now, ...lists })
		expect(got.title).toBe(want.title)
		const due = want.due === undefined ? null : typeof want.due === 'string' ? absolute(want.due) : day(want.due[0])
		if (want.due === undefined) {
			// "every month on the 1st" is due on its first occurrence, which depends on the day: only its presence is checked
			if (!want.repeat) expect(got.due).toBeNull()
		} else expect(got.due?.date).toBe(due)
		if (Array.isArray(want.due) && want.due[1]) {
			const [h, min] = want.due[1].split(':').map(Number)
			expect(got.due?.time).toBe((h! * 60 + min!) * 60_000)
		} else if (Array.isArray(want.due)) expect(got.due?.time ?? null).toBeNull()
		expect(got.context).toEqual(want.context ? { name: want.context, known: true } : want.newContext ? { name: want.newContext, known: false } : null)
		expect(got.folder).toEqual(want.folder ? { name: want.folder, known: true } : want.newFolder ? { name: want.newFolder, known: false } : null)
		expect(got.priority).toBe(want.priority ?? null)
		expect(got.star).toBe(want.star ?? false)
		expect(got.repeat?.rule ?? null).toBe(want.repeat ?? null)
		expect(got.length).toBe(want.length ?? null)
	})
})

describe('daylight saving', () => {
	it('a time on the day clocks go forward is that wall-clock time', () => {
		const tz = 'America/New_York'
		const now = new TZDate(2026, 2, 7, 22, tz).getTime() // Saturday 22:00, the night the clocks change
		const got = parseQuickAdd('Call tomorrow 5pm', { timeZone: tz, now, ...lists })
		expect(got.due!.date).toBe(new TZDate(2026, 2, 8, tz).getTime())
		// the time is wall-clock time after local midnight, as the task form stores it
		expect(instantAt(got.due!.date, got.due!.time, tz)).toBe(new TZDate(2026, 2, 8, 17, tz).getTime())
	})

	it('"every 2nd Tue" is due on the second Tuesday of this month or the next', () => {
		const at = (tz: string, m: number, d: number) => parseQuickAdd('Gym every 2nd Tue', { timeZone: tz, now: new TZDate(2026, m - 1, d, 10, tz).getTime(), ...lists }).due!.date
		expect(at('America/New_York', 3, 8)).toBe(new TZDate(2026, 2, 10, 'America/New_York').getTime())
		expect(at('Europe/London', 3, 29)).toBe(new TZDate(2026, 3, 14, 'Europe/London').getTime())
		expect(at('Asia/Tokyo', 3, 15)).toBe(new TZDate(2026, 3, 14, 'Asia/Tokyo').getTime())
	})
})

describe('removed parts', () => {
	it('leave their words in the title', () => {
		const now = new TZDate(2026, 2, 8, 10, 'UTC').getTime()
		const got = parseQuickAdd('Call Bob tomorrow 5pm @phone #Work !2 *', { timeZone: 'UTC', now, ...lists, ignore: ['due', 'folder', 'star'] })
		expect(got.title).toBe('Call Bob tomorrow 5pm #Work *')
		expect(got.due).toBeNull()
		expect(got.context?.name).toBe('@Phone')
		expect(got.priority).toBe('high')
		expect(got.parts.map((p) => p.field)).toEqual(['context', 'priority'])
	})
})

describe('+name assigns to a person of the task’s shared folder (issue 55)', () => {
	const people = (folder: string) =>
		folder === 'Groceries'
			? [
					{ id: 'a', name: 'Ann' },
					{ id: 'b', name: 'Annie' },
					{ id: 'c', name: 'Ben' },
				]
			: []
	const read = (text: string) => parseQuickAdd(text, { timeZone: 'UTC', now: Date.UTC(2026, 2, 11, 10), contexts: [], folders: ['Groceries', 'Mine'], people })
	it('a unique prefix, in any case, is cut from the title', () => {
		const got = read('Buy milk #Groceries +be')
		expect(got.assignee).toEqual({ id: 'c', name: 'Ben' })
		expect(got.title).toBe('Buy milk')
		expect(got.parts).toContainEqual({ field: 'assignee', text: '+be' })
		expect(read('Buy milk #Groceries +ANN').assignee).toEqual({ id: 'a', name: 'Ann' })
	})
	it('an ambiguous or unknown name stays in the title and says why', () => {
		const ambiguous = read('Buy milk #Groceries +an')
		expect(ambiguous.assignee).toEqual({ problem: 'ambiguous', typed: 'an' })
		expect(ambiguous.title).toBe('Buy milk +an')
		const unknown = read('Buy milk #Groceries +zed')
		expect(unknown.assignee).toEqual({ problem: 'unknown', typed: 'zed' })
		expect(unknown.title).toBe('Buy milk +zed')
		// a folder shared with nobody has nobody to assign
		expect(read('Buy milk #Mine +ben').assignee).toEqual({ problem: 'unknown', typed: 'ben' })
	})
	it('without people to ask (no sharing) a + word is just a word; "C++" and "+1" stay as typed', () => {
		expect(parseQuickAdd('Learn C++ +1 +ben', { timeZone: 'UTC', now: 0, contexts: [], folders: [] })).toMatchObject({ assignee: null, title: 'Learn C++ +1 +ben' })
	})
})
