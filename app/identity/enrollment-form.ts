// The wizard's texts and sections; no zod here, so the browser bundle stays small.

export const REQUIRED = 'This information is required.'
export const MUST_BE_YES = 'You must select Yes in order to continue.'
export const PAID_NOT_OFFERED = 'Paid plans are not offered on this instance. Choose the free Early Adopter tier.'

export const REFERRAL_SOURCES = [
	['Business Card', 'business-card'],
	['Co-worker', 'coworker'],
	['Facebook', 'facebook'],
	['Family', 'family'],
	['Forum', 'forum'],
	['Friend', 'friend'],
	['Google or other Search Engine', 'search-engine'],
	['Instagram', 'instagram'],
	['LinkedIn', 'linkedin'],
	['Other', 'other'],
	['Social Media', 'social-media'],
	['Reddit', 'reddit'],
	['Slack', 'slack'],
	['Snapchat', 'snapchat'],
	['Twitter', 'twitter'],
] as const

/** field labels, so the error summary says which answer is missing */
export const FIELD_LABELS: Record<string, string> = {
	firstName: 'First name',
	lastName: 'Last name',
	goesBy: 'Preferred name',
	timezone: 'Timezone',
	country: 'Country',
	loadDefaults: 'Load defaults',
	subscriptionTier: 'Tier',
	subscriptionLevel: 'Subscription level',
	referralSource: 'How did you hear about us',
	referralCode: 'Referral code',
	privacyPolicy: 'Privacy Policy',
	userAgreement: 'Terms of Service',
}

export const SECTIONS = [
	{ id: 'personal', title: 'Personal Details', fields: ['firstName', 'lastName', 'goesBy', 'timezone', 'country'] },
	{ id: 'options', title: 'Application Options', fields: ['loadDefaults'] },
	{ id: 'subscription', title: 'Subscription', fields: ['subscriptionTier', 'subscriptionLevel'] },
	{ id: 'referral', title: 'Referral', fields: ['referralSource', 'referralCode'] },
	{ id: 'terms', title: 'Terms of Service', fields: ['privacyPolicy', 'userAgreement'] },
] as const
export type SectionId = (typeof SECTIONS)[number]['id']

/** every field of the wizard, in the order of its sections */
export const ENROLLMENT_FIELDS: readonly string[] = SECTIONS.flatMap((s) => s.fields)

/** The first section holding any of these error fields. */
export function firstSectionWithErrors(errorFields: string[]): SectionId | null {
	const found = SECTIONS.find((s) => s.fields.some((f) => errorFields.includes(f)))
	return found?.id ?? null
}
