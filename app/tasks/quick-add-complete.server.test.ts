// Issue 48 point 1 (docs/decisions/270), the rule for each phrase: a task quick add understood anything of (a date, a
// time, an @context, a #folder, a !priority, a star, a repeat, all at once) is added with those values and completes
// from its card, JavaScript off (a plain post, redirect) and on (the fetcher's toggle); a repeating one moves to its
// next date. Through the quick add route's own loader and action and the card's action, with the toasts they send.
// The browser walks one such journey each way (tests/e2e/quick-add-complete.spec.ts, docs/decisions/345).
import type { AppLoadContext } from 'react-router'
import { describe, expect, test } from 'vitest'
import { findTasks, makeUser } from '../../tests/factories'
import { expectCompletedInDatabase, PHRASES } from '../../tests/quick-add-phrases'
import { sessionStorage } from '~/lib/session.server'
import { getToast } from '~/lib/toast.server'
import { action as quickAddAction, loader as quickAddLoader } from '~/routes/tasks.quick-add'
import { taskCardAction } from './card-actions.server'
import { toggleValue } from './card-toggle'

/** a person as the browser tests' signIn makes them: enrolled with the sign-up defaults, in London, signed in */
async function signedIn() {
	const user = makeUser({ timezone: 'Europe/London', loadDefaults: true })
	const storage = sessionStorage()
	const session = await storage.getSession()
	session.set('identity', { subject: user.identitySubject, email: 'ada@example.com', givenName: 'Ada', familyName: 'Lovelace', picture: null })
	session.set('userId', user.id)
	const cookie = (await storage.commitSession(session)).split(';')[0]!
	return { user, cookie }
}

const request = (cookie: string, url: string, fields?: [string, string][]) =>
	new Request(`http://localhost${url}`, { headers: { Cookie: cookie }, ...(fields ? { method: 'POST', body: new URLSearchParams(fields) } : {}) })
const args = (r: Request) => ({ request: r, params: {}, context: {} }) as never

/** the toast a response's Set-Cookie carries, as the next page reads it */
async function toastOf(headers: Headers | HeadersInit | undefined) {
	const setCookie = new Headers(headers).get('Set-Cookie') ?? ''
	return (await getToast(new Request('http://localhost/', { headers: { Cookie: setCookie.split(';')[0]! } }))).toast
}

/** quick add without a live preview: the post lands on the confirmation page of each part, whose Add Task keeps them all */
async function quickAdd(cookie: string, typed: string, title: string) {
	const first = (await quickAddAction(args(request(cookie, '/tasks/quick-add', [['title', typed], ['returnTo', '/tasks']])))) as Response
	expect(first.status).toBe(302)
	const confirmation = first.headers.get('Location')!
	expect(confirmation).toMatch(/^\/tasks\/quick-add\?/)
	const page = (await quickAddLoader(args(request(cookie, confirmation)))) as { title: string; parts: { field: string }[] }
	expect(page.title).toBe(title)
	expect(page.parts.length).toBeGreaterThan(0)
	const keep = page.parts.map((p): [string, string] => ['keep', p.field])
	const added = (await quickAddAction(args(request(cookie, '/tasks/quick-add', [['title', typed], ['returnTo', '/tasks'], ['confirm', 'Y'], ...keep])))) as Response
	expect(added.headers.get('Location')).toBe('/tasks')
	expect((await toastOf(added.headers))?.description).toBe(`Task “${title}” added.`)
}

/** the card's Complete: a plain post answered by a redirect, or the fetcher's toggle answered with data */
async function complete(user: ReturnType<typeof makeUser>, id: string, jsOn: boolean) {
	const post = new Request('http://localhost/tasks', { method: 'POST', body: new URLSearchParams([['toggle', toggleValue('complete', id, true)], ['returnTo', '/tasks']]) })
	const answer = (await taskCardAction(post, { isDataRequest: jsOn } as unknown as AppLoadContext, user)) as Response | { init: ResponseInit | null }
	if (answer instanceof Response) {
		expect(jsOn).toBe(false)
		expect(answer.status).toBe(302)
		return (await toastOf(answer.headers))!
	}
	expect(jsOn).toBe(true)
	expect(answer.init?.status ?? 200).toBe(200)
	return (await toastOf(answer.init?.headers))!
}

describe.each([false, true])('quick add, then Complete on the card (JavaScript %s)', (jsOn) => {
	test.each(PHRASES)('quick add $typed makes a task that completes from its card', async ({ typed, title, repeats, check }) => {
		const { user, cookie } = await signedIn()
		await quickAdd(cookie, typed, title)
		const made = findTasks(user.id).find((t) => t.title === title)!
		expect(made).toMatchObject({ repeatChoice: repeats ? expect.any(String) : '', ...check })
		expect(made.repeat !== '').toBe(!!repeats)

		const toast = await complete(user, made.id, jsOn)
		expect(toast.description).toContain('Task completed.')
		expect(toast.description).not.toContain('Unable to create a new instance')
		expectCompletedInDatabase(expect, findTasks(user.id), made, repeats)
		if (repeats) expect(toast.description).toContain('The next one is due')
	})
})
