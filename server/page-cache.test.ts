import crypto from 'node:crypto'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { LeastRecentlyUsed } from '~/lib/least-recently-used'
import { bodyFor, cutTemplate, fillTemplate, keptPages, keptVersions, makeEntry, OWNER_PAGES, ownerPageKey, publicPageKey, type Secrets } from './page-cache'

const ACK = 'twentyfour_cookies_ok'
const secrets = (nonce: string, submissionToken = `token-${nonce}`) => ({ nonce, submissionToken })

describe('publicPageKey', () => {
	it('serves a signed-out visitor from the cache, apart for those who dismissed the cookie banner', () => {
		expect(publicPageKey('GET', '/home', '', undefined, ACK)).toBe('/home|new')
		expect(publicPageKey('HEAD', '/home', '', '', ACK)).toBe('/home|new')
		expect(publicPageKey('GET', '/home', '', `${ACK}=1`, ACK)).toBe('/home|ack')
	})

	it('renders for anyone with a session, a toast or any other cookie, for a query and for posts', () => {
		expect(publicPageKey('GET', '/home', '', `${ACK}=1; twentyfour_session=abc`, ACK)).toBeNull()
		expect(publicPageKey('GET', '/home', '', 'twentyfour_toast=x', ACK)).toBeNull()
		expect(publicPageKey('GET', '/home', '?utm=1', undefined, ACK)).toBeNull()
		expect(publicPageKey('POST', '/home', '', undefined, ACK)).toBeNull()
	})
})

describe('makeEntry and bodyFor', () => {
	const page = (nonce: string, script = '') =>
		`<html><head><link nonce="${nonce}" rel="icon" href="/favicon.svg"/>${script}</head><body>Hello</body></html>`

	it('a page without scripts is stored without its nonce and compressed once', () => {
		const entry = makeEntry(200, [['content-type', 'text/html']], page('n1'), secrets('n1'))
		expect(entry.template).toBeUndefined()
		expect(bodyFor(entry, undefined, secrets('n2')).body.toString()).toBe(page('n1').replace(' nonce="n1"', ''))
		const br = bodyFor(entry, 'gzip, deflate, br', secrets('n2'))
		expect(br.encoding).toBe('br')
		expect(zlib.brotliDecompressSync(br.body).toString()).toContain('Hello')
		const gzip = bodyFor(entry, 'gzip', secrets('n2'))
		expect(gzip.encoding).toBe('gzip')
		expect(zlib.gunzipSync(gzip.body).toString()).toContain('Hello')
	})

	it("a page with an inline script gets each response's own nonce", () => {
		const html = page('n1', '<script nonce="n1">document.documentElement.dataset.js="1"</script>')
		const entry = makeEntry(200, [], html, secrets('n1'))
		const { body, encoding } = bodyFor(entry, undefined, secrets('fresh'))
		expect(encoding).toBeUndefined()
		expect(body.toString()).toContain('<script nonce="fresh">')
		expect(body.toString()).not.toContain('n1')
	})

	it('keeps every byte of a page that is not ASCII: it is cut and compressed as bytes, never decoded', () => {
		const text = 'Sort ↕ ▲ ▼ · Zoë’s “café” 日本語 😀'
		const scripted = page('n1', `<script nonce="n1">1</script>`).replace('Hello', `${text} <input value="token-n1"/>`)
		const plain = page('n1').replace('Hello', text)
		for (const html of [scripted, plain]) {
			const entry = makeEntry(200, [], Buffer.from(html), secrets('n1'))
			const fresh = secrets('n2')
			const expected = html === plain ? html.replace(' nonce="n1"', '') : html.replaceAll('n1', 'n2')
			expect(bodyFor(entry, undefined, fresh).body.toString()).toBe(expected)
			expect(zlib.gunzipSync(bodyFor(entry, 'gzip', fresh).body).toString()).toBe(expected)
		}
	})

	it('the ETag changes with the page, not with the nonce it was rendered with', () => {
		expect(makeEntry(200, [], page('nonceA'), secrets('nonceA')).etag).toBe(makeEntry(200, [], page('nonceB'), secrets('nonceB')).etag)
		expect(makeEntry(200, [], page('nonceA'), secrets('nonceA')).etag).not.toBe(makeEntry(200, [], page('nonceA') + ' ', secrets('nonceA')).etag)
	})
})

describe("a person's pages", () => {
	const cookies = { session: 'twentyfour_session', toast: 'twentyfour_toast' }
	const owner = { userId: 'u1', version: 7, day: 1_790_000_000_000 }
	const req = (path: string, cookie?: string, method = 'GET', query = '') => ({ method, path, originalUrl: path + query, headers: { cookie } })
	const key = (r: ReturnType<typeof req>, state = async () => owner as typeof owner | null) => ownerPageKey(r, cookies, state)

	it('keeps the task lists, the dashboard and the word cloud, not the dialogs, the profile or the gallery', () => {
		for (const path of ['/tasks', '/tasks/overdue', '/tasks/context/@Home', '/tasks/ps/high-next', '/gtd/tasks', '/gtd/tasks/inbox', '/dashboard', '/wordcloud']) {
			expect(OWNER_PAGES.test(path), path).toBe(true)
		}
		for (const path of ['/tasks/quick-add', '/tasks/filter', '/tasks/display-options', '/tasks/detail/x', '/tasks/create/new', '/tasks/move/x', '/tasks.data', '/tasks/overdue.data', '/profile', '/gallery/personal', '/home']) {
			expect(OWNER_PAGES.test(path), path).toBe(false)
		}
	})

	it('is kept per person, data version, local day and whole URL', async () => {
		expect(await key(req('/tasks', 'twentyfour_session=s'))).toBe(`u1|7|${owner.day}|/tasks`)
		expect(await key(req('/tasks', 'twentyfour_session=s', 'GET', '?limit=50'))).toBe(`u1|7|${owner.day}|/tasks?limit=50`)
		expect(await key(req('/tasks', 'twentyfour_session=s'), async () => ({ ...owner, version: 8 }))).toBe(`u1|8|${owner.day}|/tasks`)
	})

	it('is rendered as usual for a post, a toast to show, no session, or a session that lets nobody in', async () => {
		expect(await key(req('/tasks', 'twentyfour_session=s', 'POST'))).toBeNull()
		expect(await key(req('/tasks', 'twentyfour_session=s; twentyfour_toast=t'))).toBeNull()
		expect(await key(req('/tasks'))).toBeNull()
		expect(await key(req('/tasks', 'other=1'))).toBeNull()
		expect(await key(req('/tasks', 'twentyfour_session=s'), async () => null)).toBeNull()
		expect(await key(req('/profile', 'twentyfour_session=s'))).toBeNull()
	})

	it("gives each response its own nonce and idempotency token, wherever the page carries them", () => {
		const html = `<form><input type="hidden" name="submissionToken" value="t1"/></form><script nonce="n1">window.__ctx={"submissionToken":"t1"}</script>`
		const entry = makeEntry(200, [], html, secrets('n1', 't1'))
		const expected = html.replaceAll('n1', 'n2').replaceAll('t1', 't2')
		expect(bodyFor(entry, undefined, secrets('n2', 't2')).body.toString()).toBe(expected)
		const { body, encoding } = bodyFor(entry, 'gzip, deflate', secrets('n2', 't2'))
		expect(encoding).toBe('gzip')
		expect(zlib.gunzipSync(body).toString()).toBe(expected)
	})

	it('sends a kept page with brotli the first time, where the browser takes it, then gzipped from its deflated parts', () => {
		const html = `<form><input type="hidden" name="submissionToken" value="t1"/></form><script nonce="n1">${'<li>a task</li>'.repeat(500)}</script>`
		const entry = makeEntry(200, [], html, secrets('n1', 't1'))
		const filled = (n: string, t: string) => html.replaceAll('n1', n).replaceAll('t1', t)
		const first = bodyFor(entry, 'gzip, deflate, br', secrets('n2', 't2'))
		expect(first.encoding).toBe('br')
		expect(zlib.brotliDecompressSync(first.body).toString()).toBe(filled('n2', 't2'))
		expect(first.body.length).toBeLessThan(html.length / 10)
		// compressed once: from the second sending on, the deflated parts with this response's values between them
		for (const n of ['n3', 'n4']) {
			const next = bodyFor(entry, 'gzip, deflate, br', secrets(n, `t-${n}`))
			expect(next.encoding).toBe('gzip')
			expect(zlib.gunzipSync(next.body).toString()).toBe(filled(n, `t-${n}`))
		}
		expect(entry.template!.deflated).toHaveLength(entry.template!.parts.length)
	})

	it('gzips a kept page whole the first time, then without compressing it again: its parts deflated once, the values between them', () => {
		// a page of the size of /tasks, with the values at its very start and end and many times between
		const nonce = crypto.randomBytes(16).toString('base64')
		const token = crypto.randomUUID()
		const cards = Array.from({ length: 400 }, (_, i) => `<li>Task ${i} ${crypto.randomUUID()}</li>${i % 50 === 0 ? token : ''}`).join('')
		const html = `${nonce}<script nonce="${nonce}">x</script><ul>${cards}</ul>${token}`
		const template = cutTemplate(Buffer.from(html), { nonce, submissionToken: token })
		expect(template.slots.filter((s) => s === 'submissionToken')).toHaveLength(9)
		const fresh = () => ({ nonce: crypto.randomBytes(16).toString('base64'), submissionToken: crypto.randomUUID() })
		const filled = (values: Secrets) => html.replaceAll(nonce, values.nonce).replaceAll(token, values.submissionToken)
		for (const sending of [1, 2, 3]) {
			const values = fresh()
			const gzipped = fillTemplate(template, values, { br: false, gzip: true }).body
			expect(zlib.gunzipSync(gzipped).toString(), `sending ${sending}`).toBe(filled(values))
			expect(gzipped.length).toBeLessThan(html.length / 2)
			// deflated on the second sending, once
			if (sending === 1) expect(template.deflated).toBeUndefined()
			if (sending === 2) expect(template.deflated).toHaveLength(template.parts.length)
			expect(fillTemplate(template, values, { br: false, gzip: false }).body.toString()).toBe(filled(values))
		}
		// a short part is stored as it is (a 5-byte block header), a long one compressed
		expect(template.deflated![1]!.length).toBe(template.parts[1]!.length + 5)
		expect(template.deflated![3]!.length).toBeLessThan(template.parts[3]!.length / 2)
	})

	it('cuts a page where its values are, whichever comes first, one value inside another counted once', () => {
		const page = Buffer.from('a-NONCE-b-TOKEN-c-NONCE-d-TOKEN')
		const cut = cutTemplate(page, { nonce: 'NONCE', submissionToken: 'TOKEN' })
		expect(cut.slots).toEqual(['nonce', 'submissionToken', 'nonce', 'submissionToken'])
		expect(cut.parts.map(String)).toEqual(['a-', '-b-', '-c-', '-d-', ''])
		// a made-up token holding the nonce: the token is found first, as a pattern would
		const inner = cutTemplate(Buffer.from('x token-n1 y n1 z'), { nonce: 'n1', submissionToken: 'token-n1' })
		expect(inner.slots).toEqual(['submissionToken', 'nonce'])
		expect(inner.parts.map(String)).toEqual(['x ', ' y ', ' z'])
	})

	it('weighs a kept page by the bytes it holds', () => {
		const whole = makeEntry(200, [], 'x'.repeat(400), secrets('n'))
		expect(whole.bytes).toBe(whole.identity!.length + whole.gzip!.length + whole.br!.length)
		// its parts, and a fifth more for their deflated bytes
		const scripted = `<script nonce="nonceA">${'x'.repeat(400)}</script>`
		const cut = makeEntry(200, [], scripted, secrets('nonceA'))
		expect(cut.bytes).toBe(Math.ceil(scripted.length * 1.25))
	})
})

describe('keptVersions', () => {
	const page = makeEntry(200, [], 'a page', secrets('n'))
	/** keeps each page that `keep` lets in, in order; answers what is kept of the pages asked about after */
	const keepAll = (keep: (key: string) => boolean, kept: LeastRecentlyUsed<typeof page>, keys: string[]) => {
		for (const key of keys) if (keep(key)) kept.set(key, page)
		return (...asked: string[]) => asked.map((key) => kept.get(key) !== undefined)
	}

	it("forgets a person's pages of an older version when one of a newer version is kept, and keeps no older one", () => {
		const kept = keptPages()
		const keep = keptVersions(kept)
		const held = keepAll(keep, kept, ['ann|1|/tasks', 'ann|1|/dashboard', 'bob|1|/tasks', 'ann|2|/tasks'])
		expect(held('ann|1|/tasks', 'ann|1|/dashboard', 'ann|2|/tasks', 'bob|1|/tasks')).toEqual([false, false, true, true])
		expect(keep('ann|1|/tasks')).toBe(false)
	})

	it('knows of a bounded number of people: the one whose pages were kept longest ago is forgotten first', () => {
		const kept = keptPages()
		const keep = keptVersions(kept, 2)
		// Bob's pages were kept longest ago when Cat comes; Ann, kept in mind, still has her older pages removed
		const held = keepAll(keep, kept, ['ann|1|/tasks', 'bob|1|/tasks', 'ann|1|/dashboard', 'cat|1|/tasks', 'ann|2|/tasks'])
		expect(held('ann|1|/tasks', 'ann|1|/dashboard', 'ann|2|/tasks')).toEqual([false, false, true])
		expect(keep('ann|1|/tasks')).toBe(false)
		// Bob was forgotten: a page of his older than the one kept is no longer refused
		expect(keep('bob|0|/tasks')).toBe(true)
	})
})
