// The one way an action reads its form (issue 8, decision 071): only HTML form bodies are accepted, a body
// that is not one (text/plain, JSON, broken multipart) is answered 415 or 400 with a plain message before
// anything changes, and every text field is cleaned by cleanText (the API's JSON bodies too).
import { data } from 'react-router'

export const NOT_A_FORM = 'This request must be sent as a form.'
export const BROKEN_FORM = 'The form could not be read. Reload the page and try again.'

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * The one rule for text that arrives from outside, forms and the JSON API alike (issue 32): NUL characters removed
 * (they end strings in other tools and have no use in a task), and a lone surrogate (no character at all) replaced by
 * U+FFFD, as a browser does when it encodes one in a form.
 */
export function cleanText(text: string) {
	const withoutNul = text.includes('\0') ? text.replaceAll('\0', '') : text
	return withoutNul.replace(LONE_SURROGATE, '\uFFFD')
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
		clean.append(cleanText(name), typeof value === 'string' ? cleanText(value) : value)
	}
	return clean
}
