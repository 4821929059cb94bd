// Kept cards (issue 31, docs/decisions/254): the HTML of each task card drawn on the server, kept per worker by a hash
// of everything the card is drawn from (./kept-cards.ts), and put in again when a later page draws the
// same card. After a change, the next page draws only the cards that changed: a star redraws one card of 25.
// The key is the card's whole input (the task as shown, the page's URL, the display options, its title's id): two cards
// with the same key are the same HTML, whoever's page they are on, and a task's id is in it, so a card never shows
// on another person's page.
import crypto from 'node:crypto'
import { KEPT_CARD, KEPT_CARD_END, type KeptCards } from './kept-cards'
import { LeastRecentlyUsed } from './least-recently-used'

/** Each worker keeps at most this many bytes of cards, the least recently used going first. */
const MAX_BYTES = 16 * 1024 * 1024

/**
 * A store of cards' inner HTML by key, as bytes: each a copy of its own, outside the JavaScript heap (a slice of the
 * page would keep the whole page alive, and the garbage collector would walk it).
 */
export type CardStore = Pick<LeastRecentlyUsed<Buffer>, 'get' | 'set'>

const kept: CardStore = new LeastRecentlyUsed<Buffer>(MAX_BYTES, (html) => html.length)

/** The kept cards of one page's render: what it found is held until the page is filled in, whatever is kept since. */
export function keptCardsForRender(store: CardStore = kept): KeptCards & { fill(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> } {
	const held = new Map<string, Buffer>()
	return {
		keyOf: (drawnFrom) => crypto.createHash('sha1').update(JSON.stringify(drawnFrom)).digest('base64url'),
		has(key) {
			const html = store.get(key)
			if (html !== undefined) held.set(key, html)
			return html !== undefined
		},
		fill: (page) => fillCards(page, held, store),
	}
}

const OPEN = Buffer.from(` ${KEPT_CARD}="`)
const QUOTE = '"'.charCodeAt(0)
const TAG_END = '>'.charCodeAt(0)
const LI_END = Buffer.from('</li>')
const end = (key: string) => Buffer.from(`<template ${KEPT_CARD_END}="${key}"></template>`)

/**
 * The page as it is sent, from the page's bytes: each marked card's key taken out of its <li>; a bare one (kept) filled
 * in with its HTML, a full one (drawn now) kept, and its end mark taken out. React escapes quotes in text and
 * attributes, so the marks can only be ours. The keys are ASCII.
 */
export function fillCards(page: Buffer<ArrayBuffer>, held: Map<string, Buffer>, store: CardStore): Buffer<ArrayBuffer> {
	let at = page.indexOf(OPEN)
	if (at === -1) return page
	const out: Buffer[] = []
	let from = 0
	for (; at !== -1; at = page.indexOf(OPEN, from)) {
		const keyStart = at + OPEN.length
		const keyEnd = page.indexOf(QUOTE, keyStart)
		const key = page.toString('latin1', keyStart, keyEnd)
		const tagEnd = page.indexOf(TAG_END, keyEnd) + 1
		out.push(page.subarray(from, at), page.subarray(keyEnd + 1, tagEnd))
		const html = held.get(key)
		if (html !== undefined && page.subarray(tagEnd, tagEnd + LI_END.length).equals(LI_END)) {
			out.push(html)
			from = tagEnd
		} else {
			const mark = end(key)
			const endAt = page.indexOf(mark, tagEnd)
			if (endAt === -1) throw new Error(`kept cards: the card ${key} has no end`)
			const inner = page.subarray(tagEnd, endAt)
			// a memory of its own: a short Buffer.from would share a pooled 8 KB slab with whatever else it held
			const copy = Buffer.allocUnsafeSlow(inner.length)
			inner.copy(copy)
			store.set(key, copy)
			out.push(inner)
			from = endAt + mark.length
		}
	}
	out.push(page.subarray(from))
	return Buffer.concat(out)
}
