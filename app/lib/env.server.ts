// Configuration is read once, validated, and fails at start-up with a clear message.
import fs from 'node:fs'
import path from 'node:path'
import crypto from 'node:crypto'
import { z } from 'zod'
import { isMainThread } from 'node:worker_threads'
import { parseBackupInterval, retentionDays } from './backup-schedule'
import { closeToOthers, keepNewFilesPrivate } from './data-dir.server'

const optional = z
	.string()
	.optional()
	.transform((v) => (v && v.trim() !== '' ? v.trim() : undefined))

const schema = z.object({
	NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
	PORT: z.coerce.number().int().min(1).max(65535).default(3000),
	DATA_DIR: z.string().default('./data'),
	PUBLIC_URL: optional.pipe(z.url().optional()),
	SESSION_SECRET: optional,
	OIDC_ISSUER: optional.pipe(z.url().optional()),
	OIDC_CLIENT_ID: optional,
	OIDC_CLIENT_SECRET: optional,
	/** the audience of an external provider's access tokens for our JSON API (issue 16) */
	OIDC_API_AUDIENCE: optional,
	AUTH0_DOMAIN: optional,
	AUTH0_MGMT_CLIENT_ID: optional,
	AUTH0_MGMT_CLIENT_SECRET: optional,
	LOGOUT_RETURN_URL: optional,
	STRIPE_SECRET_KEY: optional,
	STRIPE_PUBLISHABLE_KEY: optional,
	STRIPE_WEBHOOK_SECRET: optional,
	STRIPE_PRICE_MONTHLY: optional,
	STRIPE_PRICE_QUARTERLY: optional,
	STRIPE_PRICE_YEARLY: optional,
	STRIPE_API_BASE: optional.pipe(z.url().optional()),
	/** where the browser loads Stripe.js from (tests serve a stand-in) */
	STRIPE_JS_URL: optional.pipe(z.url().optional()),
	PREMIUM_FOR_ALL: optional,
	/** more admins than the first person: emails separated by commas or spaces (issue 53) */
	ADMIN_EMAILS: optional,
	PUSHOVER_APP_TOKEN: optional,
	PUSHOVER_API_BASE: optional,
	/** mail (issue 53): smtp://user:password@host:587 (STARTTLS when offered) or smtps://...:465; unset: no mail */
	SMTP_URL: optional.pipe(
		z
			.url({ error: 'must be a URL like smtp://user:password@mail.example.com:587 or smtps://...:465' })
			.refine((u) => /^smtps?:$/.test(new URL(u).protocol), 'must start with smtp:// or smtps://')
			.optional(),
	),
	/** the sender of every mail: an address, or "Name <address>" (default "Twentyfour <no-reply@PUBLIC_URL's host>") */
	MAIL_FROM: optional.pipe(
		z
			.string()
			.refine((v) => z.email().safeParse(/<([^<>]+)>\s*$/.exec(v)?.[1] ?? v).success, 'must be an email address, or "Name <address>"')
			.optional(),
	),
	SUPPORT_EMAIL: z.string().default('support@twentyfour.example'),
	GOVERNING_STATE: z.string().default('Delaware'),
	/** hops of reverse proxies to trust for the client address (X-Forwarded-For); 0 when none */
	TRUST_PROXY: optional.transform((v) => (v === undefined ? undefined : Number(v))).pipe(z.number().int().min(0).optional()),
	/** the address the server listens on (server.js reads it); unset: every interface, 127.0.0.1 behind a proxy on the same box */
	HOST: optional,
	/** requests allowed per minute and address on the sign-in and sign-up posts */
	AUTH_RATE_LIMIT: optional.transform((v) => (v ? Number(v) : 10)).pipe(z.number().int().min(1)),
	/** posts (and other non-GET requests) allowed per minute and address on every other route */
	FORM_RATE_LIMIT: optional.transform((v) => (v ? Number(v) : 120)).pipe(z.number().int().min(1)),
	/** CalDAV requests allowed per minute and app password (issue 50.9); past it 429 with Retry-After */
	DAV_RATE_LIMIT: optional.transform((v) => (v ? Number(v) : 3000)).pipe(z.number().int().min(1)),
	/** how often the server backs the database up: hourly, daily, weekly, off, or 30m, 6h, 2d... (issue 30) */
	BACKUP_INTERVAL: optional
		.transform((v) => parseBackupInterval(v ?? 'daily'))
		.refine((v) => v !== undefined, 'must be hourly, daily, weekly, off, or a number with m, h or d (at least 5m)'),
	/** how many backups are kept; older ones are deleted after each backup */
	BACKUP_KEEP: optional.transform((v) => (v ? Number(v) : 14)).pipe(z.number().int().min(1).max(10_000)),
	/** where backups go (default DATA_DIR/backups): another disk or a mounted volume keeps them off the database's disk */
	BACKUP_DIR: optional,
	/** the hour (UTC, 0-23) of the weekly full integrity check of the newest backup: a quiet hour for the server */
	BACKUP_CHECK_HOUR: optional.transform((v) => (v ? Number(v) : 3)).pipe(z.number().int().min(0).max(23)),
})

export type Env = ReturnType<typeof loadEnv>

/**
 * An https PUBLIC_URL is only ever served through a reverse proxy that terminates TLS (the server speaks plain http):
 * TRUST_PROXY left unset there means every client shares one address (one rate limit). Setting it, even to 0, is a choice.
 */
export function untrustedProxyRefusal(publicUrl: string, trustProxy: number | undefined) {
	if (trustProxy !== undefined || !publicUrl.startsWith('https://')) return null
	return `PUBLIC_URL is ${publicUrl} but TRUST_PROXY is not set: set TRUST_PROXY=1 (the number of reverse proxies in front of Twentyfour), or TRUST_PROXY=0 if no proxy sends X-Forwarded-For.`
}

function loadEnv() {
	// parsed once, at the start: without zod's compiled fast path, whose compiling costs more than this one parse (3 of
	// its 7 ms; decision 401). The setting is put back for every other schema.
	const jitless = z.config().jitless
	z.config({ jitless: true })
	let parsed: ReturnType<typeof schema.safeParse>
	try {
		parsed = schema.safeParse(process.env)
	} finally {
		z.config({ jitless })
	}
	if (!parsed.success) {
		const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
		throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
	}
	const e = parsed.data
	if (e.OIDC_ISSUER && !e.OIDC_CLIENT_ID) {
		throw new Error('Invalid configuration: OIDC_ISSUER is set but OIDC_CLIENT_ID is not.')
	}
	const dataDir = path.resolve(e.DATA_DIR)
	// before anything is written there: new files 0600, and the folder and what is in it closed to others (issue 49)
	keepNewFilesPrivate()
	if (isMainThread) closeToOthers(dataDir)
	else fs.mkdirSync(dataDir, { recursive: true })
	if (isMainThread && e.BACKUP_DIR && fs.existsSync(e.BACKUP_DIR)) closeToOthers(path.resolve(e.BACKUP_DIR))
	const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')
	// the most common mistake behind a reverse proxy (issue 56, decision 289): caught here, in one line
	const untrusted = untrustedProxyRefusal(publicUrl, e.TRUST_PROXY)
	if (untrusted) throw new Error(`Invalid configuration: ${untrusted}`)
	const secrets = readOrCreateSecrets(dataDir)
	const billing =
		e.STRIPE_SECRET_KEY && e.STRIPE_PRICE_MONTHLY && e.STRIPE_PRICE_QUARTERLY && e.STRIPE_PRICE_YEARLY
			? {
					secretKey: e.STRIPE_SECRET_KEY,
					publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? '',
					webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
					apiBase: e.STRIPE_API_BASE,
					stripeJsUrl: e.STRIPE_JS_URL ?? 'https://js.stripe.com/endive/stripe.js',
					prices: {
						month: e.STRIPE_PRICE_MONTHLY,
						quarter: e.STRIPE_PRICE_QUARTERLY,
						year: e.STRIPE_PRICE_YEARLY,
					},
				}
			: null
	return {
		nodeEnv: e.NODE_ENV,
		port: e.PORT,
		dataDir,
		publicUrl,
		secure: publicUrl.startsWith('https://'),
		sessionSecret: e.SESSION_SECRET ?? secrets.sessionSecret,
		cookieKeys: secrets.cookieKeys,
		/** the embedded provider serves when no external issuer is configured */
		embeddedIdp: !e.OIDC_ISSUER,
		oidc: e.OIDC_ISSUER
			? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID!, clientSecret: e.OIDC_CLIENT_SECRET ?? null }
			: {
					issuer: `${publicUrl}/oidc`,
					clientId: 'twentyfour',
					clientSecret: secrets.clientSecret,
				},
		/** the JSON API's audience: access tokens must name it (resource indicators of the embedded provider) */
		apiAudience: e.OIDC_API_AUDIENCE ?? `${publicUrl}/api`,
		auth0:
			e.AUTH0_DOMAIN && e.AUTH0_MGMT_CLIENT_ID && e.AUTH0_MGMT_CLIENT_SECRET
				? {
						domain: e.AUTH0_DOMAIN,
						clientId: e.AUTH0_MGMT_CLIENT_ID,
						clientSecret: e.AUTH0_MGMT_CLIENT_SECRET,
					}
				: null,
		logoutReturnUrl: e.LOGOUT_RETURN_URL ?? `${publicUrl}/home`,
		billing,
		/**
		 * every account has every feature: a server without billing (nothing to pay with, so nothing is locked), or one
		 * with billing whose operator says so with PREMIUM_FOR_ALL (issue 53, decision 292)
		 */
		premiumForAll: !billing || e.PREMIUM_FOR_ALL === 'true' || e.PREMIUM_FOR_ALL === '1',
		adminEmails: (e.ADMIN_EMAILS ?? '')
			.split(/[\s,]+/)
			.map((a) => a.trim().toLowerCase())
			.filter(Boolean),
		pushover: e.PUSHOVER_APP_TOKEN
			? {
					appToken: e.PUSHOVER_APP_TOKEN,
					/** always ends with "/", so relative paths like "messages.json" resolve under it */
					apiBase: (e.PUSHOVER_API_BASE ?? 'https://api.pushover.net/1/').replace(/\/*$/, '/'),
				}
			: null,
		mail: e.SMTP_URL
			? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `Twentyfour <no-reply@${new URL(publicUrl).hostname}>` }
			: null,
		supportEmail: e.SUPPORT_EMAIL,
		governingState: e.GOVERNING_STATE,
		authRateLimit: e.AUTH_RATE_LIMIT,
		formRateLimit: e.FORM_RATE_LIMIT,
		davRateLimit: e.DAV_RATE_LIMIT,
		trustProxy: e.TRUST_PROXY ?? 0,
		host: e.HOST ?? null,
		backups: {
			/** milliseconds between backups; null when scheduled backups are off */
			intervalMs: e.BACKUP_INTERVAL ?? null,
			keep: e.BACKUP_KEEP,
			dir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, 'backups')),
			checkHour: e.BACKUP_CHECK_HOUR,
			/** what the privacy policy names: how long a backup (and so deleted data in it) lasts; null without backups */
			retentionDays: e.BACKUP_INTERVAL ? retentionDays(e.BACKUP_INTERVAL, e.BACKUP_KEEP) : null,
		},
	}
}

type Secrets = { sessionSecret: string; clientSecret: string; cookieKeys: string[] }

/** Secrets the embedded default needs are generated into DATA_DIR on first start. */
function readOrCreateSecrets(dataDir: string): Secrets {
	const file = path.join(dataDir, 'secrets.json')
	if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as Secrets
	const random = () => crypto.randomBytes(32).toString('base64url')
	const secrets: Secrets = { sessionSecret: random(), clientSecret: random(), cookieKeys: [random()] }
	fs.writeFileSync(file, JSON.stringify(secrets, null, '\t'), { mode: 0o600 })
	return secrets
}

let cached: Env | undefined
/** The database's file in a data folder: the server's, a backup's source, a restore's target. */
export const databaseFileIn = (dataDir: string) => path.join(dataDir, 'twentyfour.db')

/** A cookie's name: `__Host-` prefixed under https (Secure, Path=/, no Domain: no other site or path can set it). */
export const hostCookieName = (name: string) => (env().secure ? `__Host-${name}` : name)

/** The header that deletes a cookie of ours: Secure too under https, or a browser ignores it for a `__Host-` name. */
export const clearedCookie = (name: string) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${env().secure ? '; Secure' : ''}`

export function env(): Env {
	cached ??= loadEnv()
	return cached
}

/** for tests that change process.env between cases */
export function resetEnvForTests() {
	cached = undefined
}
