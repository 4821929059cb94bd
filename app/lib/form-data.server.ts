// The one way an action reads its form (issue 8, decision 071): only HTML form bodies are accepted, a body
// that is not one (text/plain, JSON, broken multipart) is answered 415 or 400 with a plain message before
// anything changes, and NUL characters are stripped from every text field.
import { data } from 'react-router'

export const NOT_A_FORM = 'This request must be sent as a form.'
export const BROKEN_FORM = 'The form could not be read. Reload the page and try again.'

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

/** the text with NUL characters removed (they end strings in other tools and have no use in a task) */
export function withoutNul(text: string) {
	return text.includes('\0') ? text.replaceAll('\0', '') : text
}

/** The posted form, cleaned. Throws a 415 (not a form) or 400 (unreadable) response. */
export async function readForm(request: Request): Promise<FormData> {
	const type = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
	if (!FORM_TYPES.includes(type)) throw data(NOT_A_FORM, { status: 415 })
	let form: FormData
	try {
		form = await request.formData()
	} catch {
		throw data(BROKEN_FORM, { status: 400 })
	}
	const clean = new FormData()
	for (const [name, value] of form.entries()) {
		clean.append(withoutNul(name), typeof value === 'string' ? withoutNul(value) : value)
	}
	return clean
}
