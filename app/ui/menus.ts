// What the menu bars offer. Entries appear here as their pages are built.
export type MenuEntry = { label: string; to: string; newTab?: boolean } | { heading: string }

export const TASKS_MENU: MenuEntry[] = [{ label: 'Dashboard', to: '/dashboard' }]

/** Templates menu (Personal Gallery for premium only, Public Gallery): not built yet */
export const TEMPLATES_MENU: MenuEntry[] = []

/** the user menu, besides Log Out */
export const USER_MENU: MenuEntry[] = [{ label: 'Profile', to: '/profile' }]

/** the public menu bar: logo, Features, Tour, Pricing, Gallery, Sign up, Sign in */
export const PUBLIC_MENU: { label: string; to: string }[] = []

export const FOOTER_LINKS: { label: string; to: string }[] = []
