// Where the keyboard focus goes in a list of task cards (issue 24, item 4), with JavaScript:
// - a card that leaves the list under the focus (completed, deleted, moved out by an edit) hands it to the card that
//   takes its place (the next one; the last one at the end), on the same control where it has one;
// - a card costs three tab stops (star, complete, title); its other controls (add sub-task, edit, detail) are reached
//   with the left and right arrow keys from any of its controls. Without JavaScript every control stays a tab stop.
import { useEffect, useRef } from 'react'

/** a control's identity across renders: its tag and what names or points it (the same in the card that replaces it) */
export const controlKey = (el: Element) =>
	`${el.tagName}|${el.getAttribute('aria-labelledby')?.split(' ')[0] ?? el.getAttribute('aria-label') ?? el.className}`

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, summary'
/** the controls of a card that stay tab stops; the rest are reached with the arrow keys */
const TAB_STOPS = '.task-card-select input, .task-card-star, .task-card-complete, h2 a, h3 a'

const shown = (el: Element) => el.getClientRects().length > 0
const controlsOf = (card: Element) => Array.from(card.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(shown)

/** focuses a card's control like the one given, or the card itself */
export function focusInCard(card: HTMLElement, key: string | null) {
	const control = key ? controlsOf(card).find((el) => controlKey(el) === key) : null
	if (control) return control.focus()
	if (!card.hasAttribute('tabindex')) card.setAttribute('tabindex', '-1')
	card.focus()
}

/** the next (or previous) control of the card, round; null when the key is not an arrow for us */
export function arrowTarget(controls: HTMLElement[], from: HTMLElement, key: string): HTMLElement | null {
	const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0
	if (!step || controls.length < 2) return null
	const at = controls.indexOf(from)
	if (at < 0) return null
	return controls[(at + step + controls.length) % controls.length]!
}

/** the list's focus keeping: give the returned ref to the `<ul>` of cards, and call again when its cards change */
export function useCardFocus(changes: unknown) {
	const list = useRef<HTMLUListElement>(null)
	const last = useRef<{ index: number; key: string | null } | null>(null)

	useEffect(() => {
		const ul = list.current
		if (!ul) return
		const onFocusIn = (event: FocusEvent) => {
			const target = event.target as HTMLElement
			const item = target.closest('li')
			if (!item || item.parentElement !== ul) return
			last.current = { index: Array.prototype.indexOf.call(ul.children, item), key: target === item ? null : controlKey(target) }
		}
		const onKeyDown = (event: KeyboardEvent) => {
			if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
			const target = event.target as HTMLElement
			if (target.matches('input:not([type="checkbox"]), select, textarea')) return
			const card = target.closest<HTMLElement>('li.task-card')
			if (!card || card.parentElement !== ul) return
			const next = arrowTarget(controlsOf(card), target, event.key)
			if (!next) return
			event.preventDefault()
			next.focus()
		}
		// the focus leaving for another place (or for nowhere, by a click on the page) forgets the card; only a card that
		// leaves the list with the focus in it hands it on
		const onFocusOut = (event: FocusEvent) => {
			const target = event.target as HTMLElement
			const to = event.relatedTarget as Node | null
			if (to && !ul.contains(to)) last.current = null
			else if (!to) setTimeout(() => target.isConnected && !ul.contains(document.activeElement) && (last.current = null), 0)
		}
		ul.addEventListener('focusout', onFocusOut)
		ul.addEventListener('focusin', onFocusIn)
		ul.addEventListener('keydown', onKeyDown)
		return () => {
			ul.removeEventListener('focusout', onFocusOut)
			ul.removeEventListener('focusin', onFocusIn)
			ul.removeEventListener('keydown', onKeyDown)
		}
	}, [])

	useEffect(() => {
		const ul = list.current
		if (!ul) return
		// three tab stops per card: the others wait for the arrow keys
		for (const card of Array.from(ul.querySelectorAll('li.task-card'))) {
			for (const el of controlsOf(card)) if (!el.matches(TAB_STOPS)) el.setAttribute('tabindex', '-1')
		}
		// the focused card left the list: the one in its place takes the focus, unless something else took it first (the
		// toast's next-action question, which its own effect focuses a moment later: hence the short wait)
		const was = last.current
		if (!was) return
		const wait = setTimeout(() => {
			const active = document.activeElement
			if (active && active !== document.body) return
			const items = Array.from(ul.children) as HTMLElement[]
			const item = items[Math.min(was.index, items.length - 1)]
			if (item?.matches('li.task-card')) focusInCard(item, was.key)
		}, 50)
		return () => clearTimeout(wait)
	}, [changes])

	return list
}
