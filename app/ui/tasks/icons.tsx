// Inline SVG icons for the task screens; the control that holds one gives it its accessible name.
type IconProps = { className?: string }
const base = 'h-5 w-5 shrink-0'

export function PlusIcon({ className = base }: IconProps) {
	return (
		<svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2">
			<path strokeLinecap="round" d="M12 5v14M5 12h14" />
		</svg>
	)
}

/** the gear's long path, drawn once where `GearIcon`s are shown (the sidebar has two) */
export function GearSymbol() {
	return (
		<svg className="hidden">
			<symbol id="i-gear" viewBox="0 0 20 20">
				<path fillRule="evenodd" d="M8.3 1.9a1 1 0 0 1 1-.9h1.4a1 1 0 0 1 1 .9l.2 1.6 1.2.6 1.3-.9a1 1 0 0 1 1.3.1l1 1a1 1 0 0 1 .1 1.3l-.9 1.3.5 1.2 1.6.2a1 1 0 0 1 .9 1v1.4a1 1 0 0 1-.9 1l-1.6.2-.5 1.2.9 1.3a1 1 0 0 1-.1 1.3l-1 1a1 1 0 0 1-1.3.1l-1.3-.9-1.2.5-.2 1.6a1 1 0 0 1-1 .9H9.3a1 1 0 0 1-1-.9l-.2-1.6-1.2-.5-1.3.9a1 1 0 0 1-1.3-.1l-1-1a1 1 0 0 1-.1-1.3l.9-1.3-.5-1.2-1.6-.2a1 1 0 0 1-.9-1V9.3a1 1 0 0 1 .9-1l1.6-.2.5-1.2-.9-1.3a1 1 0 0 1 .1-1.3l1-1a1 1 0 0 1 1.3-.1l1.3.9 1.2-.6.2-1.6ZM10 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z" />
			</symbol>
		</svg>
	)
}

/** a `<use>` of the gear (the page draws `GearSymbol` once) */
export function GearIcon({ className = 'h-4 w-4 shrink-0' }: IconProps) {
	return (
		<svg aria-hidden="true" className={className} fill="currentColor">
			<use href="#i-gear" />
		</svg>
	)
}

export function InboxIcon({ className = 'h-16 w-16' }: IconProps) {
	return (
		<svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="1.3">
			<path strokeLinejoin="round" d="M3 13.5 5.5 4.5h13L21 13.5V19a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-5.5Zm0 0h5l1.5 2.5h5L16 13.5h5" />
		</svg>
	)
}

export function ChevronIcon({ direction, className = 'h-4 w-4 shrink-0' }: IconProps & { direction: 'left' | 'right' }) {
	return (
		<svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
			<path d={direction === 'left' ? 'M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z' : 'M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 0-1.4Z'} />
		</svg>
	)
}

export function SearchIcon({ className = 'h-4 w-4 shrink-0' }: IconProps) {
	return (
		<svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2.2">
			<circle cx="10.5" cy="10.5" r="6.5" />
			<path strokeLinecap="round" d="m15.5 15.5 5 5" />
		</svg>
	)
}
