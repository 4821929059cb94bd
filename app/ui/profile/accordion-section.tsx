// One section of the profile page's accordion: a heading link that opens it (each section has its own URL).
import { Link } from '~/ui/link'
import { sectionPath, type ProfileSectionId } from '~/profile/sections'

function Chevron({ open }: { open: boolean }) {
	return (
		<svg aria-hidden="true" viewBox="0 0 20 20" className={`h-5 w-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} fill="currentColor">
			<path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
		</svg>
	)
}

export function AccordionSection({
	id,
	title,
	open,
	children,
}: {
	id: ProfileSectionId
	title: string
	open: boolean
	children: React.ReactNode
}) {
	return (
		<div className={`rounded-lg border bg-white shadow-sm ${open ? 'border-brand-600' : 'border-slate-200'}`}>
			<h2>
				<Link
					to={sectionPath(id)}
					id={`section-${id}`}
					preventScrollReset
					aria-expanded={open}
					aria-controls={open ? `panel-${id}` : undefined}
					className={`flex min-h-12 w-full items-center justify-between gap-2 rounded-lg px-4 py-3 text-lg font-semibold ${open ? 'bg-brand-50 text-brand-800' : 'hover:bg-slate-50'}`}
				>
					{title}
					<Chevron open={open} />
				</Link>
			</h2>
			{open ? (
				<div id={`panel-${id}`} role="region" aria-labelledby={`section-${id}`} className="border-t border-slate-200 p-4">
					{children}
				</div>
			) : null}
		</div>
	)
}
