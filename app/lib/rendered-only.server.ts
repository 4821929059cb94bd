// Loader data a page that ships no script (`handle.hydrate` false, app/lib/route-handle.ts) uses for its server render
// alone. React Router encodes every page's loader data for the browser (its turbo-stream handoff) before the page is
// rendered, whether the page sends it or not (decision 256 leaves it unread): for the dashboard about 0.8 ms of its
// 12 (decision 260). Fields that are not enumerable are left out of that encoding, as out of JSON, and read as any.
import { isDataRequest } from './page-url.server'

/**
 * The loader's data as it is for a data request; for a document, the same fields, not enumerable, so the handoff React
 * Router encodes for a page that will not send it is empty. Only for a route whose page does not hydrate.
 */
export function renderedOnly<T extends Record<string, unknown>>(request: Request, data: T): T {
	if (isDataRequest(request)) return data
	const hidden = {} as T
	for (const key of Object.keys(data)) Object.defineProperty(hidden, key, { value: data[key], enumerable: false })
	return hidden
}

/**
 * `data` with `fields` added: for a data request (a client-side navigation) as they are; for a document not enumerable,
 * so the server draws them but React Router does not hand them to the browser in the page's loader data, and the page
 * reads them back from what the server drew (`useDrawnOptions`, app/ui/drawn-options.ts). For long lists that the
 * server draws in full in the HTML anyway, such as a select's options (issue 52, decision 354).
 */
export function withDrawnOnly<T extends object, E extends Record<string, unknown>>(request: Request, data: T, fields: E): T & Partial<E> {
	if (isDataRequest(request)) return { ...data, ...fields }
	for (const key of Object.keys(fields)) Object.defineProperty(data, key, { value: fields[key], enumerable: false })
	return data as T & Partial<E>
}
