// Our own sign-in session: the cookie carries a signed id, the data lives in SQLite.
import crypto from 'node:crypto'
import { createSessionStorage, type Session } from 'react-router'
import { eq, lt, sql } from 'drizzle-orm'
import { sessions } from '#db/schema'
import { db, preparedPerConnection } from './db.server'
import { env } from './env.server'
import { LeastRecentlyUsed } from './least-recently-used'
import { memoOf, remember } from './request-memo.server'
import { signedCookie } from './signed-cookie.server'

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

/** read on every signed-in request: built once per connection (decision 184) */
const sessionRow = preparedPerConnection((database) => database.select().from(sessions).where(eq(sessions.id, sql.placeholder('id'))).prepare())

function makeStorage() {
	const e = env()
	const cookie = signedCookie(sessionCookieName(), {
		httpOnly: true,
		sameSite: 'lax',
		secure: e.secure,
		path: '/',
		maxAge: SESSION_TTL_MS / 1000,
		secrets: [e.sessionSecret],
	})
	// the signature of a session cookie is checked once per cookie value (an HMAC each time otherwise: a page reads the
	// session three times, for the kept-page key, the root and the route); the row is read every time, so a session
	// ended is ended at once
	const verified = new LeastRecentlyUsed<Promise<unknown>>(10_000)
	const checkedCookie: typeof cookie = Object.create(cookie, {
		parse: {
			value: (header: string | null, options?: Parameters<typeof cookie.parse>[1]) => {
				if (!header || options) return cookie.parse(header, options)
				let parsed = verified.get(header)
				if (!parsed) verified.set(header, (parsed = cookie.parse(header)))
				return parsed
			},
		},
	})
	return createSessionStorage<SessionData>({
		cookie: checkedCookie,
		async createData(data, expires) {
			const id = crypto.randomBytes(24).toString('base64url')
			const now = Date.now()
			db().insert(sessions)
				.values({
					id,
					data,
					userId: data.userId ?? null,
					createdAt: now,
					lastSeenAt: now,
					expiresAt: (expires ?? new Date(now + SESSION_TTL_MS)).getTime(),
				})
				.run()
			return id
		},
		async readData(id) {
			const row = sessionRow().get({ id })
			if (!row) return null
			if (row.expiresAt < Date.now()) {
				db().delete(sessions).where(eq(sessions.id, id)).run()
				return null
			}
			return row.data
		},
		async updateData(id, data, expires) {
			db().update(sessions)
				.set({ data, userId: data.userId ?? null, expiresAt: (expires ?? new Date(Date.now() + SESSION_TTL_MS)).getTime() })
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

/** a request's session when it has no memo of ours (a post: its loaders read again after the action) */
const sessionOf = new WeakMap<Request, Promise<Session<SessionData>>>()

/** The request's session: one read per request, however many loaders ask (the root's and the route's; request-memo.server.ts). */
export function getSession(request: Request) {
	const memo = memoOf(request)
	if (memo) return remember(memo, 'session', () => sessionStorage().getSession(request.headers.get('Cookie')))
	let session = sessionOf.get(request)
	if (!session) sessionOf.set(request, (session = sessionStorage().getSession(request.headers.get('Cookie'))))
	return session
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
	// this request's session is gone: a later read in it finds what the old id finds now (nothing)
	sessionOf.delete(request)
	memoOf(request)?.delete('session')
	const fresh = await sessionStorage().getSession()
	for (const [k, v] of Object.entries(data)) fresh.set(k as keyof SessionData, v as never)
	headers.append('Set-Cookie', await commitSession(fresh))
	return headers
}

export function purgeExpiredSessions() {
	db().delete(sessions).where(lt(sessions.expiresAt, Date.now())).run()
}
