// Issue 49, point 6: the log line of a request refused as sent, from React Router's own 405 (a post to a page
// without an action), and the stack kept for an error of ours.
import { createStaticHandler, data } from 'react-router'
import { afterEach, expect, test, vi } from 'vitest'
import { logRequestError, refusalLine } from './request-errors.server'

afterEach(() => vi.restoreAllMocks())

async function errorOf(request: Request, routes: Parameters<typeof createStaticHandler>[0]) {
	const context = await createStaticHandler(routes).query(request)
	if (context instanceof Response) throw new Error('a response, not an error')
	return Object.values(context.errors ?? {})[0]
}

test('POST /home, a page without an action: one warning line, no stack', async () => {
	const request = new Request('http://localhost/home', { method: 'POST' })
	const error = await errorOf(request, [{ id: 'home', path: '/home', loader: () => null }])
	const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
	const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
	logRequestError(error, { request, params: {}, context: {} as never })
	expect(logged).not.toHaveBeenCalled()
	expect(warn).toHaveBeenCalledTimes(1)
	const line = String(warn.mock.calls[0]![0])
	expect(line).toMatch(/^405 POST "\/home": You made a POST request to "\/home" but did not provide an `action`/)
	expect(line).not.toContain('\n')
	expect(warn.mock.calls[0]).toHaveLength(1)
})

test('a 4xx thrown by a loader is a line; a 500 and an Error of ours keep their stack', async () => {
	const request = new Request('http://localhost/x?y=1')
	const refused = await errorOf(request, [{ id: 'x', path: '/x', loader: () => { throw data('Not here', { status: 404 }) } }])
	expect(refusalLine(refused, request)).toBe('404 GET "/x": Not here')
	const bug = new TypeError('cannot read x of undefined')
	const failed = await errorOf(request, [{ id: 'x', path: '/x', loader: () => { throw bug } }])
	expect(refusalLine(failed, request)).toBeNull()
	const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
	logRequestError(failed, { request, params: {}, context: {} as never })
	expect(logged).toHaveBeenCalledWith(bug)
	const aborted = new AbortController()
	aborted.abort()
	logRequestError(failed, { request: new Request('http://localhost/x', { signal: aborted.signal }), params: {}, context: {} as never })
	expect(logged).toHaveBeenCalledTimes(1)
})

test('a long or many-line path and message are cut to one short line', async () => {
	const request = new Request(`http://localhost/${'a'.repeat(5000)}`, { method: 'POST' })
	const error = await errorOf(request, [{ id: 'a', path: '/:x', loader: () => null }])
	const line = refusalLine(error, request)!
	expect(line.length).toBeLessThan(500)
	expect(line).not.toContain('\n')
})
