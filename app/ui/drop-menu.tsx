import { Link } from '~/ui/link'
import { withoutEmptyHeadings, type MenuEntry } from './menus'

const CHEVRON_ID = 'i-menu'

/** the menus' chevron, drawn once by the menu bar; each menu's summary shows a `<use>` of it */
export function DropMenuSymbols() {
	return (
		<svg className="hidden">
			<symbol id={CHEVRON_ID} viewBox="0 0 20 20">
				<path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
			</symbol>
		</svg>
	)
}

/**
 * A menu that works without JavaScript (a <details> disclosure of plain links); app/ui/menu-keys.ts, on every page, closes
 * it on a click elsewhere or on Escape and moves between its entries with the arrow keys.
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
	return (
		<details className="drop-menu relative">
			{/* the looks are classes of app/app.css (.menu-summary, .menu-list and its items): every page repeats them */}
			<summary className="menu-summary">
				{label}
				<svg aria-hidden="true" className="h-4 w-4 max-sm:hidden" fill="currentColor">
					<use href={`#${CHEVRON_ID}`} />
				</svg>
			</summary>
			<ul className={`menu-list ${align === 'right' ? 'sm:right-0' : 'sm:left-0'}`}>
				{withoutEmptyHeadings(entries).map((entry) =>
					'heading' in entry ? (
						<li key={entry.heading} className="menu-heading">
							{entry.heading}
						</li>
					) : (
						<li key={entry.to}>
							<Link
								to={entry.to}
								// no data-discover on the menus' links: every page repeats them (the route is found on use)
								discover="none"
								{...(entry.newTab ? { target: '_blank', rel: 'noopener' } : {})}
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
