// The focus carried from the script-free Kanban board to the drag and drop one (./kanban-board.tsx, ./kanban-dnd.tsx).
import { useLayoutEffect } from 'react'
import { controlKey, focusInCard } from './card-focus'

/**
 * Where the focus was on the board as its script-free version gave way to the drag and drop one: the card's place
 * and which of its controls (or the card itself, where j and k put the focus). The swap replaces every card's
 * element, which would drop the focus back to the top of the page under a keyboard user's feet.
 */
type FocusPlace = { card: number; control: string | null }
let focusAtSwap: FocusPlace | null = null

const boardCards = (board: Element | null) => Array.from(board?.querySelectorAll<HTMLElement>('li.task-card') ?? [])

/** the static board's last act: note where the focus is */
export function rememberFocusAtSwap() {
	focusAtSwap = focusPlace()
}

function focusPlace(): FocusPlace | null {
	const focused = document.activeElement
	const card = focused?.closest<HTMLElement>('[data-testid="kanban-board"] li.task-card')
	if (!focused || !card) return null
	return { card: boardCards(card.closest('[data-testid="kanban-board"]')).indexOf(card), control: focused === card ? null : controlKey(focused) }
}

/**
 * called once by the drag and drop board when it has taken over: in a layout effect, in the same commit that removed
 * the old cards, so no frame is painted (and no test or screen reader looks) with the focus gone from the board
 */
export function useFocusAfterSwap() {
	useLayoutEffect(() => {
		const place = focusAtSwap
		focusAtSwap = null
		if (!place || (document.activeElement && document.activeElement !== document.body)) return
		const card = boardCards(document.querySelector('[data-testid="kanban-board"]'))[place.card]
		if (!card) return
		focusInCard(card, place.control)
	}, [])
}
