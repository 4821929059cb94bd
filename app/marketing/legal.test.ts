import { describe, expect, it } from 'vitest'
import { headingsOf, type LegalText } from './legal'
import { privacyPolicy } from './privacy-policy'
import { userAgreement } from './user-agreement'

const allText = (text: LegalText) =>
	[
		...text.intro,
		...text.sections.flatMap((s) => [
			s.heading,
			...s.blocks.flatMap((b) => ('p' in b ? [b.p] : 'list' in b ? b.list : b.terms.flatMap((t) => [t.term, t.text]))),
		]),
	].join('\n')

describe('the privacy policy', () => {
	const policy = privacyPolicy({ supportEmail: 'help@example.org', backupRetentionDays: 14 })
	const text = allText(policy)

	it('says deleted data stays only in backups taken before the deletion, and for how long (BACKUP_KEEP days)', () => {
		expect(text).toContain('It remains only in the backup copies of our database taken before the deletion, which we keep for 14 days')
		const retention = policy.sections.find((s) => s.id === 'retention-and-security')!
		expect(JSON.stringify(retention)).toContain('which we keep for 14 days')
		expect(allText(privacyPolicy({ supportEmail: 'x@example.org', backupRetentionDays: 1 }))).toContain('which we keep for 1 day ')
		expect(allText(privacyPolicy({ supportEmail: 'x@example.org', backupRetentionDays: null }))).toContain(
			'This service keeps no backup copies of its database, so deleted data is gone at once.',
		)
	})

	it('is titled with the product name and effective April 19, 2020', () => {
		expect(policy.title).toBe('Twentyfour Privacy Policy')
		expect(policy.effective).toEqual({ text: 'April 19, 2020', iso: '2020-04-19' })
	})

	it('has a section for everything spec point 1 lists', () => {
		expect(headingsOf(policy)).toEqual(
			expect.arrayContaining([
				'Log data',
				'Device data',
				'Personal data',
				'Legal bases for processing',
				'How we use your information',
				'Disclosure of personal information to third parties',
				'International transfers of personal information',
				'Your rights and controlling your personal information',
				'Use of cookies',
				'Business transfers',
				'Children\u2019s privacy',
				'Changes to this policy',
			]),
		)
	})

	it('names each right, the transfers and the age limit', () => {
		for (const right of ['Restrict', 'Access and data portability', 'Erase', 'Correct', 'Complain', 'Unsubscribe'])
			expect(text).toContain(right)
		expect(text).toContain('CSV')
		expect(text).toContain('United States')
		expect(text).toContain('outside the EEA')
		expect(text).toMatch(/under 16.*permission of a parent/s)
		expect(text).toMatch(/significant.*accept the new policy again/s)
	})

	it('gives the configured support address, and nothing unfinished', () => {
		expect(text).toContain('help@example.org')
		expect(text).not.toMatch(/lorem|ipsum|TODO|TBD|\[.*\]/i)
	})
})

describe('the user agreement', () => {
	const terms = userAgreement({ governingState: 'Vermont', supportEmail: 'help@example.org' })
	const text = allText(terms)

	it('is titled Terms of Service', () => {
		expect(terms.title).toBe('Terms of Service')
	})

	it('has every clause of spec point 1', () => {
		expect(text).toMatch(/personal, non-commercial/)
		expect(text).toMatch(/text messages \(SMS\).*carrier.*charges/s)
		expect(text).toMatch(/You own the tasks, notes and templates you create/)
		expect(text).toMatch(/publish a template.*all of its users a free, unrestricted, perpetual license to use and modify/s)
		expect(text).toMatch(/"as is"/)
		expect(text).toMatch(/In no event shall Twentyfour/)
		expect(text).toMatch(/could include technical, typographical or photographic errors/)
		expect(text).toMatch(/A link does not imply our endorsement/)
		expect(text).toMatch(/revise these terms of service at any time without notice/)
	})

	it('is governed by the configured state, with exclusive jurisdiction of its courts', () => {
		expect(text).toContain('laws of the State of Vermont')
		expect(text).toContain('exclusive jurisdiction of the courts in that State')
		expect(text).not.toMatch(/lorem|ipsum|TODO|TBD/i)
	})
})
