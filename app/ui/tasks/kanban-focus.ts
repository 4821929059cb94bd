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

/**
 * the static board's last act: note where the focus is, for the board that replaces it in the same commit. There can
 * be two swaps: after hydration the board gives way to the same board shown while the drag and drop script loads
 * (Suspense's fallback), then that one to the drag and drop board. Each board that mounts puts the focus back, so the
 * second swap finds it where the first left it. Forgotten after this task: a board of a later page finds nothing.
 */
export function rememberFocusAtSwap() {
	const place = focusPlace()
	focusAtSwap = place
	setTimeout(() => {
		if (focusAtSwap === place) focusAtSwap = null
	})
}

function focusPlace(): FocusPlace | null {
	const focused = document.activeElement
	const card = focused?.closest<HTMLElement>('[data-testid="kanban-board"] li.task-card')
	if (!focused || !card) return null
	return { card: boardCards(card.closest('[data-testid="kanban-board"]')).indexOf(card), control: focused === card ? null : controlKey(focused) }
}

/**
 * called once by a board as it takes over (the drag and drop one, or the static one shown while its script loads): in
 * a layout effect, in the same commit that removed the old cards, so no frame is painted (and no test or screen reader
 * looks) with the focus gone from the board
 */
export function useFocusAfterSwap() {
	useLayoutEffect(() => {
		if (focusMovedCard()) return
		const place = focusAtSwap
		focusAtSwap = null
		if (!place || (document.activeElement && document.activeElement !== document.body)) return
		const card = boardCards(document.querySelector('[data-testid="kanban-board"]'))[place.card]
		if (!card) return
		focusInCard(card, place.control)
	}, [])
}

/** the task just sent by the Move to form (with JavaScript): its card takes the focus on the board it returns to */
let movedCard: string | null = null

/** the Move to form's submit: after the move, the board puts the focus on this task's card (issue 48, point 3) */
export function rememberMovedCard(taskId: string) {
	movedCard = taskId
}

function focusMovedCard() {
	const taskId = movedCard
	movedCard = null
	if (!taskId) return false
	const link = document.querySelector(`[data-testid="kanban-board"] li.task-card a[href^="/tasks/move/${CSS.escape(taskId)}?"]`)
	const card = link?.closest<HTMLElement>('li.task-card')
	if (!card) return false
	focusInCard(card, null)
	return true
}
