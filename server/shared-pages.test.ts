import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Request, Response } from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { keptPages, makeEntry, pageCache } from './page-cache'
import { clearSharedPages, fromRow, sharedPages, sharedPagesFile, toRow, type SharedPages } from './shared-pages'

const secrets = (nonce: string, submissionToken = 'token-1') => ({ nonce, submissionToken })
const page = (text: string, nonce = 'nonce-1') =>
	`<html><body><p>${text}</p>${'<li>row</li>'.repeat(200)}<input name="submissionToken" value="token-1"><script nonce="${nonce}">1</script></body></html>`

const opened: SharedPages[] = []
const files: string[] = []
function store() {
	const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shared-pages-')), 'kept.db')
	files.push(file)
	return file
}
const open = (file: string) => {
	const s = sharedPages(file)
	opened.push(s)
	return s
}
afterEach(() => {
	for (const s of opened.splice(0)) s.close()
	for (const f of files.splice(0)) fs.rmSync(path.dirname(f), { recursive: true, force: true })
})

describe('the kept pages every worker shares', () => {
	it('keeps a page whole: a template (the per-response values cut out) and a page compressed once', () => {
		const template = makeEntry(200, [['content-type', 'text/html']], page('Mine'), secrets('nonce-1'))
		const back = fromRow(toRow(template))
		expect(back.template!.slots).toEqual(template.template!.slots)
		expect(Buffer.concat(back.template!.parts)).toEqual(Buffer.concat(template.template!.parts))
		// the parts only: the worker that reads it deflates them if it sends the page twice
		expect(back.template!.deflated).toBeUndefined()
		expect(back.headers).toEqual(template.headers)
		const whole = makeEntry(200, [], '<p>no values</p>', secrets('zz-nonce', 'zz-token'))
		const again = fromRow(toRow(whole))
		expect(zlib.gunzipSync(again.gzip!).toString()).toBe('<p>no values</p>')
		expect(zlib.brotliDecompressSync(again.br!).toString()).toBe('<p>no values</p>')
		expect(again.etag).toBe(whole.etag)
	})

	it('gives one worker the page another stored, forgets a person’s older versions, and never an expired page', () => {
		const file = store()
		const one = open(file)
		const two = open(file)
		const entry = makeEntry(200, [], page('Version 1'), secrets('nonce-1'), 1_000)
		one.set('ann|1|20000|/tasks', entry, 'ann', 1)
		one.set('bob|1|20000|/tasks', makeEntry(200, [], page('Bob'), secrets('nonce-1'), 1_000), 'bob', 1)
		expect(fromRowText(two.get('ann|1|20000|/tasks', 2_000))).toContain('Version 1')
		// a newer version of Ann's data: her older pages go, Bob's stay
		two.set('ann|2|20000|/dashboard', makeEntry(200, [], page('Version 2'), secrets('nonce-1'), 1_000), 'ann', 2)
		expect(one.get('ann|1|20000|/tasks', 2_000)).toBeUndefined()
		expect(one.get('ann|2|20000|/dashboard', 2_000)).toBeDefined()
		expect(one.get('bob|1|20000|/tasks', 2_000)).toBeDefined()
		// kept an hour from when it was made
		expect(one.get('bob|1|20000|/tasks', 1_000 + 60 * 60 * 1000 + 1)).toBeUndefined()
	})

	it('is emptied at a start, and one data folder never reads another’s', () => {
		expect(sharedPagesFile('/srv/a')).not.toBe(sharedPagesFile('/srv/b'))
		expect(sharedPagesFile('/srv/a')).toBe(sharedPagesFile('/srv/a/'))
		const file = store()
		const s = sharedPages(file)
		s.set('ann|1|1|/tasks', makeEntry(200, [], page('x'), secrets('nonce-1')), 'ann', 1)
		s.close()
		clearSharedPages(file)
		expect(fs.existsSync(file)).toBe(false)
		expect(open(file).get('ann|1|1|/tasks')).toBeUndefined()
	})

	it('lets the second worker send the page the first rendered, each response with its own values', async () => {
		const file = store()
		let renders = 0
		const render = async () => {
			renders++
			return new Response(page('Rendered once'), { headers: { 'content-type': 'text/html' } })
		}
		// two workers: each its own memory, one shared store
		const first = pageCache({ render, keyOf: () => 'ann|7|20000|/tasks', shared: open(file) })
		const second = pageCache({ render, keyOf: () => 'ann|7|20000|/tasks', shared: open(file) })
		const a = await serve(first, 'nonce-1')
		// the first worker stores it once its response is on its way
		await new Promise((resolve) => setImmediate(resolve))
		const b = await serve(second, 'nonce-2')
		expect(renders).toBe(1)
		expect(a).toContain('Rendered once')
		expect(b).toContain('Rendered once')
		expect(b).toContain('nonce="nonce-2"')
		expect(b).not.toContain('nonce-1')
	})
})

describe("a worker's kept pages of people", () => {
	it('forgets a person’s pages of older data versions once one of a newer version is kept, and keeps no older one', async () => {
		const kept = keptPages()
		let renders = 0
		let key = ''
		const render = async () => {
			renders++
			return new Response(page(`Render ${renders}`), { headers: { 'content-type': 'text/html' } })
		}
		const cache = pageCache({ render, keyOf: () => key, kept, ownerKeys: true })
		const has = (k: string) => kept.get(k) !== undefined
		for (key of ['ann|7|20000|/tasks', 'ann|7|20000|/dashboard', 'bob|3|20000|/tasks']) await serve(cache, 'nonce-1')
		expect(['ann|7|20000|/tasks', 'ann|7|20000|/dashboard', 'bob|3|20000|/tasks'].every(has)).toBe(true)
		// Ann changes something: her first page of version 8 forgets her pages of version 7, not Bob's
		key = 'ann|8|20000|/tasks'
		expect(await serve(cache, 'nonce-2')).toContain('Render 4')
		expect(has('ann|8|20000|/tasks')).toBe(true)
		expect(has('ann|7|20000|/tasks') || has('ann|7|20000|/dashboard')).toBe(false)
		expect(has('bob|3|20000|/tasks')).toBe(true)
		// a request that read version 7 before the change still gets its page, rendered, and it is not kept
		key = 'ann|7|20000|/tasks'
		expect(await serve(cache, 'nonce-3')).toContain('Render 5')
		expect(has('ann|7|20000|/tasks')).toBe(false)
		// the newest is still sent as kept
		key = 'ann|8|20000|/tasks'
		expect(await serve(cache, 'nonce-4')).toContain('Render 4')
		expect(renders).toBe(5)
	})
})

function fromRowText(entry: ReturnType<SharedPages['get']>) {
	return Buffer.concat(entry!.template!.parts).toString()
}

/** one GET through the middleware with a fake request and response; the body as text */
async function serve(middleware: ReturnType<typeof pageCache>, nonce: string) {
	const headers = new Map<string, string>()
	let body: Buffer | undefined
	const res = {
		locals: { cspNonce: nonce, submissionToken: crypto.randomUUID() },
		status() {
			return res
		},
		setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
		end: (b: Buffer) => void (body = b),
	}
	const req = { method: 'GET', headers: { 'accept-encoding': 'identity' } }
	await middleware(req as unknown as Request, res as unknown as Response, (error?: unknown) => {
		throw error ?? new Error('not served')
	})
	return body!.toString()
}
