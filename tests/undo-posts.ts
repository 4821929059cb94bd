// The toast's Undo as the browser posts it (a plain form post to /tasks/undo, by a signed-in person), and the toast a
// response sets: for the tests of Undo (decisions 394, 403) and of the change list.
import { sessionStorage } from '~/lib/session.server'
import { getToast, type Toast } from '~/lib/toast.server'
import { action as undoAction } from '~/routes/tasks.undo'
import type { makeUser } from './factories'
import { statusOf } from './seams-entries'

type Person = ReturnType<typeof makeUser>

/** the toast a response sets (its flash cookie) */
export async function toastOf(response: unknown): Promise<Toast | null> {
	const setCookie = (response as Response).headers.get('Set-Cookie') ?? ''
	return (await getToast(new Request('http://localhost/', { headers: { Cookie: setCookie.split(';')[0]! } }))).toast
}

/** a signed-in session's cookie for `user` */
export async function cookieOf(user: Person) {
	const storage = sessionStorage()
	const session = await storage.getSession()
	session.set('identity', { subject: user.identitySubject, email: user.email, givenName: user.firstName, familyName: user.lastName, picture: null })
	session.set('userId', user.id)
	return (await storage.commitSession(session)).split(';')[0]!
}

/** the toast's Undo, posted by `who` as the browser does (a plain form post to /tasks/undo): its status, toast and where it goes */
export async function postUndo(who: Person, undoId: string, returnTo = '/profile/folders') {
	const request = new Request('http://localhost/tasks/undo', {
		method: 'POST',
		headers: { Cookie: await cookieOf(who) },
		body: new URLSearchParams({ undo: undoId, returnTo }),
	})
	const run = undoAction({ request, params: {}, context: {} } as never)
	const status = await statusOf(run)
	if (status !== 302) return { status, toast: null }
	return { status, toast: await toastOf(await run), location: ((await run) as Response).headers.get('Location') }
}
