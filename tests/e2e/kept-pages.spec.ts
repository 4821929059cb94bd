// A person's task lists, dashboard and word cloud are kept in memory and rendered again only after a change to their
// data (docs/decisions/180). What matters to a person: every change shows at once, from wherever it was made, and
// each view still gets its own idempotency token and CSP nonce.
import { createSignedInUser, expect, makeTask, shareWith, test, waitForHydration } from './fixtures'

const card = (page: import('@playwright/test').Page, title: string) => page.getByTestId('task-card').filter({ hasText: title })

test('a kept task list shows every change at once, and each view gets its own token and nonce', async ({ page, signIn }) => {
	const { user: me } = await signIn({ loadDefaults: false })
	makeTask(me.id, { title: 'First kept task' })
	const first = await page.goto('/tasks')
	await expect(card(page, 'First kept task')).toBeVisible()
	const token = await page.locator('input[name="submissionToken"]').first().inputValue()
	const again = await page.reload()
	await expect(card(page, 'First kept task')).toBeVisible()
	expect(await page.locator('input[name="submissionToken"]').first().inputValue()).not.toBe(token)
	const nonce = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1]
	expect(nonce(again!.headers()['content-security-policy'])).not.toBe(nonce(first!.headers()['content-security-policy']))

	// written by another process (this test's own database connection), not through the server
	makeTask(me.id, { title: 'Second kept task' })
	await page.reload()
	await expect(card(page, 'Second kept task')).toBeVisible()

	// and through the page itself (its own action, with a toast: a page with a toast to show is never kept). The quick add
	// once did this, but with JavaScript a post to a route the page has not discovered yet was answered, on a loaded CI
	// machine, with the not-found route's error ("No result found for routeId routes/not-found"): noted in the closing
	// note, not hidden; the page's own Complete needs no discovery.
	if (test.info().project.use.javaScriptEnabled) await waitForHydration(page)
	await page.getByRole('button', { name: 'Complete First kept task' }).click()
	await expect(card(page, 'First kept task')).toHaveCount(0)
	await page.reload()
	await expect(card(page, 'First kept task')).toHaveCount(0)
	await expect(card(page, 'Second kept task')).toBeVisible()
	await expect(page.getByTestId('task-count')).toHaveText('1 task')
})

test("another person never gets a kept page of someone else's", async ({ page, browser, signIn }) => {
	const { user: me } = await signIn({ loadDefaults: false })
	makeTask(me.id, { title: 'Only mine' })
	await page.goto('/tasks')
	await expect(card(page, 'Only mine')).toBeVisible()
	const context = await browser.newContext({ javaScriptEnabled: test.info().project.use.javaScriptEnabled })
	await createSignedInUser(context, { loadDefaults: false })
	const other = await context.newPage()
	await other.goto('/tasks')
	await expect(other.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible()
	await expect(card(other, 'Only mine')).toHaveCount(0)
	await context.close()
})

// Issue 55 point 5: a member of a shared folder has their pages kept too; a change by the folder's owner (or any other
// member: it is the owner's task either way) shows on the member's very next page from either worker, and so does
// their removal. Over HTTP alone: run once, in the project with JavaScript on.
test('a member’s kept pages show every change to the shared folder at once, from either worker', async ({ jsOn }) => {
	test.skip(!jsOn, 'HTTP only: run once, in the project with JavaScript on')
	const { keptReader, readFromEveryWorker, shows, taskCount } = await import('./kept-reads')
	const { eq } = await import('drizzle-orm')
	const { db } = await import('~/lib/db.server')
	const { tasks } = await import('#db/schema')
	const owner = await keptReader()
	const member = await keptReader()
	const folder = shareWith(owner.user.id, 'Kept groceries', member.user.id, 'editor')
	const milk = makeTask(owner.user.id, { title: 'Kept shared milk', folder: 'Kept groceries' })
	makeTask(member.user.id, { title: 'Kept own bread' })
	const count = (n: string) => (body: string) => expect(taskCount(body)).toBe(n)
	await readFromEveryWorker('/tasks', member.cookie, shows(['Kept shared milk', 'Kept own bread']))
	// kept now; the owner adds one (written by this test's own connection, as another process would)
	makeTask(owner.user.id, { title: 'Kept shared eggs', folder: 'Kept groceries' })
	await readFromEveryWorker('/tasks', member.cookie, (body, read) => {
		shows(['Kept shared milk', 'Kept shared eggs', 'Kept own bread'])(body, read)
		count('3 tasks')(body)
	})
	// the owner completes one: gone from the member's Incomplete list on the next page from either worker
	db().update(tasks).set({ completed: true, completedDate: Date.now() }).where(eq(tasks.id, milk.id)).run()
	await readFromEveryWorker('/tasks', member.cookie, (body, read) => {
		shows(['Kept shared eggs'], ['Kept shared milk'])(body, read)
		count('2 tasks')(body)
	})
	// removed from the folder: none of its tasks on the very next page
	const { removeMember } = await import('~/sharing/members.server')
	removeMember(owner.user.id, folder.id, member.user.id)
	await readFromEveryWorker('/tasks', member.cookie, shows(['Kept own bread'], ['Kept shared eggs']))
	// and the owner's own kept page was never the member's
	await readFromEveryWorker('/tasks', owner.cookie, shows(['Kept shared eggs'], ['Kept own bread']))
})
