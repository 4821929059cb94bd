// A rendered page's bytes kept beside its Response (issue 31): the kept pages (server/page-cache.ts) take them as they
// are, instead of reading the Response's body back through a web stream (0.1 to 0.2 ms a page).
const bytesOf = new WeakMap<Response, Buffer>()

/** the Response of a page rendered whole */
export function pageResponse(html: Buffer<ArrayBuffer>, init: ResponseInit) {
	const response = new Response(html, init)
	bytesOf.set(response, html)
	return response
}

/** a page's bytes: those it was made from, or its body read (a Response made elsewhere) */
export async function pageBytes(response: Response): Promise<Buffer> {
	return bytesOf.get(response) ?? Buffer.from(await response.arrayBuffer())
}
