// Toasts travel in a flash cookie set by an action and read once by the next page.
import { redirect, type AppLoadContext } from 'react-router'
import { z } from 'zod'
import { env, hostCookieName } from './env.server'
import { signedCookie } from './signed-cookie.server'

export const ToastSchema = z.object({
	type: z.enum(['success', 'info', 'warning', 'danger']).default('info'),
	title: z.string().optional(),
	description: z.string(),
	/** an undo id (app/tasks/undo.server.ts): the toast offers Undo, a form post to /tasks/undo (decision 244) */
	undo: z.string().max(64).optional(),
	/** a folder whose last next action was just completed: the toast asks for the next one (decision 201) */
	nextActionFor: z.string().max(200).optional(),
	/** a link to what the change made (the tasks a template use added): a path of ours */
	link: z.object({ href: z.string().max(200).regex(/^\/(?!\/)/), text: z.string().max(80) }).optional(),
})
export type Toast = z.infer<typeof ToastSchema>

/** the toast cookie's name over http; under https it is `__Host-` prefixed (toastCookieName) */
export const TOAST_COOKIE = 'twentyfour_toast'
export const toastCookieName = () => hostCookieName(TOAST_COOKIE)

const toastCookie = () =>
	signedCookie(toastCookieName(), {
		httpOnly: true,
		sameSite: 'lax',
		secure: env().secure,
		path: '/',
		secrets: [env().sessionSecret],
	})

export async function toastHeaders(toast: Toast, headers = new Headers()) {
	headers.append('Set-Cookie', await toastCookie().serialize(toast))
	return headers
}

/**
 * A toast for a response that is not a redirect. A browser with JavaScript reloads the page's data
 * in a second request, which reads the cookie; a plain form post renders the page in this request,
 * so the toast goes to it through the load context.
 */
export async function toastForPage(context: AppLoadContext, toast: Toast): Promise<Headers | undefined> {
	if (context.isDataRequest) return toastHeaders(toast)
	context.toast = toast
	return undefined
}

export async function redirectWithToast(url: string, toast: Toast, init?: ResponseInit) {
	const headers = new Headers(init?.headers)
	await toastHeaders(toast, headers)
	return redirect(url, { ...init, headers })
}

/** Reads the toast of this request, with the header that clears it. */
export async function getToast(request: Request) {
	const raw = await toastCookie().parse(request.headers.get('Cookie'))
	const parsed = ToastSchema.safeParse(raw)
	return {
		toast: parsed.success ? parsed.data : null,
		headers: raw ? new Headers({ 'Set-Cookie': await toastCookie().serialize('', { maxAge: 0 }) }) : null,
	}
}
