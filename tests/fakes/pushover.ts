// A fake of Pushover's REST API (users/validate.json and messages.json) on 127.0.0.1, with
// scriptable answers: tests queue the next answers, or make the server hang.
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type PushoverCall = { path: string; fields: Record<string, string>; contentType?: string }
export type FakeAnswer =
	| { status: number; body?: Record<string, unknown>; headers?: Record<string, string>; delayMs?: number }
	/** never answers (until the fake is closed) */
	| 'hang'

export const VALID_KEY = 'uQiRzpo4DXghDmr9QzzfQu27cmVRsG'

const ok = { status: 200, body: { status: 1, request: 'fake-request' } }
const invalidUser = { status: 400, body: { user: 'invalid', errors: ['user identifier is not a valid user, group, or subscribed user key'], status: 0, request: 'fake' } }

/**
 * `log`: a file every fake given the same path appends its calls to, and reads its messages from. Servers with a reminder
 * scheduler on one database each send whichever reminder falls due to their own fake: with a shared log, a test finds
 * its reminder whichever server sent it (and a reminder sent twice, by two servers, shows twice).
 */
export async function startFakePushover(opts: { token?: string; log?: string } = {}) {
	const token = opts.token ?? 'app-token-for-tests'
	const calls: PushoverCall[] = []
	const logged = (): PushoverCall[] =>
		opts.log && fs.existsSync(opts.log)
			? fs
					.readFileSync(opts.log, 'utf8')
					.split('\n')
					.filter(Boolean)
					.map((line) => JSON.parse(line) as PushoverCall)
			: calls
	const queued: Record<string, FakeAnswer[]> = { 'users/validate.json': [], 'messages.json': [] }
	const waiters: { count: number; resolve: () => void }[] = []
	const hanging = new Set<http.ServerResponse>()
	/** user keys whose messages wait for `release`, and the answers waiting */
	const holding = new Set<string>()
	const held: { user: string; answer: () => void }[] = []

	/** the answer when nothing is queued: ok for VALID_KEY (and any key starting "u"), invalid for other keys */
	const byDefault = (fields: Record<string, string>): FakeAnswer =>
		fields.token !== token
			? { status: 400, body: { token: 'invalid', errors: ['application token is invalid'], status: 0 } }
			: fields.user?.startsWith('u')
				? ok
				: invalidUser

	const server = http.createServer((req, res) => {
		let raw = ''
		req.on('data', (c) => (raw += c))
		req.on('end', () => {
			const path = (req.url ?? '').replace(/^\/1\//, '').replace(/^\//, '')
			const fields = Object.fromEntries(new URLSearchParams(raw))
			const call = { path, fields, contentType: req.headers['content-type'] }
			calls.push(call)
			if (opts.log) fs.appendFileSync(opts.log, `${JSON.stringify(call)}\n`)
			for (const w of waiters.filter((w) => calls.length >= w.count)) {
				waiters.splice(waiters.indexOf(w), 1)
				w.resolve()
			}
			if (!(path in queued)) {
				res.statusCode = 404
				return res.end('{"status":0,"errors":["not found"]}')
			}
			if (path === 'messages.json' && holding.has(fields.user ?? '')) {
				held.push({ user: fields.user!, answer: () => reply(res, queued[path]!.shift() ?? byDefault(fields)) })
				return
			}
			reply(res, queued[path]!.shift() ?? byDefault(fields))
		})
	})
	function reply(res: http.ServerResponse, answer: FakeAnswer) {
		if (answer === 'hang') {
			hanging.add(res)
			return
		}
		const respond = () => {
			res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
			res.end(JSON.stringify(answer.body ?? {}))
		}
		if (answer.delayMs) setTimeout(respond, answer.delayMs)
		else respond()
	}
	await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
	const { port } = server.address() as AddressInfo
	return {
		token,
		/** what PUSHOVER_API_BASE should be */
		apiBase: `http://127.0.0.1:${port}/1/`,
		calls,
		/** the messages sent: to this fake, or with a `log`, to every fake that shares it */
		messages: () => logged().filter((c) => c.path === 'messages.json'),
		/** the next answers of an endpoint, in order */
		queue(path: 'users/validate.json' | 'messages.json', ...answers: FakeAnswer[]) {
			queued[path]!.push(...answers)
		},
		/** forgets the calls and the queued answers */
		reset() {
			calls.length = 0
			for (const path of Object.keys(queued)) queued[path] = []
		},
		/** messages to this user key get no answer until `release` */
		hold(user: string) {
			holding.add(user)
		},
		/** answers the held messages to this user key (and holds no more of them) */
		release(user: string) {
			holding.delete(user)
			for (const h of held.filter((h) => h.user === user)) {
				held.splice(held.indexOf(h), 1)
				h.answer()
			}
		},
		/** resolves once `count` requests have arrived */
		received(count: number) {
			return calls.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve }))
		},
		close: () =>
			new Promise<void>((r) => {
				for (const res of hanging) res.destroy()
				server.closeAllConnections()
				server.close(() => r())
			}),
	}
}
export type FakePushover = Awaited<ReturnType<typeof startFakePushover>>

export const ANSWERS = {
	ok,
	invalidUser,
	badRequest: (error: string) => ({ status: 400, body: { errors: [error], status: 0 } }),
	quota: (resetSeconds: number) => ({
		status: 429,
		body: { errors: ['application is over its monthly message limit'], status: 0 },
		headers: { 'X-Limit-App-Limit': '10000', 'X-Limit-App-Remaining': '0', 'X-Limit-App-Reset': String(resetSeconds) },
	}),
	serverError: { status: 500, body: { status: 0, errors: ['internal error'] } },
} as const
