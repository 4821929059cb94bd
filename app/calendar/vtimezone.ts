// VTIMEZONE components made from the runtime's IANA zone data (issue 50.9, docs/decisions/327): RFC 5545 3.6.5 wants
// one for every TZID an object uses, and strict readers (Outlook) refuse a TZID without it. Pure. The zone's offset is
// read from Intl (the tz database Node ships); each change of offset in the years asked for becomes an observance,
// and when the last year's changes follow a yearly rule that the two years before it follow too ("the last Sunday of
// March"), those observances carry that rule as an RRULE, so dates after the years asked for are right as well.

const DAY = 86_400_000
const formatters = new Map<string, Intl.DateTimeFormat>()

/** the zone's offset from UTC at `instant`, in seconds */
export function zoneOffset(timeZone: string, instant: number): number {
	let f = formatters.get(timeZone)
	if (!f) formatters.set(timeZone, (f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset', year: 'numeric' })))
	const name = f.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT'
	const m = /GMT([+-])(\d{2}):(\d{2})(?::(\d{2}))?/.exec(name)
	if (!m) return 0
	return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0))
}

export type Transition = { at: number; from: number; to: number }

/** the instants the zone's offset changes in [from, to), to the second, with the offsets before and after */
export function transitions(timeZone: string, from: number, to: number): Transition[] {
	const out: Transition[] = []
	let before = zoneOffset(timeZone, from)
	// offsets change at most a few times a year and never twice within a day: a day's steps find them all
	for (let t = from + DAY; t < to + DAY; t += DAY) {
		const now = zoneOffset(timeZone, Math.min(t, to))
		if (now === before) continue
		let lo = Math.floor((t - DAY) / 1000)
		let hi = Math.floor(Math.min(t, to) / 1000)
		while (hi - lo > 1) {
			const mid = Math.floor((lo + hi) / 2)
			if (zoneOffset(timeZone, mid * 1000) === before) lo = mid
			else hi = mid
		}
		out.push({ at: hi * 1000, from: before, to: now })
		before = now
	}
	return out
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** an offset as TZOFFSETFROM/TO write it: +hhmm, or +hhmmss when it has seconds */
export function offsetText(seconds: number) {
	const a = Math.abs(seconds)
	const s = a % 60
	return `${seconds < 0 ? '-' : '+'}${pad(Math.floor(a / 3600))}${pad(Math.floor(a / 60) % 60)}${s ? pad(s) : ''}`
}

/** the wall-clock time `offset` seconds from UTC at `instant`, as a local DATE-TIME */
function localText(instant: number, offset: number) {
	const d = new Date(instant + offset * 1000)
	return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`
}

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']

/** the yearly rule a change at this wall-clock time follows: its month, and the weekday counted from the month's end
 * when it is in the last seven days, else from its start */
function yearlyRule(local: Date) {
	const day = local.getUTCDate()
	const length = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0)).getUTCDate()
	const nth = day + 7 > length ? -1 : Math.ceil(day / 7)
	return `FREQ=YEARLY;BYMONTH=${local.getUTCMonth() + 1};BYDAY=${nth}${WEEKDAYS[local.getUTCDay()]}`
}
const ruleOf = (t: Transition) => yearlyRule(new Date(t.at + t.from * 1000))
const clock = (t: Transition) => localText(t.at, t.from).slice(9)

/**
 * The VTIMEZONE of an IANA zone for the years `fromYear` to `toYear` (content lines, unfolded): the offset in force
 * on the first of January of `fromYear`, then every change up to the end of `toYear`.
 */
export function vtimezoneLines(timeZone: string, fromYear: number, toYear: number): string[] {
	const start = Date.UTC(fromYear, 0, 1) - 14 * 3600_000
	const end = Date.UTC(toYear + 1, 0, 1)
	const first = zoneOffset(timeZone, start)
	// the years before: to tell which of the last year's changes follow a rule
	const all = transitions(timeZone, Date.UTC(toYear - 2, 0, 1), end)
	const changes = transitions(timeZone, start, end)
	const lastYear = changes.filter((t) => new Date(t.at).getUTCFullYear() === toYear)
	const yearly = new Set<Transition>()
	for (const t of lastYear) {
		const same = all.filter((o) => o.from === t.from && o.to === t.to && ruleOf(o) === ruleOf(t) && clock(o) === clock(t))
		if (same.length >= 3) yearly.add(t)
	}
	const standard = Math.min(first, ...changes.map((t) => t.to))
	const observance = (from: number, to: number, at: string, rule?: string) => {
		const kind = to > standard ? 'DAYLIGHT' : 'STANDARD'
		return [`BEGIN:${kind}`, `TZOFFSETFROM:${offsetText(from)}`, `TZOFFSETTO:${offsetText(to)}`, `DTSTART:${at}`, ...(rule ? [`RRULE:${rule}`] : []), `END:${kind}`]
	}
	const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`]
	lines.push(...observance(first, first, `${fromYear}0101T000000`))
	for (const t of changes) lines.push(...observance(t.from, t.to, localText(t.at, t.from), yearly.has(t) ? ruleOf(t) : undefined))
	lines.push('END:VTIMEZONE')
	return lines
}

const made = new Map<string, string[]>()

/** vtimezoneLines, remembered (a feed or a sync asks for the same zone and years again and again) */
export function vtimezoneFor(timeZone: string, fromYear: number, toYear: number): string[] {
	const key = `${timeZone}|${fromYear}|${toYear}`
	let lines = made.get(key)
	if (!lines) {
		lines = vtimezoneLines(timeZone, fromYear, toYear)
		if (made.size > 500) made.clear()
		made.set(key, lines)
	}
	return lines
}

/**
 * The TZIDs of an object's lines and, for each, the first and last year of the date-times that name it (a DATE-TIME
 * value follows the TZID parameter): what VTIMEZONEs it needs.
 */
export function zonesUsed(text: string): Map<string, { from: number; to: number }> {
	const used = new Map<string, { from: number; to: number }>()
	for (const m of text.matchAll(/;TZID=("?)([^";:\r\n]+)\1[^:\r\n]*:(\d{4})/g)) {
		const zone = m[2]!
		const year = Number(m[3])
		const seen = used.get(zone)
		used.set(zone, seen ? { from: Math.min(seen.from, year), to: Math.max(seen.to, year) } : { from: year, to: year })
	}
	return used
}
