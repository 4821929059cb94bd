// Attacks on the running app (issue 8): cross-site posts to every route that accepts one, posts with
// "Origin: null" or no Origin at all. The list of routes is read from app/routes.ts at test time, so a new
// route with an action cannot be forgotten.
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { users } from '#db/schema'
import { listPersonalTokens } from '~/api/tokens.server'
import { CSRF_REFUSED as REFUSAL_TEXT, SIGNED_WEBHOOK_PATHS } from '~/lib/csrf.server'
import { db } from '~/lib/db.server'
import routes from '../../app/routes'
import { E2E_URL } from './env'
import { expect, expectAccessible, findTasks, makeTask, test } from './fixtures'

const CSRF_REFUSED = 'This request came from another site, so it was refused.'
const PROBE = 'Planted by another site'

type RouteEntry = { path?: string; file: string; index?: boolean; children?: RouteEntry[] }

/** every route module that exports an action, with its URL pattern */
function postableRoutes(entries: RouteEntry[] = routes as RouteEntry[], parent = ''): { pattern: string; file: string }[] {
	return entries.flatMap((entry) => {
		const pattern = entry.index ? parent || '/' : `${parent}/${entry.path ?? ''}`.replace(/\/+/g, '/')
		const source = fs.readFileSync(path.resolve('app', entry.file), 'utf8')
		const own = /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(source) ? [{ pattern, file: entry.file }] : []
		return [...own, ...(entry.children ? postableRoutes(entry.children, pattern) : [])]
	})
}

/** a real URL for a pattern: each parameter gets a value that reaches the action */
function concrete(pattern: string, taskId: string) {
	const values: Record<string, string> = { taskId, section: 'deleteOptions', filterName: 'all', value: 'high', uid: 'x', message: 'x' }
	return pattern
		.replace(/\/:(\w+)\??/g, (_, name: string) => `/${encodeURIComponent(values[name] ?? 'x')}`)
		.replace(/\/\*$/, '/anything')
}

/** the form each attack sends: whatever would change the most if the post went through */
function attackFields(file: string, taskId: string): Record<string, string> {
	const fields: Record<string, string> = { title: PROBE, taskId, intent: 'delete', confirm: 'Y', star: 'Y', returnTo: '/tasks' }
	if (file === 'routes/tasks.create.tsx') fields.intent = 'add'
	if (file === 'routes/profile.tsx') Object.assign(fields, { intent: 'delete-account', confirmName: 'Ada Lovelace' })
	return fields
}

/** "another site": a server on 127.0.0.1 whose pages post forms to Twentyfour (the attacker's page) */
async function attackerSite() {
	const server = http.createServer((req, res) => {
		const url = new URL(req.url ?? '/', 'http://attacker.invalid')
		const target = url.searchParams.get('target') ?? '/'
		const fields = JSON.parse(url.searchParams.get('fields') ?? '{}') as Record<string, string>
		const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
		const inputs = Object.entries(fields).map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`).join('')
		res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
		res.end(
			`<!doctype html><html lang="en"><title>Win a prize</title><form method="post" action="${escape(E2E_URL + target)}">${inputs}` +
				`<button>Claim your prize</button></form>${url.searchParams.has('noscript') ? '' : '<script>document.forms[0].submit()</script>'}</html>`,
		)
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	// same host name, other port: another origin but the same site, so the browser sends the Lax session cookie
	const origin = `http://localhost:${(server.address() as AddressInfo).port}`
	return { origin, close: () => new Promise((resolve) => server.close(resolve)) }
}

const NO_JS_SAMPLE = ['routes/tasks.quick-add.tsx', 'routes/tasks.tsx', 'routes/profile.tsx', 'routes/logout.tsx', 'routes/cookies.tsx']

test('the route list covers every form of the app', () => {
	const files = postableRoutes().map((r) => r.file)
	for (const file of NO_JS_SAMPLE) {
		expect(files).toContain(file)
	}
})

test('a cross-site form against every route that accepts a post is refused with 403 and changes nothing', async ({ page, signedInUser, jsOn }) => {
	// about 30 routes
	test.slow()
	const { user } = signedInUser
	const task = makeTask(user.id, { title: 'Keep me' })
	const before = findTasks(user.id).length
	const site = await attackerSite()
	try {
		const all = postableRoutes()
		expect(all.length).toBeGreaterThan(8)
		// the refusal is the server's (the Origin the browser sends), so every route once with JavaScript, all at once:
		// the attacker's page posts one form per route, each into a hidden frame of its own (what a form sends: the
		// session cookie and the other site's Origin); without JavaScript the browser's own plain post (a tricked click)
		// is shown on the routes a person uses most (a minute saved)
		if (jsOn) {
			const attacks = all.map(({ pattern, file }) => ({ file, url: E2E_URL + concrete(pattern, task.id), fields: attackFields(file, task.id) }))
			// a frame may not show our pages (frame-ancestors 'none'), so the browser keeps no body: the refusal is known by
			// its status, its plain text type and its length (an app page's 403 is HTML)
			const answers = new Map<string, { status: number; origin?: string; type?: string; length?: string }>()
			page.on('response', (r) => {
				if (r.request().method() === 'POST' && r.url().startsWith(E2E_URL))
					answers.set(r.url(), { status: r.status(), origin: r.request().headers().origin, type: r.headers()['content-type'], length: r.headers()['content-length'] })
			})
			await page.goto(`${site.origin}/?noscript=1`)
			await page.evaluate((list) => {
				list.forEach((a, i) => {
					const frame = document.createElement('iframe')
					frame.name = `attack${i}`
					frame.hidden = true
					document.body.append(frame)
					const form = document.createElement('form')
					form.method = 'post'
					form.action = a.url
					form.target = frame.name
					for (const [name, value] of Object.entries(a.fields)) form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }))
					document.body.append(form)
					form.submit()
				})
			}, attacks)
			for (const { file, url } of attacks) {
				await expect.poll(() => answers.has(url), `${file}: the post was sent`).toBe(true)
				const answer = answers.get(url)!
				expect(answer.origin, url).toBe(site.origin)
				if (SIGNED_WEBHOOK_PATHS.has(new URL(url).pathname)) {
					// exempt from the origin check by design: its signature is the check, and an unsigned post is refused
					expect([400, 404], `${file} at ${url}`).toContain(answer.status)
					continue
				}
				expect(answer, `${file} at ${url}`).toMatchObject({ status: 403, type: expect.stringMatching(/^text\/plain/), length: String(Buffer.byteLength(REFUSAL_TEXT)) })
			}
		}
		const targets = jsOn ? [] : NO_JS_SAMPLE.map((file) => all.find((r) => r.file === file)!)
		expect(targets.every(Boolean)).toBe(true)
		for (const { pattern, file } of targets) {
			const target = concrete(pattern, task.id)
			const fields = attackFields(file, task.id)
			const attack = `${site.origin}/?target=${encodeURIComponent(target)}&fields=${encodeURIComponent(JSON.stringify(fields))}`
			const posted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().startsWith(E2E_URL))
			await page.goto(attack)
			// without JavaScript the person is tricked into one click instead
			if (!jsOn) await page.getByRole('button', { name: 'Claim your prize' }).click()
			const response = await posted
			expect(response.request().headers().origin, target).toBe(site.origin)
			if (SIGNED_WEBHOOK_PATHS.has(target)) {
				// exempt from the origin check by design: its signature is the check, and an unsigned post is refused
				// (400, or 404 where billing is off)
				expect([400, 404], `${file} at ${target}`).toContain(response.status())
				continue
			}
			expect(response.status(), `${file} at ${target}`).toBe(403)
			await expect(page.locator('body')).toContainText(CSRF_REFUSED)
		}
	} finally {
		await site.close()
	}
	// nothing changed: no task planted, the task neither starred nor deleted, the account and the session still there
	const after = findTasks(user.id)
	expect(after).toHaveLength(before)
	expect(after.find((t) => t.title === PROBE)).toBeUndefined()
	expect(after.find((t) => t.id === task.id)).toMatchObject({ title: 'Keep me', star: false })
	expect(db().select().from(users).where(eq(users.id, user.id)).get()).toBeDefined()
	await page.goto('/tasks')
	await expect(page).toHaveURL(/\/tasks$/)
	await expect(page.getByRole('heading', { name: 'Keep me' })).toBeVisible()
})

// one journey of one person (four tests before, each with a user and a browser of its own: decision 387)
test('posts a page of ours would never send: a foreign origin, 1 MB fields, a body that is not a form, a filter of more than 50 rows; each refused and nothing changed', async ({ page, signedInUser }) => {
	await test.step('a post with Origin: null, a foreign Referer, or neither Origin nor Referer is refused; our own origin goes through', async () => {
		const { user } = signedInUser
		const request = page.context().request
		const form = { title: PROBE, returnTo: '/tasks' }
		const foreign: Record<string, string>[] = [{ origin: 'null' }, {}, { referer: 'http://evil.example/page' }, { origin: 'http://127.0.0.1:1' }]
		for (const headers of foreign) {
			const response = await request.post(`${E2E_URL}/tasks/quick-add`, { form, headers, maxRedirects: 0 })
			expect(response.status(), JSON.stringify(headers)).toBe(403)
			expect(await response.text()).toContain(CSRF_REFUSED)
		}
		expect(findTasks(user.id).filter((t) => t.title === PROBE)).toHaveLength(0)

		// the same posts from our own origin (by Origin, or by Referer when a client sends no Origin) work
		const own = await request.post(`${E2E_URL}/tasks/quick-add`, { form, headers: { origin: E2E_URL }, maxRedirects: 0 })
		expect(own.status()).toBe(302)
		const byReferer = await request.post(`${E2E_URL}/tasks/quick-add`, { form, headers: { referer: `${E2E_URL}/tasks` }, maxRedirects: 0 })
		expect(byReferer.status()).toBe(302)
		expect(findTasks(user.id).filter((t) => t.title === PROBE)).toHaveLength(2)
		// exempt by design: a Bearer-token call is not the cookie session's business (no API yet, so nothing to find)
		const api = await request.post(`${E2E_URL}/tasks/quick-add`, { form, headers: { authorization: 'Bearer x', origin: 'null' }, maxRedirects: 0 })
		expect(api.status()).not.toBe(403)
		await page.goto('/tasks')
		// the page this test ended on was checked after it (the fixtures' axeAfterEach)
		await expectAccessible(page)
	})
	await test.step('a 1 MB title, notes, name or group is refused on every path that writes it; the list is not affected', async () => {
		const { user } = signedInUser
		const request = page.context().request
		const task = makeTask(user.id, { title: 'Keep me short' })
		const before = findTasks(user.id).length
		const posts: [string, Record<string, string>][] = [
			['/tasks/quick-add', { title: MB, returnTo: '/tasks' }],
			['/tasks/create/new', { title: MB, intent: 'add' }],
			['/tasks/create/new', { title: 'Fine', notes: MB, intent: 'add' }],
			['/tasks', { intent: 'save', taskId: task.id, title: MB }],
			[`/tasks/detail/${task.id}`, { intent: 'save', taskId: task.id, title: 'Fine', notes: MB }],
			['/profile/contexts', { intent: 'save', 'rows[0].key': 'new-0', 'rows[0].op': 'add', 'rows[0].name': MB, 'rows[0].customOrder': '5' }],
			['/profile/folders', { intent: 'save', 'rows[0].key': 'new-0', 'rows[0].op': 'add', 'rows[0].name': 'Fine', 'rows[0].group': MB, 'rows[0].customOrder': '5' }],
			['/profile/general', { intent: 'save', firstName: MB, lastName: 'Lovelace', timezone: 'Europe/London', country: 'GB' }],
		]
		for (const [path, form] of posts) {
			const response = await request.post(`${E2E_URL}${path}`, { form, headers: ours, maxRedirects: 0 })
			if (path === '/tasks/quick-add') {
				// quick add answers with a toast on the page it came from
				expect(response.status()).toBe(302)
				await page.goto('/tasks')
				await expect(page.getByTestId('toast')).toContainText('The title can be at most 500 characters.')
			} else {
				expect(response.status(), path).toBe(400)
				const body = await response.text()
				expect(body, path).toMatch(/can be at most [\d,]+ characters\./)
				// the refused value is not sent back whole
				expect(body.length, path).toBeLessThan(500_000)
			}
		}
		const after = findTasks(user.id)
		expect(after).toHaveLength(before)
		expect(after.every((t) => t.title.length <= 500 && (t.notes ?? '').length <= 20_000)).toBe(true)
		expect(db().select().from(users).where(eq(users.id, user.id)).get()!.firstName).toBe('Ada')
		const list = await request.get(`${E2E_URL}/tasks`)
		expect((await list.text()).length).toBeLessThan(500_000)
		await page.goto('/profile/contexts')
		await expect(page.getByText(MB.slice(0, 200))).toHaveCount(0)
		// the page this test ended on was checked after it (the fixtures' axeAfterEach)
		await expectAccessible(page)
	})
	await test.step('a body that is not a form answers 415 or 400 with a plain message and changes nothing', async () => {
		const { user } = signedInUser
		const request = page.context().request
		const before = findTasks(user.id).length
		for (const path of ['/tasks', '/tasks/create/new', '/tasks/quick-add', '/profile/contexts', '/tasks/filter']) {
			const plain = await request.post(`${E2E_URL}${path}`, { data: 'title=Planted', headers: { ...ours, 'content-type': 'text/plain' }, maxRedirects: 0 })
			expect(plain.status(), path).toBe(415)
			expect(await plain.text()).toContain('This request must be sent as a form.')
			const json = await request.post(`${E2E_URL}${path}`, { data: { title: 'Planted' }, headers: ours, maxRedirects: 0 })
			expect(json.status(), path).toBe(415)
			const broken = await request.post(`${E2E_URL}${path}`, {
				data: '--a\r\nContent-Disposition: form-data; name="title"\r\n\r\nPlanted',
				headers: { ...ours, 'content-type': 'multipart/form-data; boundary=b' },
				maxRedirects: 0,
			})
			expect(broken.status(), path).toBe(400)
			expect(await broken.text()).toContain('The form could not be read.')
		}
		expect(findTasks(user.id)).toHaveLength(before)
		await page.goto('/tasks')
		// the page this test ended on was checked after it (the fixtures' axeAfterEach)
		await expectAccessible(page)
	})
	await test.step('the filter builder: more than 50 rows refused; a saved 999-row filter shows a message, never a 500', async () => {
		const { user } = signedInUser
		const request = page.context().request
		const form = new URLSearchParams({ intent: 'apply', completed: 'N', returnTo: '/tasks' })
		for (let i = 0; i < 51; i++) {
			form.append('group', 'a')
			form.append('field', 'title')
			form.append('operator', '$regex')
			form.append('value', `w${i}`)
		}
		const refused = await request.post(`${E2E_URL}/tasks/filter`, {
			data: form.toString(),
			headers: { ...ours, 'content-type': 'application/x-www-form-urlencoded' },
			maxRedirects: 0,
		})
		expect(refused.status()).toBe(400)
		expect(await refused.text()).toContain('A filter can have at most 50 rows.')

		const { saveTaskPreferences, taskPreferences } = await import('~/tasks/preferences.server')
		const big = Array.from({ length: 999 }, (_, i) => ({ group: 'a', field: 'title', operator: '$regex', value: `w${i}` }))
		saveTaskPreferences(user.id, { taskFilter: { ...taskPreferences(user.id).taskFilter, filterItems: big } })
		const response = await page.goto('/tasks/custom')
		expect(response?.status()).toBe(200)
		await expect(page.getByRole('alert')).toContainText('Your saved filter can no longer be used')
	})
})

const MB = 'x'.repeat(1_000_000)
/** a same-origin post from this test's signed-in browser context, as a page of ours would send it */
const ours = { origin: E2E_URL }

// one journey of one person (three tests before: decision 387)
test('a form sent twice makes one thing: quick add, create and an API token; duplicate context names are refused on the row', async ({ page, signedInUser }) => {
	await test.step('a double submit: 20 identical quick adds and 20 identical creates with one token make one task each', async () => {
		const { user } = signedInUser
		const request = page.context().request
		await page.goto('/tasks/create/new')
		const token = await page.locator('form[action="/tasks/create/new"] input[name="submissionToken"]').inputValue()
		expect(token).toMatch(/^[\w-]{36}$/)
		const twenty = (path: string, form: Record<string, string>) =>
			Promise.all(Array.from({ length: 20 }, () => request.post(`${E2E_URL}${path}`, { form: { ...form, submissionToken: token }, headers: ours, maxRedirects: 0 })))
		const quick = await twenty('/tasks/quick-add', { title: 'Clicked twice', returnTo: '/tasks' })
		expect(quick.map((r) => r.status())).toEqual(Array(20).fill(302))
		const created = await twenty('/tasks/create/new', { title: 'Created twice', intent: 'add' })
		expect(created.map((r) => r.status())).toEqual(Array(20).fill(302))
		const tasks = findTasks(user.id)
		expect(tasks.filter((t) => t.title === 'Clicked twice')).toHaveLength(1)
		expect(tasks.filter((t) => t.title === 'Created twice')).toHaveLength(1)
		// every answer is the first one's: the same redirect
		expect(new Set(created.map((r) => r.headers().location)).size).toBe(1)
		// the page gives a new token after a post, so the next task is not taken for a repeat
		await page.reload()
		const next = await page.locator('form[action="/tasks/create/new"] input[name="submissionToken"]').inputValue()
		expect(next).not.toBe(token)
		// the page this test ended on was checked after it (the fixtures' axeAfterEach)
		await expectAccessible(page)
	})
	await test.step('a double submit of the API token form: one token is left, the one the last answer shows', async () => {
		const request = page.context().request
		await page.goto('/profile/apiAccess')
		const token = await page.locator('form[action="/profile/apiAccess"] input[name="submissionToken"]').inputValue()
		expect(token).toMatch(/^[\w-]{36}$/)
		const post = () =>
			request.post(`${E2E_URL}/profile/apiAccess`, {
				form: { intent: 'create', name: 'Clicked twice', access: 'read', expiry: '30', submissionToken: token },
				headers: ours,
			})
		const answers = []
		for (let i = 0; i < 3; i++) answers.push(await post())
		const shown = await Promise.all(answers.map(async (r) => /value="(tf_pat_[\w-]+)"/.exec(await r.text())?.[1]))
		expect(shown.every(Boolean)).toBe(true)
		const status = (value: string) => request.get(`${E2E_URL}/api/external`, { headers: { authorization: `Bearer ${value}` } }).then((r) => r.status())
		// the tokens of the dropped answers no longer work; the last one does
		expect([await status(shown[0]!), await status(shown[1]!), await status(shown[2]!)]).toEqual([401, 401, 200])
		expect(listPersonalTokens(signedInUser.user.id).map((t) => t.name)).toEqual(['Clicked twice'])
		await page.reload()
		await expect(page.getByRole('button', { name: 'Revoke Clicked twice' })).toHaveCount(1)
		// the page this test ended on was checked after it (the fixtures' axeAfterEach)
		await expectAccessible(page)
	})
	await test.step('duplicate context names are refused with a message on the row', async () => {
		void signedInUser
		await page.goto('/profile/contexts')
		const names = page.getByRole('textbox', { name: /name/i })
		const count = await names.count()
		expect(count).toBeGreaterThan(1)
		const first = await names.nth(0).inputValue()
		await names.nth(1).fill(` ${first.toUpperCase()} `)
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page.getByText('Another context already has this name. Choose a different name.').first()).toBeVisible()
	})
})

