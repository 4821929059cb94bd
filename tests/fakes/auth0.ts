// A fake of the far end of Auth0's management API (token + users endpoints), on 127.0.0.1.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type Auth0Call = { method: string; path: string; body: unknown; authorization?: string }

export async function startFakeAuth0() {
	const calls: Auth0Call[] = []
	const users = new Map<string, { app_metadata: Record<string, unknown> }>()
	const server = http.createServer((req, res) => {
		let raw = ''
		req.on('data', (c) => (raw += c))
		req.on('end', () => {
			const body = raw ? JSON.parse(raw) : null
			calls.push({ method: req.method!, path: req.url!, body, authorization: req.headers.authorization })
			res.setHeader('content-type', 'application/json')
			if (req.method === 'POST' && req.url === '/oauth/token') {
				if (body.grant_type !== 'client_credentials' || body.client_secret !== 'mgmt-secret') {
					res.statusCode = 401
					return res.end('{"error":"access_denied"}')
				}
				return res.end(JSON.stringify({ access_token: 'mgmt-token', token_type: 'Bearer' }))
			}
			if (req.headers.authorization !== 'Bearer mgmt-token') {
				res.statusCode = 401
				return res.end('{}')
			}
			const match = /^\/api\/v2\/users\/(.+)$/.exec(req.url!)
			const id = match ? decodeURIComponent(match[1]!) : null
			if (id && req.method === 'PATCH') {
				const user = users.get(id) ?? { app_metadata: {} }
				user.app_metadata = { ...user.app_metadata, ...body.app_metadata }
				users.set(id, user)
				return res.end(JSON.stringify({ user_id: id, ...user }))
			}
			if (id && req.method === 'DELETE') {
				users.delete(id)
				res.statusCode = 204
				return res.end()
			}
			res.statusCode = 404
			res.end('{}')
		})
	})
	await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
	const { port } = server.address() as AddressInfo
	return {
		url: `http://127.0.0.1:${port}`,
		calls,
		users,
		close: () => new Promise<void>((r) => server.close(() => r())),
	}
}
