// Pushover's REST API (https://pushover.net/api) through fetch: validate a user key, send a message.
// Every answer becomes a result the caller can act on; nothing here logs, and never the user key.
import { env } from '~/lib/env.server'
import type { PushoverMessage } from './reminders'

export type PushoverFailure =
	/** Pushover says the user key is invalid (4xx with user: "invalid") */
	| { ok: false; kind: 'invalid-user'; reason: string }
	/** any other 4xx but 429: the request will not succeed if repeated */
	| { ok: false; kind: 'rejected'; reason: string }
	/** 429: the application's monthly messages are used up until resetAt (epoch ms) */
	| { ok: false; kind: 'quota'; reason: string; resetAt: number }
	/** 5xx, a timeout or a network error: worth another try */
	| { ok: false; kind: 'temporary'; reason: string }
export type PushoverResult = { ok: true } | PushoverFailure

export type PushoverClient = {
	validate(user: string): Promise<PushoverResult>
	send(user: string, message: PushoverMessage): Promise<PushoverResult>
}

export type PushoverOptions = { apiBase: string; appToken: string; timeoutMs?: number }

export const PUSHOVER_TIMEOUT = 10_000

export function pushoverClient({ apiBase, appToken, timeoutMs = PUSHOVER_TIMEOUT }: PushoverOptions): PushoverClient {
	async function post(path: string, fields: Record<string, string>): Promise<PushoverResult> {
		let response: Response
		try {
			response = await fetch(new URL(path, apiBase), {
				method: 'POST',
				headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
				body: new URLSearchParams({ token: appToken, ...fields }),
				signal: AbortSignal.timeout(timeoutMs),
			})
		} catch (error) {
			const timedOut = (error as Error).name === 'TimeoutError'
			return { ok: false, kind: 'temporary', reason: timedOut ? 'Pushover did not answer in time' : 'Pushover could not be reached' }
		}
		const body = (await response.json().catch(() => ({}))) as { status?: number; user?: string; errors?: unknown }
		if (response.ok && body.status === 1) return { ok: true }
		const errors = Array.isArray(body.errors) ? body.errors.filter((e): e is string => typeof e === 'string') : []
		const reason = errors.join('; ') || `HTTP ${response.status}`
		if (response.status === 429) {
			const reset = Number(response.headers.get('x-limit-app-reset'))
			// without a usable reset time, wait an hour before asking again
			return { ok: false, kind: 'quota', reason, resetAt: Number.isFinite(reset) && reset > 0 ? reset * 1000 : Date.now() + 3600_000 }
		}
		if (response.status >= 400 && response.status < 500) {
			if (body.user === 'invalid') return { ok: false, kind: 'invalid-user', reason: 'invalid' }
			return { ok: false, kind: 'rejected', reason }
		}
		return { ok: false, kind: 'temporary', reason }
	}

	return {
		validate: (user) => post('users/validate.json', { user }),
		send: (user, m) =>
			post('messages.json', {
				user,
				title: m.title,
				message: m.message,
				...(m.url ? { url: m.url, url_title: m.url_title } : {}),
				priority: String(m.priority),
			}),
	}
}

/** The instance's client, or null when PUSHOVER_APP_TOKEN is not set (reminders are off). */
export function configuredPushover(opts: { timeoutMs?: number } = {}): PushoverClient | null {
	const p = env().pushover
	return p ? pushoverClient({ ...p, ...opts }) : null
}
