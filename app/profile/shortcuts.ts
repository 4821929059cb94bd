// The profile's Keyboard shortcuts (issue 25, WCAG 2.1.4 Character Key Shortcuts, docs/decisions/242): on by default,
// and a person can turn them off, so no single key does anything.
import { z } from 'zod'

export const SHORTCUT_CHOICES = [
	{ value: 'on', label: 'On' },
	{ value: 'off', label: 'Off' },
] as const

export const shortcutsSaved = (on: boolean) => (on ? 'Keyboard shortcuts turned on.' : 'Keyboard shortcuts turned off.')

/** a function, so the profile page, which uses only SHORTCUT_CHOICES, does not carry zod to the browser */
export const shortcutsSchema = () =>
	z.object({
		keyboardShortcuts: z.enum(['on', 'off'], { message: 'Choose On or Off.' }),
	})
