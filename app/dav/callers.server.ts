// Who is calling /dav (issue 50.A, decision 370): HTTP Basic with the person's email and an app password (a personal
// access token). Every request of a sync asks it, so the token and its person are read in one statement prepared once
// per connection: the token by its hash's unique index, then the person by primary key. Before, two queries (one built
// by Drizzle anew per request) took most of the server's time of a small answer: about 1.5 of 1.8 ms. Nothing is kept
// between requests, so a revoked or expired token, a person disabled or renamed, is refused at their next request.
import { eq, getTableColumns, sql } from 'drizzle-orm'
import { ownerVersions, personalAccessTokens, users } from '#db/schema'
import { TOKEN_PREFIX } from '~/api/token-form'
import { hashToken, recordTokenUse } from '~/api/tokens.server'
import type { User } from '~/identity/users.server'
import { preparedPerConnection } from '~/lib/db.server'

/** the email and password of a Basic Authorization header, or null */
export function basicCredentials(header: string | undefined): { email: string; password: string } | null {
	const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '')
	if (!m) return null
	const decoded = Buffer.from(m[1]!, 'base64').toString('utf8')
	const colon = decoded.indexOf(':')
	return colon < 0 ? null : { email: decoded.slice(0, colon), password: decoded.slice(colon + 1) }
}

const tokenAndPerson = preparedPerConnection((database) =>
	database
		.select({
			person: { ...getTableColumns(users), dataVersion: ownerVersions.version },
			token: { id: personalAccessTokens.id, access: personalAccessTokens.access, expiresAt: personalAccessTokens.expiresAt, lastUsedAt: personalAccessTokens.lastUsedAt },
		})
		.from(personalAccessTokens)
		.innerJoin(users, eq(users.id, personalAccessTokens.ownerId))
		.leftJoin(ownerVersions, eq(ownerVersions.ownerId, personalAccessTokens.ownerId))
		.where(eq(personalAccessTokens.tokenHash, sql.placeholder('hash')))
		.prepare(),
)

/**
 * The person whose email and app password these are, with the token's access, as `redeemPersonalToken` and
 * `getUserById` would find them (an unexpired token, its use recorded; an enrolled person not disabled, whose email it
 * is); null for anything else.
 */
export function davCaller(header: string | undefined, now = Date.now()): { user: User; writable: boolean; key: string } | null {
	const credentials = basicCredentials(header)
	if (!credentials || !credentials.password.startsWith(TOKEN_PREFIX) || credentials.password.length > 200) return null
	const row = tokenAndPerson().get({ hash: hashToken(credentials.password) })
	if (!row || (row.token.expiresAt !== null && row.token.expiresAt <= now)) return null
	recordTokenUse(row.token, now)
	const user: User = { ...row.person, dataVersion: row.person.dataVersion ?? undefined }
	if (user.incomplete || user.disabledAt || user.email.toLowerCase() !== credentials.email.trim().toLowerCase()) return null
	return { user, writable: row.token.access === 'write', key: row.token.id }
}
