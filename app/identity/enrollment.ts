// The enrollment wizard's rules (spec points 4 and 5), shared by the server and the browser.
import { z } from 'zod'
import { LIMITS, TOO_LONG } from '~/lib/limits'
import { MUST_BE_YES, REFERRAL_SOURCES, REQUIRED } from './enrollment-form'
export { REFERRAL_SOURCES }



// ISO 3166-1 alpha-2; names come from Intl.DisplayNames. US first, XX "Prefer not to say" last.
const CODES =
	'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(' ')

export function countries(): { code: string; name: string }[] {
	const names = new Intl.DisplayNames(['en'], { type: 'region' })
	const rest = CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
		a.name.localeCompare(b.name),
	)
	return [{ code: 'US', name: names.of('US') ?? 'United States' }, ...rest, { code: 'XX', name: 'Prefer not to say' }]
}

export const COUNTRY_CODES = new Set(['US', 'XX', ...CODES])

export function timeZones(): string[] {
	const zones = Intl.supportedValuesOf('timeZone')
	return zones.includes('UTC') ? zones : ['UTC', ...zones]
}

const requiredText = z
	.string({ error: REQUIRED })
	.trim()
	.min(1, REQUIRED)

const yesNo = z.enum(['Y', 'N'], { error: REQUIRED })
const mustBeYes = z.enum(['Y', 'N'], { error: MUST_BE_YES }).refine((v) => v === 'Y', MUST_BE_YES)

/** The profile form: on its own it requires first name, last name and country. */
export const ProfileFields = {
	firstName: requiredText.max(LIMITS.personalName, TOO_LONG.firstName),
	lastName: requiredText.max(LIMITS.personalName, TOO_LONG.lastName),
	goesBy: z.string().trim().max(LIMITS.personalName, TOO_LONG.goesBy).optional(),
	timezone: z
		.string({ error: REQUIRED })
		.refine((tz) => timeZones().includes(tz) || tz === 'UTC', REQUIRED),
	country: z.string({ error: REQUIRED }).refine((c) => COUNTRY_CODES.has(c), REQUIRED),
}
export const ProfileSchema = z.object(ProfileFields)

export const EnrollmentSchema = z
	.object({
		...ProfileFields,
		loadDefaults: yesNo,
		subscriptionTier: z.enum(['free', 'paid'], { error: REQUIRED }),
		subscriptionLevel: z.string().trim().optional(),
		referralSource: z
			.enum(REFERRAL_SOURCES.map(([, v]) => v) as [string, ...string[]])
			.optional(),
		referralCode: z.string().trim().max(100).optional(),
		privacyPolicy: mustBeYes,
		userAgreement: mustBeYes,
	})
	.superRefine((value, ctx) => {
		if (value.subscriptionTier !== 'free' && !value.subscriptionLevel) {
			ctx.addIssue({ code: 'custom', path: ['subscriptionLevel'], message: REQUIRED })
		}
	})
export type Enrollment = z.infer<typeof EnrollmentSchema>

