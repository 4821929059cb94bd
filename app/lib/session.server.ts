// Our own sign-in session: the cookie carries a signed id, the data lives in SQLite.
import crypto from 'node:crypto'
import { createCookie, createSessionStorage, type Session } from 'react-router'
import { eq, lt } from 'drizzle-orm'
import { sessions } from '#db/schema'
import { db } from './db.server'
import { env } from './env.server'

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000

export type SessionData = {
	/** the identity returned by the identity provider */
	identity?: Identity
	/** the Twentyfour user, once enrolled */
	userId?: string
	idToken?: string
	/** the identity provider's access token for our JSON API (the /external-api page calls the API with it) */
	apiToken?: { token: string; expiresAt: number }
}
export type Identity = {
	subject: string
	email: string
	givenName: string
	familyName: string
	picture: string | null
}

let storage: ReturnType<typeof makeStorage> | undefined

/** the session cookie's name: `__Host-` prefixed under https (the CSRF check looks for it too) */
export function sessionCookieName() {
	return env().secure ? '__Host-twentyfour_session' : 'twentyfour_session'
}

function makeStorage() {
	const e = env()
	const cookie = createCookie(sessionCookieName(), {
		httpOnly: true,
		sameSite: 'lax',
		secure: e.secure,
		path: '/',
		maxAge: SESSION_TTL_MS / 1000,
		secrets: [e.sessionSecret],
	})
	return createSessionStorage<SessionData>({
		cookie,
		async createData(data, expires) {
			const id = crypto.randomBytes(24).toString('base64url')
			db().insert(sessions)
				.values({ id, data, expiresAt: (expires ?? new Date(Date.now() + SESSION_TTL_MS)).getTime() })
				.run()
			return id
		},
		async readData(id) {
			const row = db().select().from(sessions).where(eq(sessions.id, id)).get()
			if (!row) return null
			if (row.expiresAt < Date.now()) {
				db().delete(sessions).where(eq(sessions.id, id)).run()
				return null
			}
			return row.data
		},
		async updateData(id, data, expires) {
			db().update(sessions)
				.set({ data, expiresAt: (expires ?? new Date(Date.now() + SESSION_TTL_MS)).getTime() })
				.where(eq(sessions.id, id))
				.run()
		},
		async deleteData(id) {
			db().delete(sessions).where(eq(sessions.id, id)).run()
		},
	})
}

export function sessionStorage() {
	storage ??= makeStorage()
	return storage
}

export function getSession(request: Request) {
	return sessionStorage().getSession(request.headers.get('Cookie'))
}

export function commitSession(session: Session<SessionData>) {
	return sessionStorage().commitSession(session, { expires: new Date(Date.now() + SESSION_TTL_MS) })
}

export function destroySession(session: Session<SessionData>) {
	return sessionStorage().destroySession(session)
}

/**
 * A fresh session at sign-in: the old one (if any) is destroyed so a planted id is worthless.
 * Returns the Set-Cookie headers to send.
 */
export async function startNewSession(request: Request, data: SessionData) {
	const old = await getSession(request)
	const headers = new Headers()
	if (old.id) await sessionStorage().destroySession(old)
	const fresh = await sessionStorage().getSession()
	for (const [k, v] of Object.entries(data)) fresh.set(k as keyof SessionData, v as never)
	headers.append('Set-Cookie', await commitSession(fresh))
	return headers
}

export function purgeExpiredSessions() {
	db().delete(sessions).where(lt(sessions.expiresAt, Date.now())).run()
}
