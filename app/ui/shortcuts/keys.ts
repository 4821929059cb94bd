/**
 * The keyboard shortcuts' rules (issue 25, docs/decisions/242): which key press, in which state, asks for what.
 * Pure and self-contained (no outside names), because the pages that ship no React carry its source in an inline
 * script (`SHORTCUTS_SCRIPT`, app/ui/shortcuts/enhance.ts); the list the help shows is `SHORTCUTS` (./list.ts).
 */

export type ShortcutAction =
	| 'help'
	| 'search'
	| 'quickAdd'
	| 'create'
	| 'next'
	| 'previous'
	| 'complete'
	| 'star'
	| 'edit'
	| 'open'
	| 'goInbox'
	| 'goFocus'
	| 'goDashboard'
	| 'goKanban'

/** a key press as the rules need it: the key, its modifiers, and where the focus is */
export type KeyPress = {
	key: string
	ctrlKey?: boolean
	metaKey?: boolean
	altKey?: boolean
	shiftKey?: boolean
	/** the key is held down and repeats */
	repeat?: boolean
	/** an input method is composing a character */
	isComposing?: boolean
	/** where the focus is: in a field (typing), on a task card itself, on another control or nowhere in particular */
	at: 'typing' | 'card' | 'other'
}

/** when `g` was pressed (ms), while it waits for its second key */
export type ShortcutState = { g: number | null }

export type ShortcutStep = {
	state: ShortcutState
	action: ShortcutAction | null
	/** the key was a shortcut (or `g` waiting for its second key): the browser's own use of it is prevented */
	handled: boolean
}

/**
 * The next step: given the state and a key press at `now` (ms), the new state and the action asked for.
 * Never while typing in a field, never with Ctrl, Cmd or Alt (the browser's and the system's own shortcuts), and a
 * letter with Shift is another key ("J" is not "j"). `g` waits 1.5 s for `i`, `t`, `d` or `k`; any other key after
 * it does nothing (so "g" then "x" never completes a task by surprise). Enter opens a card only when the card itself
 * has the focus (on a link or a button Enter keeps its own meaning). A held key repeats only `j` and `k`.
 */
export function shortcutStep(state: ShortcutState, press: KeyPress, now: number): ShortcutStep {
	const WAIT_FOR_SECOND_KEY = 1500
	const SINGLE: Record<string, ShortcutAction> = {
		'?': 'help',
		'/': 'search',
		q: 'quickAdd',
		n: 'create',
		j: 'next',
		k: 'previous',
		x: 'complete',
		s: 'star',
		e: 'edit',
	}
	const AFTER_G: Record<string, ShortcutAction> = { i: 'goInbox', t: 'goFocus', d: 'goDashboard', k: 'goKanban' }
	const none: ShortcutStep = { state: { g: null }, action: null, handled: false }
	if (press.at === 'typing' || press.isComposing || press.ctrlKey || press.metaKey || press.altKey) return none
	// a modifier key pressed alone (Shift before "?") leaves a waiting `g` waiting
	if (press.key === 'Shift' || press.key === 'Control' || press.key === 'Alt' || press.key === 'Meta') {
		return { state, action: null, handled: false }
	}
	const waiting = state.g !== null && now - state.g <= WAIT_FOR_SECOND_KEY
	if (waiting) {
		const action = Object.prototype.hasOwnProperty.call(AFTER_G, press.key) && !press.repeat ? AFTER_G[press.key]! : null
		return { state: { g: null }, action, handled: action !== null }
	}
	if (press.key === 'g') return press.repeat ? none : { state: { g: now }, action: null, handled: true }
	if (press.key === 'Enter') {
		return press.at === 'card' && !press.shiftKey && !press.repeat ? { state: { g: null }, action: 'open', handled: true } : none
	}
	if (!Object.prototype.hasOwnProperty.call(SINGLE, press.key)) return none
	const action = SINGLE[press.key]!
	if (press.repeat && action !== 'next' && action !== 'previous') return none
	return { state: { g: null }, action, handled: true }
}

/**
 * Is the focus in a field the person types in? Inputs (but not checkboxes, radios, buttons and the like), text
 * areas, selects (their letters choose an option) and editable content. Described, not an element, so it is tested
 * without a browser.
 */
export function isTypingTarget(target: { tagName?: string; type?: string; isContentEditable?: boolean } | null): boolean {
	if (!target || !target.tagName) return false
	if (target.isContentEditable) return true
	const tag = target.tagName.toUpperCase()
	if (tag === 'TEXTAREA' || tag === 'SELECT') return true
	if (tag !== 'INPUT') return false
	const NOT_TYPED = ['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'file', 'range', 'color']
	return NOT_TYPED.indexOf(String(target.type || 'text').toLowerCase()) < 0
}

/** the index of the card `j` (+1) or `k` (-1) moves to among `count` cards, from `current` (-1: none has the focus) */
export function moveAmongCards(current: number, count: number, direction: 1 | -1): number | null {
	if (count <= 0) return null
	if (current < 0 || current >= count) return direction === 1 ? 0 : count - 1
	return Math.min(count - 1, Math.max(0, current + direction))
}
