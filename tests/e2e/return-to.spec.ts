// Issue 49, point 1: every route that takes a place to return to, sent every hostile spelling of one
// (tests/hostile-return-to.ts). `POST /cookies` with `returnTo=/.//evil.example` answered `Location: //evil.example`.
// A route is in the table only if it really goes back to a harmless returnTo (the first check), so the hostile
// checks are not vacuous; the last test finds every route module that reads a returnTo, so none can be forgotten.
import fs from 'node:fs'
import path from 'node:path'
import { request as playwrightRequest, type APIRequestContext, type APIResponse } from '@playwright/test'
import { listNames } from '~/tasks/lists.server'
import { EVIL, HOSTILE_RETURN_TO, staysOn } from '../hostile-return-to'
import { E2E_URL } from './env'
import { expect, expectAccessible, makeTask, signedInSession, test } from './fixtures'

type Probe = {
	/** the route module (app/routes/...) */
	file: string
	method: 'GET' | 'POST'
	/** the address, with the returnTo in its query for a GET */
	url: (returnTo: string) => string
	/** the form of a POST */
	form?: (returnTo: string) => Record<string, string>
	/** a GET that answers a page: its links and form targets are checked, not a Location */
	page?: boolean
}

const q = (params: Record<string, string>) => new URLSearchParams(params).toString()
const HARMLESS = '/tasks/overdue?offset=1'

function probes(taskId: string, folder: string): Probe[] {
	return [
		{ file: 'routes/cookies.tsx', method: 'POST', url: () => '/cookies', form: (r) => ({ returnTo: r }) },
		{ file: 'routes/login.tsx', method: 'GET', url: (r) => `/login?${q({ returnTo: r })}` },
		{ file: 'routes/tasks.quick-add.tsx', method: 'GET', url: (r) => `/tasks/quick-add?${q({ text: 'Buy milk tomorrow', returnTo: r })}`, page: true },
		{ file: 'routes/tasks.quick-add.tsx', method: 'POST', url: () => '/tasks/quick-add', form: (r) => ({ text: 'Buy bread', returnTo: r }) },
		{ file: 'routes/tasks.undo.tsx', method: 'POST', url: () => '/tasks/undo', form: (r) => ({ undoId: 'none', returnTo: r }) },
		{ file: 'routes/tasks.display-options.tsx', method: 'GET', url: (r) => `/tasks/display-options?${q({ returnTo: r })}`, page: true },
		{ file: 'routes/tasks.display-options.tsx', method: 'POST', url: () => '/tasks/display-options', form: (r) => ({ returnTo: r }) },
		{ file: 'routes/tasks.filter.tsx', method: 'GET', url: (r) => `/tasks/filter?${q({ returnTo: r })}`, page: true },
		{ file: 'routes/tasks.filter.tsx', method: 'POST', url: () => '/tasks/filter', form: (r) => ({ intent: 'clear', returnTo: r }) },
		{ file: 'routes/tasks.create.tsx', method: 'GET', url: (r) => `/tasks/create/new?${q({ returnTo: r })}`, page: true },
		{ file: 'routes/tasks.create.tsx', method: 'POST', url: () => '/tasks/create/new', form: (r) => ({ intent: 'add', title: 'Made here', returnTo: r }) },
		{ file: 'routes/tasks.move.tsx', method: 'GET', url: (r) => `/tasks/move/${taskId}?${q({ returnTo: r })}`, page: true },
		{ file: 'routes/tasks.move.tsx', method: 'POST', url: () => `/tasks/move/${taskId}`, form: (r) => ({ group: 'priority', to: 'top|high', returnTo: r }) },
		{ file: 'routes/tasks.bulk.tsx', method: 'POST', url: () => '/tasks/bulk', form: (r) => ({ intent: 'change', returnTo: r }) },
		{ file: 'routes/tasks.tsx', method: 'POST', url: () => '/tasks', form: (r) => ({ intent: 'star', taskId, star: 'Y', returnTo: r }) },
		{ file: 'routes/tasks.detail.tsx', method: 'POST', url: () => `/tasks/detail/${taskId}`, form: (r) => ({ intent: 'star', taskId, star: 'N', returnTo: r }) },
		{ file: 'routes/review.next-action.tsx', method: 'POST', url: () => '/review/next-action', form: (r) => ({ folder, title: 'Next step', returnTo: r }) },
	]
}

async function send(api: APIRequestContext, probe: Probe, returnTo: string) {
	const url = probe.url(returnTo)
	if (probe.method === 'GET') return api.get(url, { maxRedirects: 0 })
	return api.post(url, { form: probe.form!(returnTo), maxRedirects: 0 })
}

/** every address a page sends a person to: links, form targets and the Location of a redirect */
async function destinations(response: APIResponse) {
	const out: string[] = []
	const location = response.headers()['location']
	if (location !== undefined) out.push(location)
	if ((response.headers()['content-type'] ?? '').includes('text/html')) {
		const html = await response.text()
		for (const m of html.matchAll(/\s(?:href|action|formaction)="([^"]*)"/g)) out.push(m[1]!.replace(/&amp;/g, '&').replace(/&#x27;/g, "'"))
	}
	return out
}

async function signedInApi() {
	const session = await signedInSession({ premium: true, loadDefaults: true })
	const api = await playwrightRequest.newContext({
		baseURL: E2E_URL,
		extraHTTPHeaders: { origin: E2E_URL, cookie: `${session.cookie.name}=${session.cookie.value}` },
	})
	return { api, session }
}

test('each route goes back to a harmless returnTo, and never off the site for a hostile one', async ({ jsOn }) => {
	test.skip(!jsOn, 'speaks HTTP only: once is enough')
	test.slow()
	const { api, session } = await signedInApi()
	const anonymous = await playwrightRequest.newContext({ baseURL: E2E_URL, extraHTTPHeaders: { origin: E2E_URL } })
	try {
		const task = makeTask(session.user.id, { title: 'Return here', priority: 'low' })
		const folder = listNames(session.user.id, 'folders')[0]!
		for (const probe of probes(task.id, folder)) {
			const name = `${probe.method} ${probe.url('R')}`
			// the route uses the returnTo it is given (else the table below would prove nothing)
			const harmless = await send(api, probe, HARMLESS)
			const reached = (await destinations(harmless)).some((d) => d.includes(HARMLESS))
			expect({ name, status: harmless.status(), reached }).toEqual({ name, status: probe.page ? 200 : expect.any(Number), reached: true })
			// the hostile forms of one route a few at a time (the server answers them in any order)
			const answers: { hostile: string; answer: APIResponse }[] = []
			for (let i = 0; i < HOSTILE_RETURN_TO.length; i += 6) {
				const batch = HOSTILE_RETURN_TO.slice(i, i + 6)
				answers.push(...(await Promise.all(batch.map(async (hostile) => ({ hostile, answer: await send(api, probe, hostile) })))))
			}
			for (const { hostile, answer } of answers) {
				expect(answer.status(), `${name} with ${JSON.stringify(hostile)}`).toBeLessThan(500)
				const offSite = (await destinations(answer)).filter((d) => (d.includes(EVIL) || /^\s*(javascript|data):/i.test(d)) && !staysOn(E2E_URL, d))
				expect({ name, hostile, offSite }).toEqual({ name, hostile, offSite: [] })
			}
		}
		// signed out: /cookies, and /login, whose returnTo waits in a cookie for the end of sign-in
		for (const hostile of HOSTILE_RETURN_TO) {
			const cookies = await anonymous.post('/cookies', { form: { returnTo: hostile }, maxRedirects: 0 })
			expect(staysOn(E2E_URL, cookies.headers()['location']!), `/cookies ${JSON.stringify(hostile)}`).toBe(true)
			const login = await anonymous.get(`/login?${q({ returnTo: hostile })}`, { maxRedirects: 0 })
			const kept = /twentyfour_return_to=([^;]*)/.exec(login.headers()['set-cookie'] ?? '')?.[1]
			const value = kept ? (JSON.parse(Buffer.from(decodeURIComponent(kept), 'base64').toString('utf8')) as string) : '/dashboard'
			expect({ hostile, value, stays: staysOn(E2E_URL, value) && !value.startsWith('//') }).toEqual({ hostile, value, stays: true })
		}
	} finally {
		await api.dispose()
		await anonymous.dispose()
	}
})

test('the exact requests of the issue answer a local Location', async ({ jsOn }) => {
	test.skip(!jsOn, 'speaks HTTP only: once is enough')
	const { api } = await signedInApi()
	const anonymous = await playwrightRequest.newContext({ baseURL: E2E_URL, extraHTTPHeaders: { origin: E2E_URL } })
	try {
		const cookies = await anonymous.post('/cookies', { form: { returnTo: '/.//evil.example' }, maxRedirects: 0 })
		expect(cookies.status()).toBe(302)
		expect(cookies.headers()['location']).toBe('/home')
		const login = await api.get('/login?returnTo=/a/..//evil.example', { maxRedirects: 0 })
		expect(login.headers()['location']).toBe('/dashboard')
		for (const [url, form] of [
			['/tasks/quick-add', { text: 'Buy milk', returnTo: '/.//evil.example' }],
			['/tasks/undo', { undoId: 'x', returnTo: '/.//evil.example' }],
			['/tasks/display-options', { returnTo: '/.//evil.example' }],
		] as const) {
			const answer = await api.post(url, { form, maxRedirects: 0 })
			expect({ url, location: answer.headers()['location'] }).toEqual({ url, location: '/tasks' })
		}
	} finally {
		await api.dispose()
		await anonymous.dispose()
	}
})

test('the quick-add confirmation page given a hostile returnTo: its Cancel goes back to the list', async ({ page, signedInUser }) => {
	expect(signedInUser.user.id).toBeTruthy()
	await page.goto(`/tasks/quick-add?${q({ text: 'Call Ada tomorrow', returnTo: '/.//evil.example' })}`)
	await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/tasks')
	await expectAccessible(page)
})

/** route modules that import a module reading a returnTo for another route's form, and read none themselves */
const NOT_READING: Record<string, string> = {
	'routes/review.step.tsx': "its step action is in review-actions.server.ts beside /review/next-action's, which alone reads a returnTo",
}

test('every route module that reads a returnTo is in the table above', ({ jsOn }) => {
	test.skip(!jsOn, 'reads the sources only: once is enough')
	const routesDir = path.resolve('app/routes')
	/** the route module, and the app modules it imports (one level), read as text */
	const sourceOf = (file: string) => {
		const own = fs.readFileSync(path.join(routesDir, file), 'utf8')
		const imported = [...own.matchAll(/from '~\/([^']+)'/g)].flatMap(([, m]) => {
			const base = path.resolve('app', m!)
			const found = ['.ts', '.tsx'].map((ext) => base + ext).find((f) => fs.existsSync(f))
			return found ? [fs.readFileSync(found, 'utf8')] : []
		})
		return [own, ...imported].join('\n')
	}
	const reading = fs
		.readdirSync(routesDir)
		.filter((f) => /\.tsx?$/.test(f))
		// a returnTo read from a form or a query (not only passed on to a component)
		.filter((f) => /(?:form|searchParams)\.get\('returnTo'\)|safeReturnTo\(/.test(sourceOf(f)))
		.map((f) => `routes/${f}`)
	const covered = new Set(probes('t', 'f').map((p) => p.file))
	// the sign-in callback reads the returnTo that /login kept in a cookie (checked above, as /login sets it)
	covered.add('routes/auth.callback.tsx')
	for (const file of Object.keys(NOT_READING)) covered.add(file)
	expect(reading.filter((f) => !covered.has(f))).toEqual([])
})
