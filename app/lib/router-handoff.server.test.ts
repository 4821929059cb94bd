import type { EntryContext } from 'react-router'
import { describe, expect, test } from 'vitest'
import { forStream, forString, handoffText, missedHandoff } from './router-handoff.server'

const streamOf = (...chunks: string[]) =>
	new ReadableStream<Uint8Array>({
		start(controller) {
			for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk))
			controller.close()
		},
	})

const contextOf = (handle: unknown, stream?: ReadableStream<Uint8Array>) =>
	({ staticHandlerContext: { matches: [{ route: { handle: undefined } }, { route: { handle } }] }, serverHandoffStream: stream }) as unknown as EntryContext

async function readAll(stream: ReadableStream<Uint8Array> | undefined) {
	return new Response(stream).text()
}

describe("the loader data a page hands to the browser, read before rendering", () => {
	test("a hydrating page's handoff is read whole, across chunks and a character cut between them", async () => {
		const bytes = new TextEncoder().encode('[{"title":"Café"}]')
		const stream = new ReadableStream<Uint8Array>({
			start(controller) {
				controller.enqueue(bytes.slice(0, 14))
				controller.enqueue(bytes.slice(14))
				controller.close()
			},
		})
		expect(await handoffText(contextOf(undefined, stream))).toBe('[{"title":"Café"}]')
	})

	test('a page whose route says it does not hydrate leaves the stream unread', async () => {
		const stream = streamOf('[1]')
		expect(await handoffText(contextOf({ hydrate: false }, stream))).toBeNull()
		expect(stream.locked).toBe(false)
	})

	test('the string render gets the text as one read chunk then the end, and a stream of its own', () => {
		const original = streamOf('[1]')
		const context = forString(contextOf(undefined, original), '[1]\n')
		const cache = context.renderMeta!.streamCache!
		expect([cache[0]!.result, cache[1]!.result]).toEqual([
			{ done: false, value: '[1]\n' },
			{ done: true, value: '' },
		])
		expect(context.serverHandoffStream).not.toBe(original)
		expect(forString(contextOf(undefined), '').renderMeta!.streamCache).toEqual({ 0: expect.objectContaining({ result: { done: true, value: '' } }) })
	})

	test('a page that said it would not hydrate but sent its scripts is rendered again', () => {
		const context = forString(contextOf({ hydrate: false }), null)
		expect(missedHandoff(context, null)).toBe(false)
		context.renderMeta!.didRenderScripts = true
		expect(missedHandoff(context, null)).toBe(true)
		expect(missedHandoff(forString(contextOf(undefined), '[1]'), '[1]')).toBe(false)
	})

	test('the stream render gets the handoff as a stream again: the text read, or the stream left unread', async () => {
		expect(await readAll(forStream(contextOf(undefined), 'ab\ncd').serverHandoffStream)).toBe('ab\ncd')
		const unread = streamOf('[2]')
		const context = forStream(contextOf({ hydrate: false }, unread), null)
		expect(context.serverHandoffStream).toBe(unread)
		expect(context.renderMeta).toEqual({})
	})
})
