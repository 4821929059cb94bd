import { Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router'
import { keptCardsForRender } from './lib/kept-cards.server'
import { NonceProvider } from './ui/nonce'
import { KeptCardsProvider } from './ui/tasks/kept-cards'
import { shortcutsScript } from './ui/shortcuts/enhance'
import { ShortcutsScriptProvider } from './ui/shortcuts/script-context'

export const streamTimeout = 5_000

export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: AppLoadContext,
) {
	const nonce = loadContext.cspNonce
	// the task cards drawn before are put in again, not rendered (decision 254)
	const keptCards = keptCardsForRender()
	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false
		// every page is sent whole, once it is all rendered (decision 183): our loaders are synchronous, nothing streams
		const { pipe, abort } = renderToPipeableStream(
			<NonceProvider value={nonce}>
				<ShortcutsScriptProvider value={shortcutsScript}>
					<KeptCardsProvider value={keptCards}>
						<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
					</KeptCardsProvider>
				</ShortcutsScriptProvider>
			</NonceProvider>,
			{
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
							responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
							resolve(new Response(keptCards.fill(Buffer.concat(chunks)), { headers: responseHeaders, status: responseStatusCode }))
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
			},
		)
		setTimeout(abort, streamTimeout + 1000)
	})
}
