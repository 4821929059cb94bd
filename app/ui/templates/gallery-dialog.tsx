// A gallery modal (Create/Edit Template, template details, the Use confirmation). Each has a URL: with
// JavaScript it is a Headless UI Dialog over the gallery; without it, the same route renders as a page.
import { createContext, useContext } from 'react'
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'

const InDialog = createContext(false)

export function GalleryDialog({ onClose, children }: { onClose: () => void; children: React.ReactNode }) {
	return (
		<Dialog open onClose={onClose} className="fixed inset-0 z-50 overflow-y-auto">
			<DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
			<div className="relative p-2 sm:p-6">
				<DialogPanel className="mx-auto w-full max-w-4xl rounded-lg bg-white p-4 shadow-xl sm:p-6">
					<InDialog.Provider value={true}>{children}</InDialog.Provider>
				</DialogPanel>
			</div>
		</Dialog>
	)
}

/** The modal's title: the dialog's title with JavaScript, the page's h1 without. */
export function ModalTitle({ children }: { children: React.ReactNode }) {
	const inDialog = useContext(InDialog)
	const className = 'mb-4 text-2xl font-bold break-words'
	return inDialog ? (
		<DialogTitle as="h2" className={className}>
			{children}
		</DialogTitle>
	) : (
		<h1 className={className}>{children}</h1>
	)
}

/** The frame of a modal route shown as a page (no JavaScript, or before hydration). */
export function ModalPage({ children }: { children: React.ReactNode }) {
	return (
		<section className="mx-auto max-w-4xl">
			<div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">{children}</div>
		</section>
	)
}
