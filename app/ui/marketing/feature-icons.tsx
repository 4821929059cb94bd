// One small line icon per marketing feature (24 by 24, stroked with the current colour). Decorative:
// the feature's name always stands beside it.
import type { FeatureId } from '~/marketing/features'

const PATHS: Record<FeatureId, React.ReactNode> = {
	contexts: (
		<>
			<path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
			<circle cx="12" cy="10" r="2.5" />
		</>
	),
	'custom-filters': <path d="M4 5h16l-6 7.5V19l-4 1.5v-8L4 5Z" />,
	dashboard: (
		<>
			<path d="M4 20V10M10 20V4M16 20v-7M21 20H3" />
		</>
	),
	'data-import': (
		<>
			<path d="M12 4v11M7.5 10.5 12 15l4.5-4.5" />
			<path d="M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4" />
		</>
	),
	dates: (
		<>
			<rect x="3.5" y="5" width="17" height="15" rx="2" />
			<path d="M3.5 10h17M8 3v4M16 3v4" />
		</>
	),
	folders: <path d="M3.5 7a2 2 0 0 1 2-2h4l2 2.5h7a2 2 0 0 1 2 2V17a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2V7Z" />,
	'nested-folders': (
		<>
			<path d="M3 5.5a1.5 1.5 0 0 1 1.5-1.5h3l1.5 2h5a1.5 1.5 0 0 1 1.5 1.5V12" />
			<path d="M8 12.5A1.5 1.5 0 0 1 9.5 11h3l1.5 2h5a1.5 1.5 0 0 1 1.5 1.5v4a1.5 1.5 0 0 1-1.5 1.5h-10A1.5 1.5 0 0 1 8 18.5v-6Z" />
		</>
	),
	kanban: (
		<>
			<rect x="3" y="4" width="5" height="16" rx="1" />
			<rect x="9.5" y="4" width="5" height="11" rx="1" />
			<rect x="16" y="4" width="5" height="7" rx="1" />
		</>
	),
	'markdown-notes': (
		<>
			<rect x="2.5" y="5.5" width="19" height="13" rx="2" />
			<path d="M6 15V9l2.5 3L11 9v6M15.5 9v6M13.5 13l2 2 2-2" />
		</>
	),
	'mobile-friendly': (
		<>
			<rect x="7" y="2.5" width="10" height="19" rx="2" />
			<path d="M11 18.5h2" />
		</>
	),
	priorities: <path d="M5 21V4M5 4h11l-2 4 2 4H5" />,
	reminders: (
		<>
			<path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16Z" />
			<path d="M10 20.5a2 2 0 0 0 4 0" />
		</>
	),
	'repeating-tasks': (
		<>
			<path d="M4 12a8 8 0 0 1 13.7-5.6L20 8.5M20 4v4.5h-4.5" />
			<path d="M20 12a8 8 0 0 1-13.7 5.6L4 15.5M4 20v-4.5h4.5" />
		</>
	),
	stars: <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5Z" />,
	statuses: (
		<>
			<circle cx="12" cy="12" r="8.5" />
			<path d="M12 7v5l3.5 2" />
		</>
	),
	'sub-tasks': (
		<>
			<path d="M5 4v13a2 2 0 0 0 2 2h3M5 10h5" />
			<rect x="12" y="7.5" width="8" height="5" rx="1" />
			<rect x="12" y="16.5" width="8" height="5" rx="1" />
		</>
	),
	'task-templates': (
		<>
			<rect x="5" y="3.5" width="14" height="17" rx="2" />
			<path d="M9 3.5v2h6v-2M8.5 10.5l1.5 1.5 2.5-3M8.5 16l1.5 1.5 2.5-3M14.5 11h2M14.5 16.5h2" />
		</>
	),
	'visibility-control': (
		<>
			<path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
			<circle cx="12" cy="12" r="3" />
		</>
	),
}

export function FeatureIcon({ id, className = 'h-7 w-7' }: { id: FeatureId; className?: string }) {
	return (
		<svg
			aria-hidden="true"
			viewBox="0 0 24 24"
			width="24"
			height="24"
			fill="none"
			stroke="currentColor"
			strokeWidth="1.8"
			strokeLinecap="round"
			strokeLinejoin="round"
			className={className}
		>
			{PATHS[id]}
		</svg>
	)
}
