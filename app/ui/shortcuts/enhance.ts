/**
 * The keyboard shortcuts on a page (issue 25, docs/decisions/242): one keydown listener that asks the rules
 * (./keys.ts) what a key means and does it with what the page already has: it focuses the search and quick add
 * fields, clicks the task card's own Complete, Star and Edit controls and its title link, clicks the list's Add
 * button (which opens the Create Task dialog) or goes to a page. Pages that React runs call it from
 * `KeyboardShortcuts` (./keyboard-shortcuts.tsx), which opens the help as a dialog and goes to pages with React
 * Router; pages that ship no React carry it as an inline script (`shortcutsScript`), where the help is its page.
 * Self-contained (no outside names), because that script is its source.
 */
import { isTypingTarget, moveAmongCards, shortcutStep } from './keys'
import { GO_TO } from './list'

export type ShortcutRules = { step: typeof shortcutStep; isTyping: typeof isTypingTarget; move: typeof moveAmongCards }
export type ShortcutOptions = {
	/** the person's lists show as a Kanban board (premium, Display Options' Kanban on) */
	kanban: boolean
	urls: typeof GO_TO
	/** goes to a page of the app (React Router's navigate; a page load without React) */
	go?: (url: string) => void
	/** shows the help (the dialog; without React, its page) */
	help?: () => void
	now?: () => number
	/** keys pressed before the listener was there (it loads on the first one), handled first, in order */
	replay?: KeyboardEvent[]
}

/** starts listening; returns the function that stops */
export function enhanceShortcuts(rules: ShortcutRules, options: ShortcutOptions): () => void {
	let state: { g: number | null } = { g: null }
	const urls = options.urls
	const go = options.go || ((url: string) => window.location.assign(url))
	const now = options.now || (() => Date.now())
	const CARD = 'li.task-card'
	const shown = (el: Element | null): el is HTMLElement => !!el && el.getClientRects().length > 0
	const cardOf = (el: Element | null) => (el && el.closest ? el.closest<HTMLElement>(CARD) : null)
	const focusCard = (card: HTMLElement) => {
		// focusable by script only (the Tab order stays the card's controls); the focus ring is :focus-visible's
		if (!card.hasAttribute('tabindex')) card.setAttribute('tabindex', '-1')
		card.focus()
		card.scrollIntoView({ block: 'nearest' })
	}
	const click = (el: Element | null) => {
		if (el instanceof HTMLElement) el.click()
	}
	const create = () => {
		// the list's Add button opens the Create Task dialog over the list (a page without it goes to Create Task)
		const add = document.querySelector('main a[href^="/tasks/create/new?returnTo"]')
		if (shown(add)) click(add)
		else go(urls.create)
	}
	const act: Record<string, (target: Element | null) => void> = {
		help: () => (options.help ? options.help() : go(urls.help)),
		search: () => document.getElementById('search-q')?.focus(),
		quickAdd: () => {
			// quick add, in the menu bar or (on a phone) the bar along the bottom; where a page has none, Create Task
			const field = document.getElementById('quick-add-title')
			if (shown(field)) field.focus()
			else create()
		},
		create,
		next: (target) => move(target, 1),
		previous: (target) => move(target, -1),
		complete: (target) => click(cardOf(target)?.querySelector('.task-card-complete') ?? null),
		star: (target) => click(cardOf(target)?.querySelector('.task-card-star') ?? null),
		edit: (target) => click(cardOf(target)?.querySelector('.task-card-edit') ?? null),
		open: (target) => click(cardOf(target)?.querySelector('a[href^="/tasks/detail/"]') ?? null),
		goInbox: () => go(urls.goInbox),
		goFocus: () => go(urls.goFocus),
		goDashboard: () => go(urls.goDashboard),
		goKanban: () => go(options.kanban ? urls.goKanban : urls.goKanbanOff),
	}
	function move(target: Element | null, direction: 1 | -1) {
		const cards = Array.prototype.slice.call(document.querySelectorAll(CARD)).filter(shown) as HTMLElement[]
		const at = rules.move(cards.indexOf(cardOf(target) as HTMLElement), cards.length, direction)
		if (at !== null) focusCard(cards[at]!)
	}
	// `replayed`: a key pressed while the listener loaded, handled now. It is read where the focus is now, not where it
	// was (a `/` before it moved the focus into the search field: the letters after it are typed there, never taken for
	// shortcuts; issue 48, point 3), and what a shortcut's own key would have typed is never typed.
	const onKey = (event: KeyboardEvent, replayed?: boolean) => {
		if (event.defaultPrevented) return
		// while a modal dialog is open its keys are its own (Escape closes it)
		if (document.querySelector('[aria-modal="true"], dialog[open]')) return
		const pressedIn = event.target instanceof Element ? event.target : null
		const target = replayed ? document.activeElement : pressedIn
		const isTyping = (el: Element | null) => rules.isTyping(el as (Element & { type?: string; isContentEditable?: boolean }) | null)
		const typing = isTyping(target)
		if (replayed && typing) {
			// a character meant for the field the focus has just moved to, pressed before it got there: typed into it
			const plain = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey
			if (plain && !isTyping(pressedIn)) document.execCommand('insertText', false, event.key)
			return
		}
		const at = typing ? 'typing' : target && target.matches(CARD) ? 'card' : 'other'
		const step = rules.step(state, { key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey, shiftKey: event.shiftKey, repeat: event.repeat, isComposing: event.isComposing, at }, now())
		state = step.state
		if (!step.handled) return
		event.preventDefault()
		if (step.action) act[step.action]!(target)
	}
	const onKeyDown = (event: KeyboardEvent) => onKey(event)
	document.addEventListener('keydown', onKeyDown)
	if (options.replay) options.replay.forEach((event) => onKey(event, true))
	return () => document.removeEventListener('keydown', onKeyDown)
}

/**
 * The same as an inline script for the pages without React: constants made from the code above, never from data
 * (the one choice, Kanban on or off, picks one of two texts).
 */
export function shortcutsScript(kanban: boolean) {
	const rules = `{step:(${shortcutStep.toString()}),isTyping:(${isTypingTarget.toString()}),move:(${moveAmongCards.toString()})}`
	return `(${enhanceShortcuts.toString()})(${rules},{kanban:${kanban ? 'true' : 'false'},urls:${JSON.stringify(GO_TO)}})`
}

export const SHORTCUT_RULES: ShortcutRules = { step: shortcutStep, isTyping: isTypingTarget, move: moveAmongCards }
