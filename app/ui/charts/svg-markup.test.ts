import { createElement as h } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ColumnChart, numberRowsMarkup } from './column-chart'
import { CountTable, countRowsMarkup } from './count-table'
import { PieChart } from './pie-chart'
import { escapeMarkup } from '~/lib/markup'

const nasty = `Tom & Jerry's <b>"best"</b>`

describe("the charts' drawings written as markup (decision 261)", () => {
	it('escapes text and attribute values as React does', () => {
		expect(renderToString(h('text', { 'aria-label': nasty }, nasty))).toBe(`<text aria-label="${escapeMarkup(nasty)}">${escapeMarkup(nasty)}</text>`)
		expect(escapeMarkup('plain text')).toBe('plain text')
		expect(escapeMarkup(12.5)).toBe('12.5')
	})

	it('draws a column chart: a link per column with tasks, named, its address and name escaped; none for a zero', () => {
		const html = renderToString(
			h(ColumnChart, {
				id: 'week',
				caption: 'This Week',
				series: ['Created', 'Due'],
				unit: 'tasks',
				groups: [
					{ label: 'Monday', shortLabel: 'Mon', columns: [{ value: 3, href: '/tasks/custom?a=1&b=2', name: nasty }, { value: 0, href: '/none', name: 'Monday, due: 0 tasks' }] },
					{ label: 'Total', shortLabel: 'Total', columns: [{ value: 3, href: '/tasks/custom?c=3', name: 'Total, created: 3 tasks' }, { value: 0, href: '/none', name: 'Total, due: 0 tasks' }] },
				],
			}),
		)
		const drawings = html.match(/<svg[^>]*>.*?<\/svg>/g)!
		// the phone's drawing and the wide one, each named by the caption
		expect(drawings).toHaveLength(2)
		for (const svg of drawings) {
			expect(svg).toContain('role="group" aria-labelledby="week-caption"')
			expect(svg.match(/<a /g)).toHaveLength(2)
			expect(svg).toContain(`<a href="/tasks/custom?a=1&amp;b=2" aria-label="${escapeMarkup(nasty)}" class="outline-none">`)
			expect(svg).not.toContain('/none')
			expect(svg).not.toContain('<b>')
			// the patterns the columns are filled with are defined in the same drawing
			const fills = [...svg.matchAll(/fill="url\(#([^)]+)\)"/g)].map((m) => m[1])
			for (const fill of fills) expect(svg).toContain(`<pattern id="${fill}"`)
		}
	})

	it('draws a pie: a link per slice with a list, a slice without one hidden from assistive technology', () => {
		const html = renderToString(
			h(PieChart, {
				id: 'words',
				caption: 'Words',
				labelHeading: 'Word',
				empty: '',
				slices: [
					{ label: nasty, count: 3, share: 0.6, href: '/tasks/folder/x?a=1&b=2', name: `${nasty}: 3 tasks`, alert: 'Over "five"' },
					{ label: 'Other', count: 2, share: 0.4, name: 'Other: 2 tasks' },
				],
			}),
		)
		const svg = /<svg[^>]*>.*?<\/svg>/.exec(html)![0]
		expect(svg.match(/<a /g)).toHaveLength(1)
		expect(svg).toContain(`<a href="/tasks/folder/x?a=1&amp;b=2" aria-label="${escapeMarkup(`${nasty}: 3 tasks`)}" data-alert="Over &quot;five&quot;" class="peer outline-none">`)
		expect(svg).toContain('<g aria-hidden="true"><path d=')
		expect(svg).toContain(`>${escapeMarkup(`${nasty}: 3 (60%)`)}</text>`)
		expect(svg).not.toContain('<b>')
	})
})

describe("the charts' tables' rows written as markup (decision 261, addendum)", () => {
	it('writes the bytes React wrote for the same rows, escaped as React escapes', () => {
		const groups = [
			{ label: nasty, shortLabel: 'Mon', columns: [{ value: 3, href: '/tasks/custom?a=1&b=2', name: nasty }, { value: 0, href: '/none', name: 'none' }] },
			{ label: 'Total', shortLabel: 'Total', columns: [{ value: 12, href: '/tasks/custom?c=3', name: 'Total, created: 12 tasks' }, { value: 0, href: '/none', name: 'none' }] },
		]
		const asReact = groups.map((g) =>
			h('tr', { key: g.label }, h('th', { scope: 'row' }, g.label), ...g.columns.map((c, i) => h('td', { key: i }, c.value ? h('a', { href: c.href, 'aria-label': c.name }, c.value) : c.value))),
		)
		expect(numberRowsMarkup(groups)).toBe(renderToString(h('tbody', null, asReact)).slice('<tbody>'.length, -'</tbody>'.length))

		const rows = [
			{ key: 'a', label: nasty, count: 7, href: '/tasks/context/%40Work?x=1&y="2"' },
			{ key: 'b', label: 'Unassigned', count: 0, href: '/tasks/custom?completed=A&group=a' },
		]
		const countsAsReact = rows.map((r) => h('tr', { key: r.key }, h('th', { scope: 'row' }, h('a', { href: r.href }, r.label)), h('td', null, r.count)))
		expect(countRowsMarkup(rows)).toBe(renderToString(h('tbody', null, countsAsReact)).slice('<tbody>'.length, -'</tbody>'.length))
		expect(countRowsMarkup(rows)).not.toContain('<b>')
	})

	it('keeps the row of an empty count table a React element', () => {
		const html = renderToString(h(CountTable, { id: 'contexts', caption: 'Context', nameHeading: 'Context', rows: [], sort: { by: 'count', dir: 'desc' }, sortLinks: { name: '?n', count: '?c' } }))
		expect(html).toContain('<tbody><tr><td colSpan="2" class="py-2 text-left text-slate-700">No incomplete tasks.</td></tr></tbody>')
	})
})
