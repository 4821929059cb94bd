// Issue 51, point 15: axe does not measure SVG text, so the charts' and the word cloud's text colours are checked here,
// in both themes, against the surfaces they are drawn on. The dark values are read from app/app.css, where they live.
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { COLOURS } from './palette'

const css = readFileSync(new URL('../../app.css', import.meta.url), 'utf8')
const darkBlock = css.slice(css.indexOf('@variant dark {'), css.indexOf('}', css.indexOf('@variant dark {')))
const lightBlock = css.slice(css.indexOf(':root {'), css.indexOf('@variant dark {'))
const value = (block: string, name: string) => {
	const m = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{6})`).exec(block)
	if (!m) throw new Error(`${name} not found`)
	return m[1]!
}

/** WCAG 2.x relative luminance and contrast ratio */
export function contrast(a: string, b: string) {
	const lum = (hex: string) => {
		const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
		return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!
	}
	const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p)
	return (x! + 0.05) / (y! + 0.05)
}

// Tailwind's light values of the classes the charts draw text with and on; dark ones come from app.css
const LIGHT = { white: '#ffffff', 'slate-50': '#f8fafc', 'slate-100': '#f1f5f9', 'slate-700': '#334155', 'slate-800': '#1e293b' }
const theme = {
	light: (name: keyof typeof LIGHT) => LIGHT[name],
	dark: (name: keyof typeof LIGHT) => value(darkBlock, `--color-${name}`),
}

describe('chart text contrast, light and dark (issue 51, point 15)', () => {
	test('the contrast arithmetic is WCAG’s', () => {
		expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
		expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
	})

	for (const mode of ['light', 'dark'] as const) {
		test(`every word of the cloud is at least 4.5:1 on the card and on a hovered word (${mode})`, () => {
			const block = mode === 'light' ? lightBlock : darkBlock
			const surfaces = [theme[mode]('white'), theme[mode]('slate-100'), theme[mode]('slate-50')]
			COLOURS.forEach((_, i) => {
				const word = value(block, `--cloud-${i}`)
				for (const surface of surfaces) expect(contrast(word, surface), `--cloud-${i} ${word} on ${surface}`).toBeGreaterThanOrEqual(4.5)
			})
		})

		test(`the column chart's labels (slate-700, slate-800) are at least 4.5:1 on the card (${mode})`, () => {
			for (const label of ['slate-700', 'slate-800'] as const) {
				expect(contrast(theme[mode](label), theme[mode]('white'))).toBeGreaterThanOrEqual(4.5)
			}
		})
	}

	test('the charts’ tooltips (white on #0f172a) and the palette itself on white', () => {
		expect(contrast('#ffffff', '#0f172a')).toBeGreaterThanOrEqual(4.5)
		for (const c of COLOURS) expect(contrast(c, '#ffffff')).toBeGreaterThanOrEqual(4.5)
	})
})
