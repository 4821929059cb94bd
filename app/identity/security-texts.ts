// The "Sign-in and security" section's field names and messages (decision 212): no zod here, so the profile's
// client script can read them without carrying zod (the forms' schemas are in security-forms.ts, for the server).

export const PASSWORD_FIELDS = ['currentPassword', 'newPassword'] as const

export const SECURITY_TEXTS = {
	wrongPassword: 'Your current password is not right.',
	samePassword: 'Choose a password different from your current one.',
	passwordChanged: 'Your password was changed. You were signed out everywhere else.',
	sessionEnded: 'That session was signed out.',
	othersEnded: (n: number) => (n === 1 ? 'Signed out of 1 other session.' : `Signed out of ${n} other sessions.`),
	totpOn: 'Two-factor codes are on. Keep your recovery codes somewhere safe.',
	totpOff: 'Two-factor codes are off.',
	totpCancelled: 'Two-factor set-up cancelled. Nothing was changed.',
	wrongProof: 'That is neither a current code from your app nor your password.',
} as const

export const PASSKEY_TEXTS = {
	added: (name: string) => `Passkey “${name}” added. You can sign in with it alone.`,
	renamed: 'Passkey renamed.',
	removed: 'Passkey removed. You were signed out everywhere else.',
	failed: 'The passkey could not be added. Try again.',
	refused: 'That passkey did not sign you in. Try again, or sign in with your password.',
	notFound: { title: 'Passkey not found', message: 'No such passkey of yours exists.' },
} as const

export const WRONG_CODE = 'That code is not right, or it was used already. Wait for a new code and try again.'

/** too many wrong codes in a row for this account (issue 49): the wait, said plainly */
export const codesPaused = (wait: string) => `Too many wrong codes. Wait ${wait}, then try again with a new code, or use a recovery code later.`
