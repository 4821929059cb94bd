import { useEffect, useRef, useState } from 'react'
import { Form, useLocation } from 'react-router'
import { useHydrated } from './hydrated'
import type { Toast } from '~/lib/toast.server'

const styles: Record<Toast['type'], string> = {
	success: 'border-green-600 bg-green-50 text-green-900',
	info: 'border-brand-600 bg-brand-50 text-brand-800',
	warning: 'border-amber-500 bg-amber-50 text-amber-900',
	danger: 'border-red-600 bg-red-50 text-red-900',
}

/** Undo in a toast: a plain form post (with or without JavaScript) back to this page once undone (decision 244). */
function UndoForm({ undo, onSend }: { undo: string; onSend: () => void }) {
	const location = useLocation()
	return (
		<Form method="post" action="/tasks/undo" className="mt-2 inline" onSubmit={onSend}>
			<input type="hidden" name="undo" value={undo} />
			<input type="hidden" name="returnTo" value={location.pathname + location.search} />
			<button type="submit" className="mr-4 inline-flex min-h-6 items-center text-sm font-semibold underline">
				Undo
			</button>
		</Form>
	)
}

/**
 * A live region on every page; a toast from the flash cookie is announced and hides after 5 s (CSS). A toast that asks
 * something (`question`, given by the page: the next action of a folder, decision 201) stays until it is answered or
 * dismissed (no time limit on a form, WCAG 2.2.1); Escape dismisses it. When the toast changes while focus was in it
 * (its form was sent), focus goes to the new toast rather than being lost with the removed field; when a question arrives
 * while focus was lost (the completed task's row left the list), focus goes to its field.
 */
export function Toasts({ toast, question }: { toast: Toast | null; question?: (toast: Toast) => React.ReactNode }) {
	const hydrated = useHydrated()
	const [shown, setShown] = useState(toast)
	const box = useRef<HTMLDivElement>(null)
	const focusWasInside = useRef(false)
	const location = useLocation()
	// a new toast replaces the last one; the CSS class hides it after 5 s. A question stays while the data of the same
	// page is reloaded without a toast (its own form refused): only a new toast or another page replaces it. Worked out
	// while rendering, not in an effect a render later, so the toast comes in the same commit as the list's change that
	// brought it: its focus effect below then runs before the task list's own (which waits 50 ms for it).
	const [seen, setSeen] = useState({ toast, page: location.key })
	if (seen.toast !== toast || seen.page !== location.key) {
		const samePage = seen.page === location.key
		setSeen({ toast, page: location.key })
		setShown((current) => (toast === null && samePage && current && question?.(current) ? current : toast))
	}
	const asked = shown && question ? question(shown) : null
	const firstShown = useRef(true)
	// the cards on the page when Undo was sent: the one that is new after it is the task that came back
	const cardsAtUndo = useRef<Set<string> | null>(null)
	useEffect(() => {
		const before = cardsAtUndo.current
		if (before && shown !== null) {
			// after Undo the focus goes back to the list, on the task that came back (issue 48, point 3), not to the toast
			cardsAtUndo.current = null
			firstShown.current = false
			const cards = taskCards()
			const back = cards.find((c) => !before.has(cardId(c))) ?? cards[0] ?? document.getElementById('main')
			if (back) {
				if (!back.hasAttribute('tabindex')) back.setAttribute('tabindex', '-1')
				back.focus()
			}
			return
		}

		const active = document.activeElement
		const lost = active === document.body || active === null
		const first = firstShown.current
		firstShown.current = false
		if (!shown || !box.current || !lost || first) return
		// focus lost with a removed element: to the toast it was in, or to the question that the action raised
		if (focusWasInside.current) box.current.focus()
		else if (asked) box.current.querySelector<HTMLElement>('input:not([type=hidden]), a')?.focus()
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [shown])
	return (
		<div role="status" aria-live="polite" className="pointer-events-none fixed top-20 right-4 left-4 z-50 flex justify-end">
			{shown ? (
				<div
					key={keyOf(shown)}
					ref={box}
					tabIndex={-1}
					data-testid="toast"
					onFocus={() => (focusWasInside.current = true)}
					// a field removed with focus in it blurs towards nothing: that still counts as inside
					onBlur={(e) => {
						if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget)) focusWasInside.current = false
					}}
					onKeyDown={(e) => {
						if (e.key === 'Escape' && asked) setShown(null)
					}}
					className={`${asked ? '' : shown.undo ? 'toast-autohide-long ' : 'toast-autohide '}pointer-events-auto max-w-sm rounded-lg border-l-4 p-4 shadow-lg outline-none focus-visible:outline-4 focus-visible:outline-amber-500 ${styles[shown.type]}`}
				>
					{shown.title ? <p className="font-semibold">{shown.title}</p> : null}
					<p className="text-sm">{shown.description}</p>
					{shown.link ? (
						<a href={shown.link.href} className="mt-1 inline-block text-sm font-semibold underline">
							{shown.link.text}
						</a>
					) : null}
					{shown.undo ? <UndoForm undo={shown.undo} onSend={() => (cardsAtUndo.current = new Set(taskCards().map(cardId)))} /> : null}
					{asked}
					{hydrated ? (
						<button
							type="button"
							className="mt-2 inline-flex min-h-6 items-center text-xs font-medium underline"
							onClick={() => setShown(null)}
						>
							Dismiss
						</button>
					) : null}
				</div>
			) : null}
		</div>
	)
}

/**
 * A number per toast received, the key of its element: a new toast is a new element, so its CSS fade starts over.
 * Preact (decision 353) renders the states a page passes through in one go, and reused the element of the last toast,
 * its fade long over, for the next one: the new toast never showed.
 */
const toastKeys = new WeakMap<Toast, number>()
let lastToastKey = 0
function keyOf(toast: Toast) {
	let key = toastKeys.get(toast)
	if (key === undefined) toastKeys.set(toast, (key = ++lastToastKey))
	return key
}

/** the task cards of the page (lists and the board), and a card's task (its detail link) */
const taskCards = () => Array.from(document.querySelectorAll<HTMLElement>('main li.task-card'))
const cardId = (card: Element) => card.querySelector('a[href^="/tasks/detail/"]')?.getAttribute('href') ?? ''
