// A modal dialog for the task screens (Headless UI: focus trap, Escape, inert background).
// Loaded on demand, so pages that never open one do not pay for it.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { useEffect, useState } from 'react'

export default function TaskDialog({
	open,
	onClose,
	title,
	id,
	size = 'xl',
	children,
}: {
	open: boolean
	onClose: () => void
	title: string
	id?: string
	size?: 'md' | 'xl'
	children: React.ReactNode
}) {
	// the control that opened the dialog (focused as it first renders) gets the focus back when it closes: the page
	// unmounts the dialog, which Headless UI's own return of the focus does not always survive (issue 24, item 4)
	const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)))
	useEffect(
		() => () => {
			requestAnimationFrame(() => {
				const lost = !document.activeElement || document.activeElement === document.body
				if (lost && opener?.isConnected) opener.focus()
			})
		},
		[opener],
	)
	return (
		<Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 overflow-y-auto">
			<DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
			<div className="relative p-2 sm:p-6">
				<DialogPanel id={id} className={`mx-auto w-full rounded-lg bg-white p-4 shadow-xl sm:p-6 ${size === 'xl' ? 'max-w-4xl' : 'max-w-xl'}`}>
					<div className="mb-4 flex items-start justify-between gap-4">
						<DialogTitle as="h2" className="text-xl font-bold">
							{title}
						</DialogTitle>
						<button type="button" onClick={onClose} className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100" aria-label="Close">
							<svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
								<path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
							</svg>
						</button>
					</div>
					{children}
				</DialogPanel>
			</div>
		</Dialog>
	)
}
