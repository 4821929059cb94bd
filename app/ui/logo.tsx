/** The Twentyfour mark: a clock face with a check. */
export function Logo({ size = 28 }: { size?: number }) {
	return (
		<svg aria-hidden="true" width={size} height={size} viewBox="0 0 32 32" fill="none">
			<circle cx="16" cy="16" r="14" fill="#fff" />
			<circle cx="16" cy="16" r="11" stroke="#1e40af" strokeWidth="2.5" />
			<path d="M10.5 16.5l3.5 3.5 7.5-8" stroke="#16a34a" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
		</svg>
	)
}
