// Issue 31's tests of kept pages under every kind of write (docs/decisions/180 and 186): a person's pages are read from
// every worker of the cluster first (so each has kept them), then changed through the web form, the JSON API, an
// import's Confirm, a template's use, a bulk edit or CalDAV, and the very next page from every worker shows the change.
// The writes that drive a page run with JavaScript on and off; those over HTTP alone (the API, CalDAV) once.
// The scheduler's writes: kept-pages-scheduler.spec.ts; one person's page never sent to another: kept-pages-people.spec.ts.
import crypto from 'node:crypto'
import type { Page } from '@playwright/test'
import { createPersonalToken } from '~/api/tokens.server'
import { E2E_URL } from './env'
import { expect, expectAccessible, makeTask, test, waitForHydration } from './fixtures'
import { dashboardCount, keptReader, readFromEveryWorker, shows, taskCount } from './kept-reads'

/** a title no other test uses */
const unique = (title: string) => `${title} ${crypto.randomBytes(3).toString('hex')}`
const card = (page: Page, title: string) => page.getByTestId('task-card').filter({ hasText: title })
const starredList = '/tasks/search?q=is%3Astarred'

test('the web form: complete, star and quick add through the page; the next page from every worker shows each', async ({ page, context, jsOn }) => {
	const me = await keptReader(context)
	const [done, star, added] = [unique('Water the ferns'), unique('Book the dentist'), unique('Repot the basil')]
	makeTask(me.user.id, { title: done })
	makeTask(me.user.id, { title: star })
	// kept by every worker: the list, and a list with a query
	await readFromEveryWorker('/tasks', me.cookie, shows([done, star], [added]))
	await readFromEveryWorker('/dashboard', me.cookie, (body) => expect(dashboardCount(body, 'incomplete')).toBe('2'))
	await readFromEveryWorker(starredList, me.cookie, shows([], [star]))

	await page.goto('/tasks')
	if (jsOn) await waitForHydration(page)
	await page.getByRole('button', { name: `Complete ${done}` }).click()
	await expect(page.getByTestId('toast')).toContainText('Task completed.')
	await expect(card(page, done)).toHaveCount(0)
	await readFromEveryWorker('/tasks', me.cookie, (body, read) => {
		shows([star], [done])(body, read)
		expect(taskCount(body)).toBe('1 task')
	})
	await readFromEveryWorker('/dashboard', me.cookie, (body) => expect(dashboardCount(body, 'incomplete')).toBe('1'))

	await page.getByRole('button', { name: `Star ${star}` }).click()
	await expect(page.getByRole('button', { name: `Star ${star}` })).toHaveAttribute('aria-pressed', 'true')
	await readFromEveryWorker(starredList, me.cookie, shows([star]))

	await page.getByLabel('Task Title').fill(added)
	await page.getByRole('button', { name: 'Quick Add' }).click()
	await expect(page.getByText(`Task “${added}” added.`)).toBeVisible()
	await readFromEveryWorker('/tasks', me.cookie, (body, read) => {
		shows([star, added], [done])(body, read)
		expect(taskCount(body)).toBe('2 tasks')
	})
	await expectAccessible(page)
})

test('the JSON API: a create and an update with a personal access token; the next page from every worker shows each', async ({
	page,
	context,
	jsOn,
}) => {
	test.skip(!jsOn, 'HTTP only: run once, in the project with JavaScript on')
	const me = await keptReader(context)
	const { token } = createPersonalToken(me.user.id, { name: 'Kept pages', access: 'write', expiry: 'none' })
	const api = async (method: string, body: unknown) => {
		const res = await fetch(`${E2E_URL}/api/v1/external/tasks`, {
			method,
			headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', connection: 'close' },
			body: JSON.stringify(body),
		})
		expect(res.status, `${method} /api/v1/external/tasks`).toBeLessThan(300)
		return ((await res.json()) as { data: { _id: string } | { _id: string }[] }).data
	}
	const [first, renamed] = [unique('Renew the passport'), unique('Renew the passport today')]
	await readFromEveryWorker('/tasks', me.cookie, shows([], [first]))
	await readFromEveryWorker('/dashboard', me.cookie, (body) => expect(dashboardCount(body, 'incomplete')).toBe('0'))

	const [created] = (await api('POST', { data: [{ title: first, star: 'Y' }] })) as { _id: string }[]
	await readFromEveryWorker('/tasks', me.cookie, shows([first]))
	await readFromEveryWorker('/dashboard', me.cookie, (body) => expect(dashboardCount(body, 'incomplete')).toBe('1'))
	await readFromEveryWorker(starredList, me.cookie, shows([first]))

	await api('PUT', { data: { _id: created!._id, title: renamed } })
	await readFromEveryWorker('/tasks', me.cookie, shows([renamed], [first]))
	await readFromEveryWorker(starredList, me.cookie, shows([renamed], [first]))
	// and as the person sees it
	await page.goto('/tasks')
	await expect(card(page, renamed)).toBeVisible()
})

test('an import Confirm (Toodledo): the next page from every worker shows the imported tasks', async ({ page, context }) => {
	const me = await keptReader(context)
	const mine = unique('Already here')
	makeTask(me.user.id, { title: mine })
	await readFromEveryWorker('/tasks', me.cookie, shows([mine], ['Test tags', 'Something repeating']))

	await page.goto('/profile/dataImport')
	await page.getByRole('group', { name: 'Replace existing data' }).getByLabel('No', { exact: true }).check()
	await page
		.getByLabel('Drop file here ...or click to select a file from your computer')
		.setInputFiles('tests/fixtures/toodledo/toodledo2todoist-sample.csv')
	await page.getByRole('button', { name: 'Import', exact: true }).click()
	await expect(page.getByText('4 tasks: 4 open and 0 completed, of which 0 sub-tasks')).toBeVisible()
	// the preview writes nothing: every worker still sends the kept page
	await readFromEveryWorker('/tasks', me.cookie, shows([mine], ['Test tags']))
	await page.getByRole('button', { name: 'Confirm' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Import finished' })).toBeVisible()
	await expectAccessible(page)
	await readFromEveryWorker('/tasks', me.cookie, (body, read) => {
		shows([mine, 'Test tags', 'Something repeating'])(body, read)
		expect(taskCount(body)).toBe('5 tasks')
	})
})

test('a template used: its tasks are in no list while they wait for Add, and in the next page from every worker after it', async ({
	page,
	context,
	jsOn,
}) => {
	const me = await keptReader(context)
	const mine = unique('Pack the charger')
	makeTask(me.user.id, { title: mine })
	await readFromEveryWorker('/tasks', me.cookie, shows([mine]))

	await page.goto('/gallery/corporate')
	await page.getByRole('link', { name: 'Preparing for a business trip', exact: true }).click()
	const details = jsOn ? page.getByRole('dialog', { name: 'Preparing for a business trip' }) : page.getByRole('main')
	await details.getByRole('button', { name: 'Use' }).click()
	await expect(page).toHaveURL(/\/use\/[\w-]+$/)
	const confirm = jsOn ? page.getByRole('dialog', { name: /Use Template/ }) : page.getByRole('main')
	const first = confirm.getByLabel('Title', { exact: true }).first()
	const title = unique('Confirm the Lisbon agenda')
	await first.fill(title)
	// the template's tasks are written already, hidden until Add: every worker renders its page again without them
	await readFromEveryWorker('/tasks', me.cookie, (body, read) => {
		shows([mine], [title, 'Book travel'])(body, read)
		expect(taskCount(body)).toBe('1 task')
	})
	await confirm.getByRole('button', { name: 'Add' }).click()
	await expect(page.getByTestId('toast')).toContainText('10 tasks were created from the selected template.')
	await expectAccessible(page)
	await readFromEveryWorker('/tasks', me.cookie, (body, read) => {
		shows([mine, title])(body, read)
		expect(taskCount(body)).toBe('11 tasks')
	})
})

test('a bulk edit: two tasks moved to Waiting leave the kept On Hold page and join the kept Waiting page of every worker', async ({
	page,
	context,
}) => {
	const me = await keptReader(context)
	const [milk, bob, left] = [unique('Buy milk'), unique('Call Bob'), unique('Leave me')]
	for (const title of [milk, bob, left]) makeTask(me.user.id, { title, status: 'hold' })
	await readFromEveryWorker('/tasks/status/hold', me.cookie, shows([milk, bob, left]))
	await readFromEveryWorker('/tasks/status/waiting', me.cookie, shows([], [milk, bob]))

	await page.goto('/tasks/status/hold')
	await page.getByRole('link', { name: 'Select', exact: true }).click()
	await page.getByRole('checkbox', { name: `Select ${milk}` }).check()
	await page.getByRole('checkbox', { name: `Select ${bob}` }).check()
	await page.locator('#bulk-form').getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Waiting' })
	await page.getByRole('button', { name: 'Apply to selected' }).click()
	await expect(page.getByTestId('toast')).toContainText('2 tasks moved to Waiting.')
	await expectAccessible(page)
	await readFromEveryWorker('/tasks/status/waiting', me.cookie, shows([milk, bob], [left]))
	await readFromEveryWorker('/tasks/status/hold', me.cookie, shows([left], [milk, bob]))
})

test('CalDAV: a task created and deleted by a task app; the next page from every worker shows each', async ({ page, context, jsOn }) => {
	test.skip(!jsOn, 'HTTP only: run once, in the project with JavaScript on')
	const me = await keptReader(context)
	const { token } = createPersonalToken(me.user.id, { name: 'Task app', access: 'write', expiry: 'none' })
	const authorization = `Basic ${Buffer.from(`${me.email}:${token}`).toString('base64')}`
	const title = unique('Collect the dry cleaning')
	const uid = crypto.randomUUID()
	const path = `${E2E_URL}/dav/${me.user.id}/no-folder/${uid}.ics`
	await readFromEveryWorker('/tasks', me.cookie, shows([], [title]))
	await readFromEveryWorker('/tasks/trash', me.cookie, shows([], [title]))

	const vtodo = [
		'BEGIN:VCALENDAR',
		'VERSION:2.0',
		'PRODID:-//Twentyfour tests//EN',
		'BEGIN:VTODO',
		`UID:${uid}`,
		'DTSTAMP:20260101T000000Z',
		`SUMMARY:${title}`,
		'END:VTODO',
		'END:VCALENDAR',
		'',
	]
	const put = await fetch(path, {
		method: 'PUT',
		headers: { authorization, 'if-none-match': '*', 'content-type': 'text/calendar', connection: 'close' },
		body: vtodo.join('\r\n'),
	})
	expect(put.status).toBe(201)
	await readFromEveryWorker('/tasks', me.cookie, shows([title]))

	const deleted = await fetch(path, { method: 'DELETE', headers: { authorization, connection: 'close' } })
	expect(deleted.status).toBe(204)
	await readFromEveryWorker('/tasks', me.cookie, shows([], [title]))
	await readFromEveryWorker('/tasks/trash', me.cookie, shows([title]))
	await page.goto('/tasks/trash')
	await expect(page.getByText(title)).toBeVisible()
})
