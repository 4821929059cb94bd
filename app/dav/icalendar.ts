// Reading iCalendar text (RFC 5545) for CalDAV (issue 28, docs/decisions/231): unfolding, content lines with their
// parameters, and the nesting of components. Pure; anything malformed is refused with a message (the PUT's 400).

export type Property = { name: string; params: Record<string, string>; value: string; raw: string }
export type Component = { name: string; props: Property[]; children: Component[]; raw: string[] }

export class MalformedCalendar extends Error {}

/** Lines of the text with folding undone (a line beginning with a space or tab continues the one before). */
export function unfold(text: string): string[] {
	const lines: string[] = []
	for (const line of text.split(/\r\n|\n|\r/)) {
		if ((line.startsWith(' ') || line.startsWith('\t')) && lines.length) lines[lines.length - 1] += line.slice(1)
		else if (line !== '') lines.push(line)
	}
	return lines
}

const NAME = /^[A-Za-z0-9-]+$/

/** One content line: NAME;PARAM=value;PARAM="quoted":value. */
export function parseLine(raw: string): Property {
	let i = 0
	const until = (stops: string) => {
		const from = i
		while (i < raw.length && !stops.includes(raw[i]!)) i++
		return raw.slice(from, i)
	}
	const name = until(';:')
	if (!NAME.test(name)) throw new MalformedCalendar(`A line has no property name: ${raw.slice(0, 60)}`)
	const params: Record<string, string> = {}
	while (raw[i] === ';') {
		i++
		const key = until('=;:')
		if (raw[i] !== '=' || !NAME.test(key)) throw new MalformedCalendar(`A parameter is malformed: ${raw.slice(0, 60)}`)
		i++
		const values: string[] = []
		for (;;) {
			if (raw[i] === '"') {
				const end = raw.indexOf('"', i + 1)
				if (end < 0) throw new MalformedCalendar(`A quoted parameter does not end: ${raw.slice(0, 60)}`)
				values.push(raw.slice(i + 1, end))
				i = end + 1
			} else values.push(until(',;:'))
			if (raw[i] !== ',') break
			i++
		}
		params[key.toUpperCase()] = values.join(',')
	}
	if (raw[i] !== ':') throw new MalformedCalendar(`A line has no value: ${raw.slice(0, 60)}`)
	return { name: name.toUpperCase(), params, value: raw.slice(i + 1), raw }
}

/**
 * Caps on an object's components (issue 49.2): a task is VCALENDAR > VTODO > VALARM, a zone VCALENDAR > VTIMEZONE >
 * STANDARD, so four levels leave room for a client's own; and a few alarms and zone rules per task. Past either the
 * object is refused (400) at the line that goes too far, before anything else is read.
 */
export const MAX_COMPONENT_DEPTH = 4
export const MAX_COMPONENTS = 200

/**
 * The whole text as its one top-level component (VCALENDAR expected), or MalformedCalendar thrown. Linear in the
 * text: a component's raw lines are one slice of the unfolded lines, taken when it ends.
 */
export function parseCalendar(text: string): Component {
	const stack: { component: Component; from: number }[] = []
	let root: Component | null = null
	let count = 0
	const lines = unfold(text)
	for (const [at, raw] of lines.entries()) {
		const prop = parseLine(raw)
		if (prop.name === 'BEGIN') {
			const component: Component = { name: prop.value.trim().toUpperCase(), props: [], children: [], raw: [] }
			if (!NAME.test(component.name)) throw new MalformedCalendar('BEGIN names no component.')
			if (root && !stack.length) throw new MalformedCalendar('Text follows the end of the calendar.')
			if (stack.length >= MAX_COMPONENT_DEPTH) throw new MalformedCalendar(`Components are nested deeper than ${MAX_COMPONENT_DEPTH} levels.`)
			if (++count > MAX_COMPONENTS) throw new MalformedCalendar(`An object has more than ${MAX_COMPONENTS} components.`)
			stack.at(-1)?.component.children.push(component)
			stack.push({ component, from: at })
			root ??= component
			continue
		}
		if (!stack.length) throw new MalformedCalendar('A line stands outside BEGIN:VCALENDAR ... END:VCALENDAR.')
		if (prop.name === 'END') {
			const open = stack.pop()!
			if (open.component.name !== prop.value.trim().toUpperCase()) throw new MalformedCalendar(`END:${prop.value} closes BEGIN:${open.component.name}.`)
			open.component.raw = lines.slice(open.from, at + 1)
			continue
		}
		stack.at(-1)!.component.props.push(prop)
	}
	if (!root || stack.length) throw new MalformedCalendar('The calendar is empty or does not end.')
	if (root.name !== 'VCALENDAR') throw new MalformedCalendar('The text is not a VCALENDAR.')
	return root
}

/** A TEXT value with its escapes undone (RFC 5545 3.3.11). */
export function unescapeText(value: string) {
	return value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c))
}

/** A list of TEXT values (CATEGORIES): split at commas that are not escaped. */
export function splitTextList(value: string) {
	const parts: string[] = []
	let current = ''
	for (let i = 0; i < value.length; i++) {
		const c = value[i]!
		if (c === '\\' && i + 1 < value.length) {
			current += c + value[++i]
		} else if (c === ',') {
			parts.push(current)
			current = ''
		} else current += c
	}
	parts.push(current)
	return parts.map(unescapeText).filter((p) => p !== '')
}
