// Reading a person's kept pages as the cluster serves them (issue 31, docs/decisions/180 and 186): each read on a fresh
// connection, which the cluster's primary hands to its workers in turn, and each answer with the worker that sent it
// (the `worker;desc=<n>` entry of its Server-Timing header). A change must show in the very next page from any worker.
import http from 'node:http'
import zlib from 'node:zlib'
import type { BrowserContext } from '@playwright/test'
import { E2E_URL } from './env'
import { expect, signedInSession } from './fixtures'

export type Read = { path: string; status: number; worker: string; body: string }

/** A person signed in for reads over HTTP (`cookie`: their session cookie alone, so no toast ever stops a page being
 * kept) and, when given, in a browser context too. */
export async function keptReader(context?: BrowserContext, opts: Parameters<typeof signedInSession>[0] = {}) {
	const { cookie, ...signedIn } = await signedInSession({ loadDefaults: false, ...opts })
	if (context) await context.addCookies([{ ...cookie, url: E2E_URL, httpOnly: true, sameSite: 'Lax' }])
	return { ...signedIn, cookie: `${cookie.name}=${cookie.value}` }
}

/** One GET on a connection of its own (closed after it), compressed as a browser asks. */
export function readOnce(path: string, cookie: string, base = E2E_URL): Promise<Read> {
	return new Promise((resolve, reject) => {
		const headers = { cookie, connection: 'close', 'accept-encoding': 'gzip' }
		const req = http.request(new URL(path, base), { agent: false, headers }, (res) => {
			const chunks: Buffer[] = []
			res.on('data', (chunk: Buffer) => chunks.push(chunk))
			res.on('end', () => {
				const raw = Buffer.concat(chunks)
				const body = (res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw).toString()
				const worker = /\bworker;desc=(\d+)/.exec(String(res.headers['server-timing'] ?? ''))?.[1] ?? 'none'
				resolve({ path, status: res.statusCode ?? 0, worker, body })
			})
			res.on('error', reject)
			// a worker that dies mid-answer (worker-killed.spec.ts): the answer is cut, never ended
			res.on('close', () => res.complete || reject(new Error(`GET ${path}: the answer was cut`)))
		})
		req.on('error', reject)
		req.setTimeout(15_000, () => req.destroy(new Error(`GET ${path}: no answer in 15 s`)))
		req.end()
	})
}

/**
 * Reads `path` on fresh connections until at least two workers have answered (and at least `min` times), and checks
 * every answer with `check`. Fails when only one worker answered in `max` reads (the server is not a cluster).
 */
export async function readFromEveryWorker(
	path: string,
	cookie: string,
	check: (body: string, read: Read) => void,
	{ min = 4, max = 24, base = E2E_URL } = {},
) {
	const reads: Read[] = []
	const workers = new Set<string>()
	while (reads.length < max && (reads.length < min || workers.size < 2)) {
		const read = await readOnce(path, cookie, base)
		expect(read.status, `GET ${path} from worker ${read.worker}`).toBe(200)
		check(read.body, read)
		reads.push(read)
		workers.add(read.worker)
	}
	expect(workers.has('none'), 'every answer names its worker (Server-Timing: worker;desc=)').toBe(false)
	expect(workers.size, `workers that answered GET ${path} in ${reads.length} reads`).toBeGreaterThanOrEqual(2)
	return reads
}

/** what the task count says ("3 tasks") */
export const taskCount = (html: string) => /data-testid="task-count"[^>]*>([^<]*)</.exec(html)?.[1]

/** a headline count of the dashboard ("incomplete", "overdue", "todays-focus", "this-week") */
export const dashboardCount = (html: string, card: string) => new RegExp(`data-testid="count-${card}"[^>]*><span[^>]*>(\\d+)<`).exec(html)?.[1]

/** Checks that the page shows these texts (task titles, plain words: no HTML escaping needed) and not those. */
export function shows(expected: string[], notExpected: string[] = []) {
	return (body: string, read: Read) => {
		const from = `${read.path} from worker ${read.worker}`
		for (const text of expected) expect(body.includes(text), `${from} shows "${text}"`).toBe(true)
		for (const text of notExpected) expect(body.includes(text), `${from} does not show "${text}"`).toBe(false)
	}
}
