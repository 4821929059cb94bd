// The keyboard shortcuts on a page React runs (issue 25, docs/decisions/242): the listener (./enhance.ts) with React
// Router's navigation, and the help as a dialog. The root draws it only for a signed-in person who has them on.
// The listener and its rules load on the first key pressed outside a field (docs/decisions/185): the keys pressed
// while they load are kept and handed to it in order, so `g` then `i` pressed at once still go to the Inbox.
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'

/** the help's page, which the user menu's Keyboard Shortcuts links to (GO_TO.help in ./list.ts) */
export const HELP_URL = '/help/shortcuts'

const ShortcutsHelpDialog = lazy(() => import('./help-dialog'))

export function KeyboardShortcuts({ kanban }: { kanban: boolean }) {
	const navigate = useNavigate()
	const [open, setOpen] = useState(false)
	const openedFrom = useRef<Element | null>(null)
	useEffect(() => {
		const help = () => {
			openedFrom.current = document.activeElement
			setOpen(true)
		}
		let stop: (() => void) | null = null
		let stopped = false
		const waiting: KeyboardEvent[] = []
		const onFirstKey = (event: KeyboardEvent) => {
			if (waiting.push(event) > 1) return
			void Promise.all([import('./enhance'), import('./list')]).then(([{ enhanceShortcuts, SHORTCUT_RULES }, { GO_TO }]) => {
				if (stopped) return
				document.removeEventListener('keydown', onFirstKey)
				stop = enhanceShortcuts(SHORTCUT_RULES, { kanban, urls: GO_TO, go: (url) => void navigate(url), help, replay: waiting })
			})
		}
		document.addEventListener('keydown', onFirstKey)
		// the user menu's Keyboard Shortcuts opens the same dialog (a plain click; a new tab still gets the page). Heard
		// before React Router's link is (capture, on the window), which then leaves the prevented click alone.
		const onClick = (event: MouseEvent) => {
			const link = event.target instanceof Element ? event.target.closest(`details.drop-menu a[href="${HELP_URL}"]`) : null
			if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
			event.preventDefault()
			help()
			// the focus goes back to the menu's button: the entry itself is folded away with the menu
			openedFrom.current = link.closest('details')?.querySelector('summary') ?? link
		}
		window.addEventListener('click', onClick, true)
		return () => {
			stopped = true
			document.removeEventListener('keydown', onFirstKey)
			stop?.()
			window.removeEventListener('click', onClick, true)
		}
	}, [kanban, navigate])
	const close = () => {
		setOpen(false)
		const back = openedFrom.current
		// Headless UI gives the focus back to what had it; where that is folded away (a menu entry), to its menu
		requestAnimationFrame(() => {
			if (back instanceof HTMLElement && document.activeElement !== back && (document.activeElement === document.body || !document.activeElement)) back.focus()
		})
	}
	return open ? (
		<Suspense fallback={null}>
			<ShortcutsHelpDialog onClose={close} />
		</Suspense>
	) : null
}
