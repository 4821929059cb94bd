// A person of the CalDAV tests over the real routers (app/dav/*.server.test.ts): an account in Europe/Berlin, a
// write app password as Basic auth, and `dav(method, path, body, headers)`, which answers status, text, ETag and length.
// `user`: an account made already (one of the embedded provider, whose account a test deletes); a new one by default.
import { personalToken } from '../api-client'
import { makeUser } from '../factories'

type Account = ReturnType<typeof makeUser>

export function davPerson(api: { base: string }, contentType = 'application/xml', user: Account = makeUser({ timezone: 'Europe/Berlin' })) {
	const auth = `Basic ${Buffer.from(`${user.email}:${personalToken(user.id, 'write')}`).toString('base64')}`
	const dav = async (method: string, path: string, body?: string, headers: Record<string, string> = {}) => {
		const res = await fetch(api.base + path, { method, headers: { authorization: auth, 'content-type': contentType, depth: '1', ...headers }, body })
		return { status: res.status, text: await res.text(), etag: res.headers.get('etag'), length: res.headers.get('content-length') }
	}
	return { user, dav, base: `/dav/${user.id}/no-folder/` }
}
