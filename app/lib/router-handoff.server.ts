// The loader data a hydrating page hands to the browser (React Router's "server handoff": turbo-stream text, sent as
// scripts at the end of the page). React Router's ServerRouter reads that stream while React renders, one chunk at a
// time, suspending for each, which needs React's streaming renderer. Our loaders are synchronous, so the stream is
// complete at once: it is read here before rendering and handed to the render ready, so the page renders to one
// string (decision 256). The scripts are the same as React Router's for a stream of one chunk.
import type { EntryContext } from 'react-router'
import { hydratesWith } from './route-handle'

/** React Router's record of a chunk read (`renderMeta.streamCache` of its StreamTransfer): a promise with its result */
type Read = Promise<void> & { result: { done: boolean; value: string } }
const read = (done: boolean, value: string): Read => Object.assign(Promise.resolve(), { result: { done, value } })

/** whether the page's own route (the last match) runs React in the browser (`useShouldHydrate`'s rule) */
const pageHydrates = (context: EntryContext) => hydratesWith(context.staticHandlerContext.matches.at(-1)?.route.handle)

/** The handoff's whole text when the page hydrates, or null when the page will not send it (the stream is left unread). */
export async function handoffText(context: EntryContext): Promise<string | null> {
	if (!pageHydrates(context) || !context.serverHandoffStream) return null
	const reader = context.serverHandoffStream.getReader()
	const decoder = new TextDecoder()
	let text = ''
	for (;;) {
		const { done, value } = await reader.read()
		if (done) return text + decoder.decode()
		text += decoder.decode(value, { stream: true })
	}
}

/**
 * The context for rendering to a string: the handoff already read (a first chunk of all the text, then the end) and a
 * stream nobody reads, so the page's markup is what React Router renders from the stream itself.
 */
export function forString(context: EntryContext, text: string | null): EntryContext {
	const streamCache: Record<number, Read> | undefined =
		text === null ? undefined : text === '' ? { 0: read(true, '') } : { 0: read(false, text), 1: read(true, '') }
	return { ...context, serverHandoffStream: new ReadableStream(), renderMeta: streamCache ? { streamCache } : {} }
}

/** whether a string render sent the page's scripts without the handoff (its route said it would not hydrate) */
export const missedHandoff = (rendered: EntryContext, text: string | null) => text === null && rendered.renderMeta?.didRenderScripts === true

/** The context for rendering as a stream, React Router's way: the handoff's stream as it came, or its text read. */
export function forStream(context: EntryContext, text: string | null): EntryContext {
	if (text === null) return { ...context, renderMeta: {} }
	const bytes = new TextEncoder().encode(text)
	const stream = new ReadableStream<Uint8Array>({
		start(controller) {
			if (bytes.length > 0) controller.enqueue(bytes)
			controller.close()
		},
	})
	return { ...context, serverHandoffStream: stream, renderMeta: {} }
}
