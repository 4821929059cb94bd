// What a server loads on first use (issue 52, decisions 331 and 356) works on the first request that needs it: a
// production server of its own, just started, answers its first quick add with the phrase read (chrono-node's English
// reader, loaded by that request), its first confirmation page with the parts understood, and its first page with a
// note rendered (marked and sanitize-html). That an idle server has not loaded them is measured (npm run measure:memory).
// No browser: it speaks HTTP with a session made in the database (fixtures' signedInSession), on the suite's data folder.
import { eq } from 'drizzle-orm'
import { tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { parseQuickAdd } from '~/tasks/quick-add-phrase'
import { E2E_PORT } from './env'
import { expect, makeTask, signedInSession, test } from './fixtures'
import { startOwnServer } from './own-server'

// one run is enough: no page is opened, so JavaScript on or off makes no difference
test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'speaks HTTP only')
test.setTimeout(90_000)

const PORT = E2E_PORT + 9
const TIME_ZONE = 'Europe/London'


test('a server just started reads its first quick-add phrase, shows its first confirmation and renders its first note', async () => {
	const { user, cookie } = await signedInSession({ timezone: TIME_ZONE })
	const base = `http://localhost:${PORT}`
	const headers = { cookie: `${cookie.name}=${cookie.value}`, origin: base }
	makeTask(user.id, { title: 'First note', notes: 'Ask **twice**, then [write](https://example.com/x) it down' })
	const server = await startOwnServer({ port: PORT, env: { WEB_CONCURRENCY: '1' } })
	try {
		// the first request after the start that reads a phrase: the confirmation page of a post without a preview
		const text = 'Call Bob tomorrow 5pm'
		const confirm = await fetch(`${base}/tasks/quick-add?${new URLSearchParams({ text, returnTo: '/tasks' })}`, { headers })
		expect(confirm.status).toBe(200)
		const html = await confirm.text()
		expect(html).toContain('Call Bob')
		expect(html).toMatch(/tomorrow 5pm/)

		// the post that adds it, with the due date kept: the task is due tomorrow at 17:00 in the person's time zone
		const now = Date.now()
		const added = await fetch(`${base}/tasks/quick-add`, {
			method: 'POST',
			headers,
			redirect: 'manual',
			body: new URLSearchParams({ title: text, confirm: 'Y', keep: 'due', returnTo: '/tasks', submissionToken: crypto.randomUUID() }),
		})
		expect(added.status).toBe(302)
		const task = db().select().from(tasks).where(eq(tasks.ownerId, user.id)).all().find((t) => t.title === 'Call Bob')
		expect(task, 'the task titled without its date').toBeDefined()
		const expected = parseQuickAdd(text, { timeZone: TIME_ZONE, now, contexts: [], folders: [] }).due
		expect(expected?.time).toBe(17 * 3_600_000)
		expect({ due: task!.due, dueTime: task!.dueTime }).toEqual({ due: expected!.date, dueTime: expected!.time })

		// the first note rendered: Markdown to HTML, sanitized, the link opened apart
		const page = await fetch(`${base}/tasks`, { headers })
		expect(page.status).toBe(200)
		const list = await page.text()
		expect(list).toContain('<strong>twice</strong>')
		expect(list).toMatch(/<a href="https:\/\/example\.com\/x" rel="noopener noreferrer nofollow" target="_blank">write<\/a>/)
	} finally {
		await server.stop()
	}
})
