// The profile's Theme (issue 24, docs/decisions/250): light or dark by the system's setting, or always one of them.
import { z } from 'zod'

export const THEMES = [
	{ value: 'system', label: 'Same as my device' },
	{ value: 'light', label: 'Light' },
	{ value: 'dark', label: 'Dark' },
] as const
export type Theme = (typeof THEMES)[number]['value']

export const THEME_SAVED = 'Theme updated.'

/** a function, so the profile page, which uses only THEMES, does not carry zod to the browser */
export const themeSchema = () =>
	z.object({
		theme: z.enum(['system', 'light', 'dark'], { message: 'Choose a theme.' }),
	})

/** what <html data-theme> says: nothing for the system's choice, which the stylesheet reads itself */
export const themeAttribute = (theme: Theme | undefined) => (theme === 'light' || theme === 'dark' ? theme : undefined)
