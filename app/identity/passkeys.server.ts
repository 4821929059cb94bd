// Passkeys (WebAuthn) of the embedded provider's accounts through @simplewebauthn/server (decision 212): discoverable
// credentials, user verification preferred, RP ID = PUBLIC_URL's host. Challenges live five minutes with the provider's
// records (shared by the cluster's processes) and are used once.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { and, desc, eq } from 'drizzle-orm'
import { identityPasskeys } from '#db/schema'
import { db } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { findAccountById } from './accounts.server'
import { SqliteAdapter } from './oidc-adapter.server'

/** @simplewebauthn/server (about 25 MiB loaded) on the first passkey asked for, not at the start (decision 331) */
const webauthn = () => import('@simplewebauthn/server')

type Account = NonNullable<ReturnType<typeof findAccountById>>

function relyingParty() {
	const url = new URL(env().publicUrl)
	return { rpID: url.hostname, origin: url.origin, rpName: 'Twentyfour' }
}

const challenges = () => new SqliteAdapter('PasskeyChallenge')
const CHALLENGE_SECONDS = 5 * 60

async function keepChallenge(key: string, challenge: string) {
	await challenges().upsert(key, { challenge }, CHALLENGE_SECONDS)
}

/** the challenge given for `key`, once: a second read finds nothing */
async function takeChallenge(key: string) {
	const found = (await challenges().find(key)) as { challenge?: string } | undefined
	await challenges().destroy(key)
	return found?.challenge ?? null
}

export function listPasskeys(accountId: string) {
	return db().select().from(identityPasskeys).where(eq(identityPasskeys.accountId, accountId)).orderBy(desc(identityPasskeys.createdAt)).all()
}

/** Options for the browser to make a passkey; `key` ties the challenge to this sign-in session. */
export async function registrationOptions(account: Account, key: string) {
	const { rpID, rpName } = relyingParty()
	const options = await (await webauthn()).generateRegistrationOptions({
		rpName,
		rpID,
		userName: account.email,
		userDisplayName: `${account.givenName} ${account.familyName}`.trim() || account.email,
		userID: new TextEncoder().encode(account.id),
		attestationType: 'none',
		excludeCredentials: listPasskeys(account.id).map((p) => ({ id: p.credentialId, transports: p.transports ?? undefined })),
		authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
	})
	await keepChallenge(`register:${key}`, options.challenge)
	return options
}

export async function registerPasskey(account: Account, key: string, response: RegistrationResponseJSON, name: string, now = Date.now()) {
	const expectedChallenge = await takeChallenge(`register:${key}`)
	if (!expectedChallenge) return null
	const { rpID, origin } = relyingParty()
	let verified
	try {
		verified = await (await webauthn()).verifyRegistrationResponse({ response, expectedChallenge, expectedOrigin: origin, expectedRPID: rpID, requireUserVerification: false })
	} catch {
		return null
	}
	if (!verified.verified) return null
	const { credential } = verified.registrationInfo
	return db()
		.insert(identityPasskeys)
		.values({
			accountId: account.id,
			credentialId: credential.id,
			publicKey: Buffer.from(credential.publicKey).toString('base64url'),
			counter: credential.counter,
			transports: credential.transports ?? null,
			name,
			createdAt: now,
		})
		.onConflictDoNothing()
		.returning()
		.get()
}

export function renamePasskey(accountId: string, id: string, name: string) {
	return db().update(identityPasskeys).set({ name }).where(and(eq(identityPasskeys.accountId, accountId), eq(identityPasskeys.id, id))).run().changes > 0
}

export function removePasskey(accountId: string, id: string) {
	return db().delete(identityPasskeys).where(and(eq(identityPasskeys.accountId, accountId), eq(identityPasskeys.id, id))).run().changes > 0
}

/** Options for "Sign in with a passkey" on the provider's page: no account named (a discoverable credential picks it). */
export async function authenticationOptions(interactionUid: string) {
	const options = await (await webauthn()).generateAuthenticationOptions({ rpID: relyingParty().rpID, userVerification: 'preferred' })
	await keepChallenge(`sign-in:${interactionUid}`, options.challenge)
	return options
}

/** The account a passkey's answer signs in, or null. */
export async function authenticatePasskey(interactionUid: string, response: AuthenticationResponseJSON, now = Date.now()) {
	const expectedChallenge = await takeChallenge(`sign-in:${interactionUid}`)
	if (!expectedChallenge || typeof response?.id !== 'string') return null
	const passkey = db().select().from(identityPasskeys).where(eq(identityPasskeys.credentialId, response.id)).get()
	if (!passkey) return null
	// the user handle the authenticator kept is the account's id: it must be this credential's account
	const handle = response.response?.userHandle
	if (handle && Buffer.from(handle, 'base64url').toString() !== passkey.accountId) return null
	const { rpID, origin } = relyingParty()
	let verified
	try {
		verified = await (await webauthn()).verifyAuthenticationResponse({
			response,
			expectedChallenge,
			expectedOrigin: origin,
			expectedRPID: rpID,
			requireUserVerification: false,
			credential: {
				id: passkey.credentialId,
				publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
				counter: passkey.counter,
				transports: (passkey.transports ?? undefined) as never,
			},
		})
	} catch {
		return null
	}
	if (!verified.verified) return null
	db().update(identityPasskeys).set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: now }).where(eq(identityPasskeys.id, passkey.id)).run()
	return passkey.accountId
}
