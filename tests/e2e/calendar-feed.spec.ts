// Issue 28, the calendar feed: turned on in Calendar and Sync, read by a real parser (Debian's python3-icalendar with
// dateutil, tests/calendar/read-feed.py) whose expanded recurrences must equal our repeat engine's for the next year;
// ETag, Last-Modified and 304; the options; a new address and Turn off (the old address 404). Both projects.
import { spawnSync } from 'node:child_process'
import type { Page } from '@playwright/test'
import { localMidnight } from '~/lib/dates'
import { nextOccurrence, parseRepeatPhrase } from '~/tasks/repeat'
import { expect, makeTask, test } from './fixtures'

const TZ = 'Europe/Berlin'
const HOUR = 3_600_000
const YEAR_DAYS = 366

type ReadEvent = {
	uid: string; summary: string; description: string; url: string; categories: string[]; priority: number
	timed: boolean; start: string; tzid: string | null; end: string | null; occurrences: string[]
}

/** the feed as python3-icalendar reads it, recurrences expanded up to `until` (YYYY-MM-DD) */
function readFeed(body: string, until: string): ReadEvent[] {
	const run = spawnSync('/usr/bin/python3', ['tests/calendar/read-feed.py', until], { input: body, encoding: 'utf8' })
	if (run.status !== 0) throw new Error(run.stderr)
	return JSON.parse(run.stdout)
}

const isoDay = (instant: number) => new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(instant)

/** our repeat engine's dates of a task due `due` with `rule`, up to `until` (a local midnight) */
function ourOccurrences(rule: string, due: number, until: number) {
	const dates = [isoDay(due)]
	let next: { due: number; rule: string } | null = { due, rule }
	for (let i = 0; i < 400 && next; i++) {
		next = nextOccurrence(next.rule, next.due, TZ)
		if (!next || next.due > until) break
		dates.push(isoDay(next.due))
	}
	return dates
}

const rule = (phrase: string) => {
	const read = parseRepeatPhrase(phrase)
	if (!read.ok) throw new Error(read.error)
	return read.rule
}

async function turnOn(page: Page) {
	await page.goto('/profile/calendarSync')
	const panel = page.getByRole('region', { name: 'Calendar and Sync' })
	await panel.getByRole('button', { name: 'Turn on the calendar feed' }).click()
	await expect(page.getByTestId('toast')).toContainText('Your calendar feed is on.')
	return { panel, url: await panel.getByLabel('Feed address').inputValue() }
}

test('the feed: every dated task as an event a real parser reads, repeats expanded as our engine repeats them', async ({ page, signIn }) => {
	const { user } = await signIn({ timezone: TZ, loadDefaults: false })
	const today = localMidnight(TZ)
	const day = (n: number) => localMidnight(TZ, today, n)
	const repeats = {
		weekly: rule('every week'),
		biweeklyTuesday: rule('every 2 weeks on Tuesday'),
		lastFriday: rule('on the last Friday of each month'),
		weekdays: rule('every Mon, Wed and Fri'),
		tenTimes: `${rule('every day')};COUNT=10`,
	}
	const made = {
		allDay: makeTask(user.id, { title: 'Pay rent, on time', notes: 'Bank: the usual\nreference 42', due: day(3), context: 'Errands', folder: 'Home', priority: 'top' }),
		timed: makeTask(user.id, { title: 'Dentist', due: day(5), dueTime: 9.5 * HOUR, length: 45, priority: 'negative' }),
		startOnly: makeTask(user.id, { title: 'Only a start date', start: day(2) }),
		noDate: makeTask(user.id, { title: 'No date at all' }),
		done: makeTask(user.id, { title: 'Done already', due: day(1), completed: true, completedDate: Date.now() }),
		fromCompletion: makeTask(user.id, { title: 'Water plants', due: day(4), repeat: repeats.weekly, repeatFrom: 'completedDate' }),
		timedRepeat: makeTask(user.id, { title: 'Stand-up', due: day(1), dueTime: 8 * HOUR, repeat: repeats.weekdays }),
		...Object.fromEntries(Object.entries(repeats).map(([name, r], i) => [name, makeTask(user.id, { title: `Repeat ${name}`, due: day(i + 1), repeat: r })])),
	}
	const { url } = await turnOn(page)
	expect(url).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/)

	const answer = await page.request.get(url)
	expect(answer.status()).toBe(200)
	expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8')
	const body = await answer.text()
	const until = day(YEAR_DAYS)
	const events = new Map(readFeed(body, isoDay(until)).map((e) => [e.uid.replace(/@twentyfour$/, ''), e]))
	// due dates by default: not the start-only, undated or completed tasks
	expect(events.size).toBe(Object.keys(made).length - 3)
	for (const absent of [made.startOnly, made.noDate, made.done]) expect(events.has(absent.id)).toBe(false)

	const rent = events.get(made.allDay.id)!
	expect(rent).toMatchObject({
		summary: 'Pay rent, on time', description: 'Bank: the usual\nreference 42', categories: ['Errands', 'Home'], priority: 1,
		timed: false, start: isoDay(day(3)), end: isoDay(day(4)), occurrences: [isoDay(day(3))],
	})
	expect(rent.url).toMatch(new RegExp(`/tasks/detail/${made.allDay.id}$`))
	const dentist = events.get(made.timed.id)!
	expect(dentist).toMatchObject({ timed: true, tzid: TZ, priority: 9 })
	expect(dentist.start).toMatch(new RegExp(`^${isoDay(day(5))}T09:30:00[+-]\\d\\d:\\d\\d$`))
	// from the completion date: only the date it has now
	expect(events.get(made.fromCompletion.id)!.occurrences).toEqual([isoDay(day(4))])

	// every repeat: the parser's dates for the next year are our engine's (the task's own date is the first)
	for (const task of [made.timedRepeat, ...Object.keys(repeats).map((name) => made[name as keyof typeof made])]) {
		const read = events.get(task.id)!
		const theirs = [...new Set([isoDay(task.due!), ...read.occurrences])].sort()
		expect(theirs, task.title).toEqual(ourOccurrences(task.repeat, task.due!, until))
		expect(theirs.length, task.title).toBeGreaterThan(task.repeat.includes('COUNT') ? 9 : 11)
	}
})

test('the feed answers 304 until something changes, by ETag or Last-Modified', async ({ page, signIn }) => {
	const { user } = await signIn({ timezone: TZ, loadDefaults: false })
	makeTask(user.id, { title: 'First', due: localMidnight(TZ) })
	const { url } = await turnOn(page)
	const first = await page.request.get(url)
	const etag = first.headers()['etag']!
	const lastModified = first.headers()['last-modified']!
	expect(etag).toMatch(/^"\d+-[\w-]+"$/)
	expect(Date.parse(lastModified)).not.toBeNaN()
	expect((await page.request.get(url, { headers: { 'If-None-Match': etag } })).status()).toBe(304)
	expect((await page.request.get(url, { headers: { 'If-Modified-Since': lastModified } })).status()).toBe(304)

	makeTask(user.id, { title: 'Second', due: localMidnight(TZ) })
	const changed = await page.request.get(url, { headers: { 'If-None-Match': etag } })
	expect(changed.status()).toBe(200)
	expect(changed.headers()['etag']).not.toBe(etag)
	expect(await changed.text()).toContain('SUMMARY:Second')
})

test('feed options, a new address and Turn off (the old address answers 404)', async ({ page, signIn }) => {
	const { user } = await signIn({ timezone: TZ, loadDefaults: false })
	const today = localMidnight(TZ)
	makeTask(user.id, { title: 'Starts today', start: today })
	makeTask(user.id, { title: 'Due today', due: today })
	makeTask(user.id, { title: 'Finished', start: today, completed: true, completedDate: Date.now() })
	const { panel, url } = await turnOn(page)
	const summaries = async (address: string) => (await page.request.get(address).then((r) => r.text())).match(/^SUMMARY:.*$/gm)
	expect(await summaries(url)).toEqual(['SUMMARY:Due today'])

	await panel.getByLabel('Start dates').check()
	await panel.getByRole('group', { name: 'Include completed tasks' }).getByLabel('Yes').check()
	await panel.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByTestId('toast')).toContainText('Calendar feed options saved.')
	expect(await summaries(url)).toEqual(['SUMMARY:Starts today', 'SUMMARY:✓ Finished'])

	await panel.getByRole('button', { name: 'Give the feed a new address' }).click()
	await expect(page.getByTestId('toast')).toContainText('Your calendar feed has a new address.')
	const renewed = await panel.getByLabel('Feed address').inputValue()
	expect(renewed).not.toBe(url)
	expect((await page.request.get(url)).status()).toBe(404)
	expect((await page.request.get(renewed)).status()).toBe(200)
	// options kept with the new address
	await expect(panel.getByLabel('Start dates')).toBeChecked()

	await panel.getByRole('button', { name: 'Turn the feed off' }).click()
	await expect(page.getByTestId('toast')).toContainText('Your calendar feed is off.')
	expect((await page.request.get(renewed)).status()).toBe(404)
	expect((await page.request.get(`/calendar/${'A'.repeat(43)}.ics`)).status()).toBe(404)
	await expect(panel.getByRole('button', { name: 'Turn on the calendar feed' })).toBeVisible()
})
