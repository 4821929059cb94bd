// Accounts of the embedded identity provider: email and an scrypt password hash.
import crypto from 'node:crypto'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { identityAccounts } from '#db/schema'
import { db } from '~/lib/db.server'
import { env } from '~/lib/env.server'

const scrypt = promisify(crypto.scrypt) as (
	password: string,
	salt: Buffer,
	keylen: number,
	options: crypto.ScryptOptions,
) => Promise<Buffer>

const SCRYPT = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }

export async function hashPassword(password: string) {
	const salt = crypto.randomBytes(16)
	const key = await scrypt(password.normalize('NFKC'), salt, 64, SCRYPT)
	return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${key.toString('base64')}`
}

export async function verifyPassword(password: string, stored: string) {
	const [kind, n, r, p, salt, key] = stored.split('$')
	if (kind !== 'scrypt' || !salt || !key) return false
	const expected = Buffer.from(key, 'base64')
	const actual = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, {
		N: Number(n),
		r: Number(r),
		p: Number(p),
		maxmem: SCRYPT.maxmem,
	})
	return crypto.timingSafeEqual(expected, actual)
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export function findAccountById(id: string) {
	return db().select().from(identityAccounts).where(eq(identityAccounts.id, id)).get()
}

export function findAccountByEmail(email: string) {
	return db().select().from(identityAccounts).where(eq(identityAccounts.email, normalizeEmail(email))).get()
}

export async function createAccount(input: {
	email: string
	password: string
	givenName: string
	familyName: string
}) {
	const email = normalizeEmail(input.email)
	if (findAccountByEmail(email)) return { error: 'exists' as const }
	const account = db()
		.insert(identityAccounts)
		.values({
			email,
			passwordHash: await hashPassword(input.password),
			givenName: input.givenName.trim(),
			familyName: input.familyName.trim(),
			createdAt: Date.now(),
		})
		.returning()
		.get()
	return { account }
}

// A hash to compare against when the email is unknown, so both cases take the same time.
let dummyHash: Promise<string> | undefined

export async function authenticateAccount(email: string, password: string) {
	const account = findAccountByEmail(email)
	dummyHash ??= hashPassword('not a real password')
	const ok = await verifyPassword(password, account?.passwordHash ?? (await dummyHash))
	return account && ok ? account : null
}

export function setAccountUserId(accountId: string, userId: string) {
	db().update(identityAccounts).set({ ptUserId: userId }).where(eq(identityAccounts.id, accountId)).run()
}

export function deleteAccount(accountId: string) {
	db().delete(identityAccounts).where(eq(identityAccounts.id, accountId)).run()
}

export async function setPassword(accountId: string, password: string) {
	db().update(identityAccounts).set({ passwordHash: await hashPassword(password) }).where(eq(identityAccounts.id, accountId)).run()
}

/** The embedded provider's account behind a Twentyfour identity subject (`issuer|accountId`), or null (an external provider). */
export function embeddedAccountOf(subject: string) {
	const e = env()
	if (!e.embeddedIdp) return null
	const prefix = `${e.oidc.issuer}|`
	return subject.startsWith(prefix) ? (findAccountById(subject.slice(prefix.length)) ?? null) : null
}
