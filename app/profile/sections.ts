// The profile page's accordion (screen 21): one section open at a time, each at /profile/{section}.

export const PROFILE_SECTIONS = [
	{ id: 'general', title: 'Personal Details' },
	{ id: 'subscription', title: 'Manage Subscription' },
	{ id: 'taskDefaults', title: 'Quick Add Defaults' },
	{ id: 'contexts', title: 'Contexts' },
	{ id: 'folders', title: 'Folders' },
	{ id: 'reminder', title: 'Reminders' },
	{ id: 'dataImport', title: 'Data Import and Export' },
	{ id: 'calendarSync', title: 'Calendar and Sync' },
	{ id: 'apiAccess', title: 'API Access' },
	{ id: 'signInSecurity', title: 'Sign-in and security' },
	{ id: 'deleteOptions', title: 'Danger Zone' },
] as const
export type ProfileSectionId = (typeof PROFILE_SECTIONS)[number]['id']

/**
 * The address of a section with its heading as the fragment: the browser scrolls to the open section (the tenth is far
 * down the page), without JavaScript too; React Router does the same on its own navigations (issue 24).
 */
export const sectionPath = (id: ProfileSectionId) => `/profile/${id}#section-${id}`

/** The section named in the URL; /profile opens Personal Details; an unknown name is null. */
export function profileSection(param: string | undefined): ProfileSectionId | null {
	if (param === undefined || param === '') return 'general'
	return PROFILE_SECTIONS.find((s) => s.id === param)?.id ?? null
}

export const sectionTitle = (id: ProfileSectionId) => PROFILE_SECTIONS.find((s) => s.id === id)!.title

/** point 8: the answer to every Cancel on the profile page */
export const CANCELLED = "Action cancelled at user's request.  No data was changed."

export const NO_SUCH_SECTION = { title: 'Profile section not found', message: 'The profile has no section with that name.' }
