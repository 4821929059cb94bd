import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router'
import type { MenuEntry } from './menus'

/**
 * A menu that works without JavaScript (a <details> disclosure of plain links);
 * with it, Escape and a click elsewhere close it, and so does navigating.
 */
export function DropMenu({
	label,
	entries,
	align = 'left',
	children,
}: {
	label: React.ReactNode
	entries: MenuEntry[]
	align?: 'left' | 'right'
	children?: React.ReactNode
}) {
	const ref = useRef<HTMLDetailsElement>(null)
	const location = useLocation()
	useEffect(() => {
		if (ref.current) ref.current.open = false
	}, [location])
	useEffect(() => {
		const details = ref.current
		if (!details) return
		const onDoc = (e: MouseEvent) => {
			if (details.open && !details.contains(e.target as Node)) details.open = false
		}
		const onKey = (e: KeyboardEvent) => {
			if (e.key === 'Escape' && details.open) {
				details.open = false
				details.querySelector('summary')?.focus()
			}
		}
		document.addEventListener('click', onDoc)
		details.addEventListener('keydown', onKey)
		return () => {
			document.removeEventListener('click', onDoc)
			details.removeEventListener('keydown', onKey)
		}
	}, [])
	return (
		<details ref={ref} className="relative">
			<summary className="flex min-h-10 cursor-pointer items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-white hover:bg-brand-700">
				{label}
				<svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
					<path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
				</svg>
			</summary>
			<ul
				className={`absolute z-40 mt-1 min-w-52 rounded-md border border-slate-200 bg-white py-1 text-slate-900 shadow-lg ${align === 'right' ? 'right-0' : 'left-0'}`}
			>
				{entries.map((entry) =>
					'heading' in entry ? (
						<li key={entry.heading} className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
							{entry.heading}
						</li>
					) : (
						<li key={entry.to}>
							<Link
								to={entry.to}
								{...(entry.newTab ? { target: '_blank', rel: 'noopener' } : {})}
								className="block px-4 py-2 text-sm hover:bg-slate-100 focus:bg-slate-100"
							>
								{entry.label}
								{entry.newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
							</Link>
						</li>
					),
				)}
				{children}
			</ul>
		</details>
	)
}
