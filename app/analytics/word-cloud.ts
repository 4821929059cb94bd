// The word cloud of screen 15: each folder of the matching tasks is a word weighted by its task
// count (spec point 3, word cloud rows: folder and folder_count; no folder counts as Unassigned).
// Sizes and places are computed here, on the server, the same way every time: the largest word in
// the middle, the others along a spiral, each at the first place where it overlaps no other.

export const UNASSIGNED = 'Unassigned'
export const MIN_SIZE = 14
export const MAX_SIZE = 44
/** the cloud shows the most frequent words; the table lists them all */
export const MAX_WORDS = 60
/** how wide a character of the (bold, sans-serif) words is, as a share of the font size: on the wide side */
const CHAR_WIDTH = 0.62
const PAD = 4

export type Word = { word: string; count: number }
export type PlacedWord = Word & { size: number; x: number; y: number; width: number; height: number }

/** the alert of screen 15, shown for 10 seconds (spec point 9: word alert 10 s) */
export const WORD_ALERT_SECONDS = 10

export function wordAlertText(total: number, count: number) {
	const share = total === 0 ? 0 : (count / total) * 100
	return `Out of ${total} tasks, the word appeared ${count === 1 ? 'once' : `${count} times`} (${Math.round(share * 10) / 10}%).`
}

/** font size in px: linear in the count, from MIN_SIZE for the rarest word to MAX_SIZE for the most frequent */
export function wordSize(count: number, least: number, most: number) {
	if (most === least) return Math.round((MIN_SIZE + MAX_SIZE) / 2)
	return Math.round(MIN_SIZE + ((MAX_SIZE - MIN_SIZE) * (count - least)) / (most - least))
}

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
	a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/**
 * Places the words (most frequent first) and returns them with the view box that holds them all.
 * `width` is the width the cloud aims for; words wider than it still fit (the view box grows).
 * x and y are the centre of each word's box.
 */
export function layoutWordCloud(words: Word[], width = 340) {
	const chosen = [...words]
		.filter((w) => w.count > 0)
		.sort((a, b) => b.count - a.count || a.word.localeCompare(b.word))
		.slice(0, MAX_WORDS)
	if (!chosen.length) return { words: [] as PlacedWord[], viewBox: { x: 0, y: 0, width, height: 0 } }
	const most = chosen[0]!.count
	const least = chosen[chosen.length - 1]!.count
	const placed: (PlacedWord & { box: Box })[] = []
	for (const w of chosen) {
		const size = wordSize(w.count, least, most)
		const boxWidth = Math.ceil(w.word.length * size * CHAR_WIDTH) + PAD * 2
		const boxHeight = Math.ceil(size * 1.15) + PAD
		// an Archimedean spiral, flattened: clouds are wider than tall
		for (let t = 0; ; t += 0.35) {
			const r = 3 * t
			const cx = Math.round(r * Math.cos(t) * 1.6)
			const cy = Math.round(r * Math.sin(t))
			const box = { x: cx - boxWidth / 2, y: cy - boxHeight / 2, width: boxWidth, height: boxHeight }
			const outside = Math.abs(cx) + boxWidth / 2 > width / 2 && t < 400
			if (!outside && !placed.some((p) => overlaps(p.box, box))) {
				placed.push({ ...w, size, x: cx, y: cy, width: boxWidth, height: boxHeight, box })
				break
			}
		}
	}
	const minX = Math.min(...placed.map((p) => p.box.x))
	const maxX = Math.max(...placed.map((p) => p.box.x + p.box.width))
	const minY = Math.min(...placed.map((p) => p.box.y))
	const maxY = Math.max(...placed.map((p) => p.box.y + p.box.height))
	return {
		words: placed.map(({ box: _box, ...p }) => p),
		viewBox: { x: Math.floor(minX), y: Math.floor(minY), width: Math.ceil(maxX) - Math.floor(minX), height: Math.ceil(maxY) - Math.floor(minY) },
	}
}
