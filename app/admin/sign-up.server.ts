// Who may sign up (issue 53, decision 291): the policy kept in instance_settings, invitations (single use, with an
// expiry, optionally for one email, stored as a SHA-256 hash), and the one check the embedded provider's sign-up and
// the enrollment wizard both make.
import crypto from 'node:crypto'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { createCookie, redirect } from 'react-router'
import { instanceSettings, invitations, users } from '#db/schema'
import { db } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { SIGN_UP_POLICIES, signUpRefusal, type Refusal, type SignUpPolicy } from './rules'

const DAY = 86_400_000

export function instanceSetting(key: string) {
	return db().select({ value: instanceSettings.value }).from(instanceSettings).where(eq(instanceSettings.key, key)).get()?.value ?? null
}

export function setInstanceSetting(key: string, value: string, now = Date.now()) {
	db()
		.insert(instanceSettings)
		.values({ key, value, updatedAt: now })
		.onConflictDoUpdate({ target: instanceSettings.key, set: { value, updatedAt: now } })
		.run()
}

export function signUpPolicy(): SignUpPolicy {
	const value = instanceSetting('sign_up_policy')
	return (SIGN_UP_POLICIES as readonly string[]).includes(value ?? '') ? (value as SignUpPolicy) : 'open'
}

export function setSignUpPolicy(policy: SignUpPolicy) {
	setInstanceSetting('sign_up_policy', policy)
}

/** nobody has an account yet: the first to sign up becomes the admin */
export function isFreshInstance() {
	return !db().select({ one: sql`1` }).from(users).limit(1).get()
}

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/** Makes an invitation; returns its link (shown once: only its hash is kept). */
export function createInvitation(input: { createdBy: string | null; email?: string | null; days: number }, now = Date.now()) {
	const token = crypto.randomBytes(24).toString('base64url')
	const row = db()
		.insert(invitations)
		.values({ tokenHash: hash(token), email: input.email?.trim() || null, createdBy: input.createdBy, createdAt: now, expiresAt: now + input.days * DAY })
		.returning()
		.get()
	return { invitation: row, token, link: `${env().publicUrl}/invite/${token}` }
}

/** the invitations not used yet, the newest first (expired ones too, so an admin sees why a link failed) */
export function openInvitations() {
	return db().select().from(invitations).where(isNull(invitations.usedAt)).orderBy(desc(invitations.createdAt)).all()
}

export function revokeInvitation(id: string) {
	return db().delete(invitations).where(and(eq(invitations.id, id), isNull(invitations.usedAt))).run().changes > 0
}

export function invitationByToken(token: string | null | undefined) {
	if (!token || token.length > 100) return undefined
	return db().select().from(invitations).where(eq(invitations.tokenHash, hash(token))).get()
}

/** Marks the invitation used by this address; false when another sign-up used it first (single use). */
export function redeemInvitation(token: string, email: string, now = Date.now()) {
	return (
		db()
			.update(invitations)
			.set({ usedAt: now, usedByEmail: email.trim().toLowerCase() })
			.where(and(eq(invitations.tokenHash, hash(token)), isNull(invitations.usedAt), sql`${invitations.expiresAt} > ${now}`))
			.run().changes === 1
	)
}

/** an invitation already redeemed at the embedded provider's sign-up by this address (the wizard comes after it) */
function redeemedBy(email: string) {
	return !!db()
		.select({ id: invitations.id })
		.from(invitations)
		.where(eq(invitations.usedByEmail, email.trim().toLowerCase()))
		.get()
}

/** the invitation a browser carries from /invite/TOKEN to the sign-up form */
export const invitationCookie = () =>
	createCookie('twentyfour_invitation', { httpOnly: true, sameSite: 'lax', secure: env().secure, path: '/', maxAge: 60 * 60 * 24 })

export async function invitationTokenOf(request: Request): Promise<string | null> {
	const value: unknown = await invitationCookie().parse(request.headers.get('Cookie'))
	return typeof value === 'string' ? value : null
}

/**
 * Why this person may not sign up now, or null. `stage` 'provider': the embedded provider's sign-up (an invitation
 * is used up there); 'enrollment': the wizard, which also admits someone who used an invitation at the provider.
 */
export async function signUpRefusalFor(request: Request, email: string, stage: 'provider' | 'enrollment', now = Date.now()) {
	const policy = signUpPolicy()
	if (stage === 'enrollment' && policy === 'invitation' && email && redeemedBy(email)) return null
	const token = await invitationTokenOf(request)
	return signUpRefusal({
		policy,
		firstPerson: isFreshInstance(),
		hasInvitation: !!token,
		invitation: invitationByToken(token),
		email: email || null,
		now,
	})
}

/** After a sign-up was allowed by an invitation: uses it up (false: another sign-up used it in between). */
export async function spendInvitationOf(request: Request, email: string, now = Date.now()) {
	if (signUpPolicy() !== 'invitation' || isFreshInstance() || redeemedBy(email)) return true
	const token = await invitationTokenOf(request)
	return token ? redeemInvitation(token, email, now) : false
}

/** the clear page of a refused sign-up (a redirect: the embedded provider's form and the wizard both end there) */
export function refusedSignUp(why: Refusal) {
	return redirect(`/signup/refused?why=${why}`, { headers: { 'X-Remix-Reload-Document': 'true' } })
}
