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

/** A store of cards' inner HTML by key, as bytes (one character per byte, latin1: see `asBytes` in server/page-cache). */
export type CardStore = Pick<LeastRecentlyUsed<string>, 'get' | 'set'>

const kept: CardStore = new LeastRecentlyUsed<string>(MAX_BYTES, (html) => html.length)

/** The kept cards of one page's render: what it found is held until the page is filled in, whatever is kept since. */
export function keptCardsForRender(store: CardStore = kept): KeptCards & { fill(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> } {
	const held = new Map<string, string>()
	return {
		keyOf: (drawnFrom) => crypto.createHash('sha1').update(JSON.stringify(drawnFrom)).digest('base64url'),
		has(key) {
			const html = store.get(key)
			if (html !== undefined) held.set(key, html)
			return html !== undefined
		},
		fill(page) {
			if (!page.includes(OPEN)) return page
			return Buffer.from(fillCards(page.toString('latin1'), held, store), 'latin1')
		},
	}
}

const OPEN = ` ${KEPT_CARD}="`
const end = (key: string) => `<template ${KEPT_CARD_END}="${key}"></template>`

/**
 * The page as it is sent: each marked card's key taken out of its <li>; a bare one (kept) filled in with its HTML, a
 * full one (drawn now) kept, and its end mark taken out. React escapes quotes in text and attributes, so the marks can
 * only be ours.
 */
export function fillCards(page: string, held: Map<string, string>, store: CardStore): string {
	const out: string[] = []
	let from = 0
	for (let at = page.indexOf(OPEN); at !== -1; at = page.indexOf(OPEN, from)) {
		const keyStart = at + OPEN.length
		const keyEnd = page.indexOf('"', keyStart)
		const key = page.slice(keyStart, keyEnd)
		const tagEnd = page.indexOf('>', keyEnd) + 1
		out.push(page.slice(from, at), page.slice(keyEnd + 1, tagEnd))
		const html = held.get(key)
		if (html !== undefined && page.startsWith('</li>', tagEnd)) {
			out.push(html)
			from = tagEnd
		} else {
			const mark = end(key)
			const endAt = page.indexOf(mark, tagEnd)
			if (endAt === -1) throw new Error(`kept cards: the card ${key} has no end`)
			const inner = page.slice(tagEnd, endAt)
			store.set(key, inner)
			out.push(inner)
			from = endAt + mark.length
		}
	}
	out.push(page.slice(from))
	return out.join('')
}
