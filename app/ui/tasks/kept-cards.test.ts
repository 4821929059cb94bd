// Kept cards (decision 254): a page drawn with them is byte for byte the page drawn without them, whatever was kept.
import { createElement as h } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { KEPT_CARD, KEPT_CARD_END, type KeptCards } from '~/lib/kept-cards'
import { keptCardsForRender, type CardStore } from '~/lib/kept-cards.server'
import { LeastRecentlyUsed } from '~/lib/least-recently-used'
import { cardTitleIds } from '~/tasks/card-title-ids'
import type { TaskView } from '~/tasks/present.server'
import { KeptCardsProvider } from './kept-cards'
import { TaskCard } from './task-card'

const task = (n: number, more: Partial<TaskView> = {}): TaskView => ({
	id: `${n}0000000-0000-4000-8000-00000000000${n}`,
	title: `Zoë’s café ✓ task ${n}`,
	start: '23-Sep-2026',
	due: n === 2 ? '27-Sep-2026' : '',
	folder: 'Finances',
	added: '23-Jul-2026',
	notesHtml: n === 3 ? '<ul><li>one</li><li>two</li></ul>' : undefined,
	...more,
})

/** a list page's cards as the server draws them, with kept cards or without */
function draw(tasks: TaskView[], kept?: KeptCards, options: { select?: boolean } = {}) {
	const titleIds = cardTitleIds(tasks.map((t) => t.id))
	const List = () =>
		h(
			'ul',
			null,
			tasks.map((t, i) =>
				h(TaskCard, {
					key: t.id,
					task: t,
					here: '/tasks',
					expandDetail: false,
					titleId: titleIds[i],
					select: options.select ? { form: 'bulk', checked: false, onChange: () => {} } : undefined,
				}),
			),
		)
	const Stub = createRoutesStub([{ path: '/tasks', Component: List }])
	const page = h(Stub, { initialEntries: ['/tasks'] })
	return renderToString(kept ? h(KeptCardsProvider, { value: kept }, page) : page)
}

/** the page with kept cards, as it is sent, and how many cards were drawn in full */
function sent(tasks: TaskView[], store: CardStore, options: { select?: boolean } = {}) {
	const kept = keptCardsForRender(store)
	const raw = draw(tasks, kept, options)
	return { html: kept.fill(Buffer.from(raw)).toString(), drawn: raw.split(KEPT_CARD_END).length - 1, raw }
}

const storeOf = () => new LeastRecentlyUsed<Buffer>(1024 * 1024, (html) => html.length)
const page = [task(1), task(2), task(3)]

describe('kept cards', () => {
	it('a page drawn with them is the page drawn without them, the first time and the next', () => {
		const store = storeOf()
		const first = sent(page, store)
		expect(first.drawn).toBe(3)
		expect(first.html).toBe(draw(page))
		const again = sent(page, store)
		expect(again.drawn).toBe(0)
		expect(again.raw).toContain(`${KEPT_CARD}="`)
		expect(again.html).toBe(draw(page))
		expect(again.html).not.toContain('data-kept')
	})

	it('draws again only the card that changed: a star redraws one card', () => {
		const store = storeOf()
		sent(page, store)
		const starred = [task(1), task(2, { star: true }), task(3)]
		const after = sent(starred, store)
		expect(after.drawn).toBe(1)
		expect(after.html).toBe(draw(starred))
		expect(after.html).not.toBe(draw(page))
	})

	it('a task added above the others draws one card: the cards that moved are put in (their ids follow their tasks)', () => {
		const store = storeOf()
		sent(page, store)
		const moved = [task(4), ...page]
		const after = sent(moved, store)
		expect(after.drawn).toBe(1)
		expect(after.html).toBe(draw(moved))
	})

	it('never keeps a card in Select mode', () => {
		const store = storeOf()
		const selecting = sent(page, store, { select: true })
		expect(selecting.raw).not.toContain(KEPT_CARD)
		expect(selecting.html).toBe(draw(page, undefined, { select: true }))
	})

	it('puts in a card found when the page began, though the store forgot it since', () => {
		const store = storeOf()
		sent(page, store)
		const kept = keptCardsForRender(store)
		const raw = draw(page, kept)
		store.clear()
		expect(kept.fill(Buffer.from(raw)).toString()).toBe(draw(page))
	})

	it('two people’s tasks that read the same are different cards (a task’s id is in its key)', () => {
		const kept = keptCardsForRender(storeOf())
		const drawnFrom = (id: string) => ({ task: { ...task(1), id }, here: '/tasks' })
		expect(kept.keyOf(drawnFrom('a'))).not.toBe(kept.keyOf(drawnFrom('b')))
		expect(kept.keyOf(drawnFrom('a'))).toBe(kept.keyOf(drawnFrom('a')))
	})
})
