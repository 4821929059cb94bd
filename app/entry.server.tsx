import { Writable } from 'node:stream'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router'
import { keptCardsForRender } from './lib/kept-cards.server'
import { matchedRoutesOnly } from './lib/matched-routes.server'
import { pageResponse } from './lib/page-bytes.server'
import { forStream, forString, handoffText, missedHandoff } from './lib/router-handoff.server'
import { NonceProvider } from './ui/nonce'
import { KeptCardsProvider } from './ui/tasks/kept-cards'
import { shortcutsScript } from './ui/shortcuts/enhance'
import { ShortcutsScriptProvider } from './ui/shortcuts/script-context'

export const streamTimeout = 5_000

export default async function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	everyRoute: EntryContext,
	loadContext: AppLoadContext,
) {
	// a page is rendered from its own routes, not the manifest's every route (decision 259)
	const routerContext = matchedRoutesOnly(everyRoute)
	const nonce = loadContext.cspNonce
	// the task cards drawn before are put in again, not rendered (decision 254)
	const keptCards = keptCardsForRender()
	const page = (context: EntryContext) => (
		<NonceProvider value={nonce}>
			<ShortcutsScriptProvider value={shortcutsScript}>
				<KeptCardsProvider value={keptCards}>
					<ServerRouter context={context} url={request.url} nonce={nonce} />
				</KeptCardsProvider>
			</ShortcutsScriptProvider>
		</NonceProvider>
	)
	const send = (html: Buffer<ArrayBuffer>) => {
		responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
		return pageResponse(keptCards.fill(html), { headers: responseHeaders, status: responseStatusCode })
	}
	// Every page is sent whole, once it is all rendered (decision 183): our loaders are synchronous, nothing streams. So it
	// is rendered to one string, with the loader data the page hands to the browser read beforehand (decision 256); only
	// a page that would wait for something (a part loaded by import() not yet loaded, an error in a boundary) is
	// rendered again as a stream, which waits for it.
	const handoff = await handoffText(routerContext)
	const whole = renderWhole(page, forString(routerContext, handoff), handoff)
	if (whole !== null) return send(whole)
	const context = forStream(routerContext, handoff)
	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false
		const { pipe, abort } = renderToPipeableStream(page(context), {
			nonce,
			// the document is sent whole, so a finished Suspense boundary (a part loaded by import() in the browser,
			// decision 185) stays in place, never moved to the end behind a script that pages without JavaScript lack
			progressiveChunkSize: Number.POSITIVE_INFINITY,
			onAllReady() {
				shellRendered = true
				const chunks: Buffer[] = []
				const body = new Writable({
					write(chunk, _encoding, done) {
						chunks.push(chunk)
						done()
					},
					final(done) {
						resolve(send(Buffer.concat(chunks)))
						done()
					},
				})
				pipe(body)
			},
			onShellError(error: unknown) {
				reject(error)
			},
			onError(error: unknown) {
				responseStatusCode = 500
				if (shellRendered) console.error(error)
			},
		})
		setTimeout(abort, streamTimeout + 1000)
	})
}

const DOCTYPE = Buffer.from('<!DOCTYPE html>')

/**
 * The page's bytes, rendered as one string, or null when some part of it would wait (a boundary left to the browser).
 * Searched as bytes: a page with one character beyond Latin-1 (the dashboard's sort arrows) is a two-byte string.
 */
function renderWhole(page: (context: EntryContext) => React.ReactElement, context: EntryContext, handoff: string | null) {
	try {
		const html = Buffer.from(renderToString(page(context)))
		if (html.includes('<!--$!') || missedHandoff(context, handoff)) return null
		// the streaming renderer starts a document with its doctype; this one does not
		return html.subarray(0, 5).toString() === '<html' ? Buffer.concat([DOCTYPE, html]) : html
	} catch {
		return null
	}
}

/** bad input from outside is a line in the log, never a stack (issue 49): ./lib/request-errors.server.ts */
export { logRequestError as handleError } from './lib/request-errors.server'
