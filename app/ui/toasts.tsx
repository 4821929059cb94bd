import { useEffect, useState } from 'react'
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
function UndoForm({ undo }: { undo: string }) {
	const location = useLocation()
	return (
		<Form method="post" action="/tasks/undo" className="mt-2 inline">
			<input type="hidden" name="undo" value={undo} />
			<input type="hidden" name="returnTo" value={location.pathname + location.search} />
			<button type="submit" className="mr-4 text-sm font-semibold underline">
				Undo
			</button>
		</Form>
	)
}

/**
 * A live region on every page; a toast from the flash cookie is announced and hides after 5 s (CSS), one offering Undo
 * after 10 s; either stays while the pointer is on it or the focus in it.
 */
export function Toasts({ toast }: { toast: Toast | null }) {
	const hydrated = useHydrated()
	const [shown, setShown] = useState(toast)
	// a new toast replaces the last one; the CSS class hides it after 5 s
	useEffect(() => setShown(toast), [toast])
	return (
		<div role="status" aria-live="polite" className="pointer-events-none fixed top-20 right-4 left-4 z-50 flex justify-end">
			{shown ? (
				<div
					data-testid="toast"
					className={`${shown.undo ? 'toast-autohide-long' : 'toast-autohide'} pointer-events-auto max-w-sm rounded-lg border-l-4 p-4 shadow-lg ${styles[shown.type]}`}
				>
					{shown.title ? <p className="font-semibold">{shown.title}</p> : null}
					<p className="text-sm">{shown.description}</p>
					{shown.undo ? <UndoForm undo={shown.undo} /> : null}
					{hydrated ? (
						<button
							type="button"
							className="mt-2 text-xs font-medium underline"
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
