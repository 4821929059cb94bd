import { describe, expect, it } from 'vitest'
import { isTypingTarget, moveAmongCards, shortcutStep, type KeyPress, type ShortcutAction, type ShortcutState } from './keys'
import { GO_TO, SHORTCUT_GROUPS } from './list'
import { shortcutsScript } from './enhance'
import { HELP_URL } from './keyboard-shortcuts'

const START: ShortcutState = { g: null }
const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({ key, at: 'other', ...extra })

/** the actions a series of keys asks for, each `gap` ms after the one before */
function run(keys: (string | KeyPress)[], gap = 100) {
	let state = START
	const actions: (ShortcutAction | null)[] = []
	keys.forEach((k, i) => {
		const step = shortcutStep(state, typeof k === 'string' ? press(k) : k, 1_000_000 + i * gap)
		state = step.state
		actions.push(step.action)
	})
	return actions
}

describe('the keyboard shortcuts', () => {
	it('every single key asks for its action', () => {
		const expected: Record<string, ShortcutAction> = {
			'?': 'help', '/': 'search', q: 'quickAdd', n: 'create', j: 'next', k: 'previous', x: 'complete', s: 'star', e: 'edit',
		}
		for (const [key, action] of Object.entries(expected)) {
			expect(shortcutStep(START, press(key), 0), key).toEqual({ state: { g: null }, action, handled: true })
		}
	})

	it('? typed with Shift (as on most keyboards) and / typed with Shift (as on some) still count', () => {
		expect(shortcutStep(START, press('?', { shiftKey: true }), 0).action).toBe('help')
		expect(shortcutStep(START, press('/', { shiftKey: true }), 0).action).toBe('search')
	})

	it('g then i, t, d or k goes to Inbox, Today’s Focus, Dashboard, Kanban', () => {
		expect(run(['g', 'i'])).toEqual([null, 'goInbox'])
		expect(run(['g', 't'])).toEqual([null, 'goFocus'])
		expect(run(['g', 'd'])).toEqual([null, 'goDashboard'])
		expect(run(['g', 'k'])).toEqual([null, 'goKanban'])
		// g waits: the browser's own use of the key is prevented
		expect(shortcutStep(START, press('g'), 5)).toEqual({ state: { g: 5 }, action: null, handled: true })
	})

	it('g waits 1.5 s for its second key, then k is a plain k again', () => {
		expect(run(['g', 'k'], 1500)).toEqual([null, 'goKanban'])
		expect(run(['g', 'k'], 1501)).toEqual([null, 'previous'])
		expect(run(['g', 'i'], 5000)).toEqual([null, null])
	})

	it('any other key after g does nothing (g then x never completes a task) and ends the wait', () => {
		expect(run(['g', 'x', 'i'])).toEqual([null, null, null])
		expect(run(['g', 'g', 'i'])).toEqual([null, null, null])
		expect(run(['g', 'Escape', 'k'])).toEqual([null, null, 'previous'])
	})

	it('Shift pressed alone between g and its key leaves g waiting', () => {
		expect(run(['g', press('Shift', { shiftKey: true }), 'd'])).toEqual([null, null, 'goDashboard'])
	})

	it('nothing while typing in a field, and typing ends a waiting g', () => {
		for (const key of ['?', '/', 'q', 'n', 'j', 'k', 'x', 's', 'e', 'g', 'Enter']) {
			expect(shortcutStep(START, press(key, { at: 'typing' }), 0), key).toEqual({ state: { g: null }, action: null, handled: false })
		}
		expect(run(['g', press('i', { at: 'typing' }), 'i'])).toEqual([null, null, null])
	})

	it('nothing with Ctrl, Cmd or Alt held (the browser’s and the system’s own shortcuts), nor while an input method composes', () => {
		for (const modifier of ['ctrlKey', 'metaKey', 'altKey', 'isComposing'] as const) {
			for (const key of ['?', '/', 'q', 'n', 'j', 'k', 'x', 's', 'e', 'g']) {
				expect(shortcutStep(START, press(key, { [modifier]: true }), 0).handled, `${modifier} ${key}`).toBe(false)
			}
			expect(run(['g', press('i', { [modifier]: true })]), modifier).toEqual([null, null])
		}
	})

	it('a letter with Shift is another key: J, X, S, E, G, N, Q do nothing', () => {
		for (const key of ['J', 'K', 'X', 'S', 'E', 'G', 'N', 'Q']) expect(shortcutStep(START, press(key, { shiftKey: true }), 0).handled, key).toBe(false)
		expect(run(['g', press('I', { shiftKey: true })])).toEqual([null, null])
	})

	it('Enter opens a card only when the card itself has the focus (on a link or a button it keeps its own meaning)', () => {
		expect(shortcutStep(START, press('Enter', { at: 'card' }), 0)).toEqual({ state: { g: null }, action: 'open', handled: true })
		expect(shortcutStep(START, press('Enter'), 0).handled).toBe(false)
		expect(shortcutStep(START, press('Enter', { at: 'card', shiftKey: true }), 0).handled).toBe(false)
	})

	it('a held key repeats j and k only (never completes or stars twice)', () => {
		expect(shortcutStep(START, press('j', { repeat: true }), 0).action).toBe('next')
		expect(shortcutStep(START, press('k', { repeat: true }), 0).action).toBe('previous')
		for (const key of ['x', 's', 'e', 'n', '?', 'g']) expect(shortcutStep(START, press(key, { repeat: true }), 0).handled, key).toBe(false)
		expect(shortcutStep(START, press('Enter', { at: 'card', repeat: true }), 0).handled).toBe(false)
	})

	it('other keys pass through untouched', () => {
		for (const key of ['a', 'Tab', 'Escape', 'ArrowDown', ' ', 'Home', '1', 'constructor', '__proto__', 'toString']) {
			expect(shortcutStep(START, press(key), 0), key).toEqual({ state: { g: null }, action: null, handled: false })
		}
		expect(run(['g', 'constructor'])).toEqual([null, null])
	})
})

describe('typing in a field', () => {
	it('inputs one types in, text areas, selects and editable content are fields', () => {
		for (const type of [undefined, '', 'text', 'search', 'email', 'password', 'number', 'date', 'time', 'url', 'tel', 'SEARCH']) {
			expect(isTypingTarget({ tagName: 'INPUT', type }), String(type)).toBe(true)
		}
		expect(isTypingTarget({ tagName: 'TEXTAREA' })).toBe(true)
		expect(isTypingTarget({ tagName: 'SELECT' })).toBe(true)
		expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true)
		expect(isTypingTarget({ tagName: 'input', type: 'text' })).toBe(true)
	})

	it('checkboxes, radios, buttons, links, cards and the page are not', () => {
		for (const type of ['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'file', 'range', 'color']) {
			expect(isTypingTarget({ tagName: 'INPUT', type }), type).toBe(false)
		}
		for (const tagName of ['BUTTON', 'A', 'LI', 'BODY', 'SUMMARY']) expect(isTypingTarget({ tagName }), tagName).toBe(false)
		expect(isTypingTarget({ tagName: 'DIV', isContentEditable: false })).toBe(false)
		expect(isTypingTarget(null)).toBe(false)
	})
})

describe('moving between cards', () => {
	it('j from no card goes to the first, k to the last', () => {
		expect(moveAmongCards(-1, 5, 1)).toBe(0)
		expect(moveAmongCards(-1, 5, -1)).toBe(4)
	})

	it('j and k go to the next and previous card and stop at the ends', () => {
		expect(moveAmongCards(0, 5, 1)).toBe(1)
		expect(moveAmongCards(3, 5, -1)).toBe(2)
		expect(moveAmongCards(4, 5, 1)).toBe(4)
		expect(moveAmongCards(0, 5, -1)).toBe(0)
	})

	it('no cards: nowhere to go', () => {
		expect(moveAmongCards(-1, 0, 1)).toBeNull()
	})
})

describe('the help and the script', () => {
	it('every key the help lists does what the rules say', () => {
		const listed = SHORTCUT_GROUPS.flatMap((g) => g.shortcuts)
		expect(listed).toHaveLength(14)
		for (const s of listed) {
			const keys = [...s.keys, ...(s.then ? [s.then] : [])].map((k) => press(k, { at: k === 'Enter' ? 'card' : 'other' }))
			expect(run(keys).at(-1), s.does).not.toBeNull()
		}
	})

	it('the inline script is one expression made of constants, with Kanban on or off', () => {
		for (const kanban of [true, false]) {
			const script = shortcutsScript(kanban)
			expect(() => new Function(script)).not.toThrow()
			expect(script).toContain(`kanban:${kanban}`)
			expect(script).toContain(JSON.stringify(GO_TO))
			expect(script).not.toMatch(/<\/script/i)
		}
	})

	it('the user menu entry that the React listener opens as a dialog is the help page of the list', () => {
		// keyboard-shortcuts.tsx keeps its own copy so that list.ts loads with the listener, on the first key
		expect(HELP_URL).toBe(GO_TO.help)
	})
})
