// The addresses only a page's script posts to (the import upload, adding a passkey, signing in with one): a person who
// opens one in the browser is taken to the page that uses it, never shown an error (before: a 400 with "Unexpected
// Server Error" as JSON, and a stack in the server's log).
import { describe, expect, it } from 'vitest'
import { loader as signInPasskey } from '~/routes/auth.interaction.passkey'
import { loader as importUpload } from '~/routes/profile.import.upload'
import { loader as profilePasskeys } from '~/routes/profile.passkeys'

const target = (answer: Response) => [answer.status, answer.headers.get('location')]

describe("the scripts' own addresses, opened", () => {
	it('take a person to the page that uses them', () => {
		expect(target(importUpload())).toEqual([302, '/profile/dataImport#section-dataImport'])
		expect(target(profilePasskeys())).toEqual([302, '/profile/signInSecurity#section-signInSecurity'])
		// (only the parameter is read)
		expect(target(signInPasskey({ params: { uid: 'a1/b' } } as Parameters<typeof signInPasskey>[0]))).toEqual([302, '/auth/interaction/a1%2Fb'])
	})
})
