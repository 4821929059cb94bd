// What the menu bars offer. Entries appear here as their pages are built.
export type MenuEntry = { label: string; to: string; newTab?: boolean; premiumOnly?: boolean } | { heading: string }

/** The spec's Analytics, Tools and Filters headings each head their entries; a heading with none is left out (issue 24). */
export const TASKS_MENU: MenuEntry[] = [
	{ label: 'Create Task', to: '/tasks/create/new' },
	{ label: 'Get Organized', to: '/tasks/get-organized' },
	{ label: 'GTD Inbox', to: '/gtd/tasks/inbox' },
	{ label: 'Overdue', to: '/tasks/overdue' },
	{ label: "Today's Focus", to: '/tasks/todays-focus' },
	{ label: 'This Week', to: '/tasks/this-week' },
	{ label: 'Assigned to Me', to: '/tasks/assigned-to-me' },
	{ heading: 'Filters' },
	{ label: 'Custom', to: '/tasks/custom' },
	{ heading: 'Tools' },
	{ label: 'Weekly Review', to: '/review' },
	{ label: 'Trash', to: '/tasks/trash' },
	{ heading: 'Analytics' },
	{ label: 'Dashboard', to: '/dashboard' },
	{ label: 'Word Cloud', to: '/wordcloud' },
]

/** Templates menu (the Corporate and Public Galleries; the Personal Gallery for premium only) */
export const TEMPLATES_MENU: MenuEntry[] = [
	{ label: 'Corporate Gallery', to: '/gallery/corporate' },
	{ label: 'Personal Gallery', to: '/gallery/personal', premiumOnly: true },
	{ label: 'Public Gallery', to: '/gallery/public' },
]

/** the entries without headings that head nothing (a heading followed by another heading or by the end) */
export function withoutEmptyHeadings(entries: MenuEntry[]) {
	return entries.filter((e, i) => !('heading' in e) || (entries[i + 1] !== undefined && !('heading' in entries[i + 1]!)))
}

/** the user menu, besides Log Out */
export const USER_MENU: MenuEntry[] = [
	{ label: 'Profile', to: '/profile' },
	{ label: 'Keyboard Shortcuts', to: '/help/shortcuts' },
	{ label: 'Tour', to: '/tours/4', newTab: true },
]

/** the user menu's entry for this server's admins only (issue 53) */
export const ADMIN_ENTRY: MenuEntry = { label: 'Admin', to: '/admin' }

/** the public menu bar: logo, Features, Tour, Pricing, Gallery, Sign up, Sign in */
export const PUBLIC_MENU: { label: string; to: string }[] = [
	{ label: 'Features', to: '/features/4' },
	{ label: 'Tour', to: '/tour' },
	{ label: 'Pricing', to: '/pricing/4' },
	{ label: 'Gallery', to: '/gallery' },
]

/** the support mailbox comes from configuration: the footer adds it; no social media accounts exist to link */
export const FOOTER_LINKS: { label: string; to: string }[] = [
	{ label: 'Features', to: '/features/4' },
	{ label: 'Pricing', to: '/pricing/4' },
	{ label: 'Privacy Policy', to: '/privacy-policy' },
	{ label: 'User Agreement', to: '/user-agreement' },
]
