// A client's object as it sent it, with only what the web app changed since rewritten (issue 50, decision 280; the
// approach of Radicale and Nextcloud's server). Lines are kept as their physical text, folds and all, so everything
// the change does not touch (TZID, VTIMEZONE, CREATED, SEQUENCE, X- properties, the CATEGORIES line, alarms) goes
// back byte for byte. Pure.
import { foldLine, icalUtc } from '~/calendar/ical'
import { parseLine, splitTextList, type Property } from './icalendar'
import { reminderMinutes } from './vtodo'
import { alarmLines, changedGroups, GROUPS, groupLines, sentFieldsOf, type SentDetail, type SentFields, type VtodoTask } from './vtodo-lines'

/** one content line: its text as sent (with its folds and line end) and the property it is */
type Line = { text: string; prop: Property }

/** the text's content lines, each with its physical text */
export function contentLines(text: string): Line[] {
	const out: Line[] = []
	const physical = text.split(/(?<=\r\n|\n)/)
	for (const piece of physical) {
		const continues = (piece.startsWith(' ') || piece.startsWith('\t')) && out.length
		if (continues) out[out.length - 1]!.text += piece
		else if (piece.replace(/\r?\n$/, '') !== '') out.push({ text: piece, prop: undefined as unknown as Property })
	}
	for (const l of out) l.prop = parseLine(l.text.replace(/\r?\n$/, '').replace(/\r?\n[ \t]/g, ''))
	return out
}

/**
 * The client's object `sent`, its task's fields then (`before`) and now: unchanged, the text as sent; else the
 * groups of properties whose fields changed rewritten in place, LAST-MODIFIED and DTSTAMP set to the change.
 */
export function patchedText(sent: string, before: SentFields, task: VtodoTask, parentUid: string | null, timeZone: string): string {
	const groups = changedGroups(before, sentFieldsOf(task, parentUid))
	if (!groups.length) return sent
	const lines = contentLines(sent)
	const begin = lines.findIndex((l) => l.prop.name === 'BEGIN' && l.prop.value.trim().toUpperCase() === 'VTODO')
	// the VTODO's own properties (depth 1) and its sub-components, by index
	const own: number[] = []
	const alarms: { from: number; to: number }[] = []
	let end = begin + 1
	for (let depth = 1, from = 0; end < lines.length; end++) {
		const { name, value } = lines[end]!.prop
		if (name === 'BEGIN' && depth++ === 1) from = end
		else if (name === 'END' && --depth === 1 && value.trim().toUpperCase() === 'VALARM') alarms.push({ from, to: end })
		else if (depth === 0) break
		else if (depth === 1 && name !== 'END') own.push(end)
	}
	const firstChild = alarms[0]?.from ?? lines.findIndex((l, i) => i > begin && i < end && l.prop.name === 'BEGIN')
	const replaced = new Map<number, string>()
	const removed = new Set<number>()
	const added: string[] = []
	const put = (names: readonly string[], fresh: string[]) => {
		const at = own.filter((i) => names.includes(lines[i]!.prop.name))
		at.forEach((i) => removed.add(i))
		if (at.length) replaced.set(at[0]!, fresh.map(foldLine).join(''))
		else added.push(...fresh.map(foldLine))
	}
	const detail = sentDetail(own.map((i) => lines[i]!.prop))
	for (const group of groups) {
		if (group === 'alarm') continue
		put(GROUPS[group].props, groupLines(group, task, parentUid, timeZone, detail))
	}
	// the same text every time for the same inputs (its ETag is a hash of them, decision 340)
	const stamp = icalUtc(task.changed ?? task.added)
	put(['LAST-MODIFIED'], [`LAST-MODIFIED:${stamp}`])
	put(['DTSTAMP'], [`DTSTAMP:${stamp}`])
	// our reminder: the alarm read as it (the first we could express) goes, the new one comes
	let alarmOut: string[] = []
	if (groups.includes('alarm')) {
		const read = before.remind >= 0 ? alarms.find((a) => reminderMinutes({ name: 'VALARM', props: lines.slice(a.from + 1, a.to).map((l) => l.prop), children: [], raw: [] }) !== null) : undefined
		if (read) for (let i = read.from; i <= read.to; i++) removed.add(i)
		alarmOut = alarmLines(task).map(foldLine)
	}
	let out = ''
	for (const [i, l] of lines.entries()) {
		if (i === (firstChild > 0 ? firstChild : end)) out += added.join('')
		if (i === end) out += alarmOut.join('')
		if (replaced.has(i)) out += replaced.get(i)
		else if (!removed.has(i)) out += l.text.endsWith('\n') ? l.text : `${l.text}\r\n`
	}
	return out
}

/** what of the client's own the rewritten groups keep: the zone of its dates, its percent, its other categories */
function sentDetail(props: Property[]): SentDetail {
	const tzid: SentDetail['tzid'] = {}
	for (const p of props) if ((p.name === 'DTSTART' || p.name === 'DUE') && p.params.TZID) tzid[p.name] = p.params.TZID
	const percent = Number(props.find((p) => p.name === 'PERCENT-COMPLETE')?.value.trim() ?? '0')
	const categories = props.filter((p) => p.name === 'CATEGORIES').flatMap((p) => splitTextList(p.value))
	return { tzid, percent: Number.isFinite(percent) ? percent : 0, otherCategories: categories.slice(1) }
}
