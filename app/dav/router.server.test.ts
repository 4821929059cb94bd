// The CalDAV and JSON API routers are mounted before the pages (server/index.ts): a page request must pass them by
// within the same turn of the event loop. Through the DAV router it used to wait for the next turn (Express's router
// hands a request on with setImmediate once its last layer is passed), behind every request then queued (issue 31).
import express, { type RequestHandler } from 'express'
import { describe, expect, it } from 'vitest'
import { apiRouter } from '~/api/router.server'
import { davRouter } from './router.server'

const passOn: RequestHandler = (_req, _res, next) => next()

async function answer(path: string, method = 'GET') {
	const app = express()
	app.use((_req, res, next) => {
		// queued before the routers: it runs first only if a router makes the request wait for the next turn
		res.locals.waited = false
		setImmediate(() => (res.locals.waited = true))
		next()
	})
	app.use(apiRouter())
	app.use(davRouter({ failures: passOn }))
	app.all('/*all', (_req, res) => void res.json({ waited: res.locals.waited }))
	const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
		const s = app.listen(0, '127.0.0.1', () => resolve(s))
	})
	try {
		const { port } = server.address() as { port: number }
		const res = await fetch(`http://127.0.0.1:${port}${path}`, { method, redirect: 'manual' })
		return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text() }
	} finally {
		server.close()
	}
}

describe('the CalDAV and API routers', () => {
	it('let a page request by in the same turn of the event loop', async () => {
		for (const path of ['/tasks', '/dashboard', '/api/docs', '/davx', '/apix']) expect(await answer(path), path).toEqual({ status: 200, body: { waited: false } })
		expect(await answer('/tasks', 'POST')).toEqual({ status: 200, body: { waited: false } })
	})

	it('still answer their own paths, as Express matches them (any case, with or without a trailing slash)', async () => {
		expect((await answer('/.well-known/caldav')).status).toBe(301)
		expect((await answer('/.Well-Known/CalDAV/', 'PROPFIND')).status).toBe(301)
		expect((await answer('/dav/', 'PROPFIND')).status).toBe(401)
		expect((await answer('/', 'PROPFIND')).status).toBe(401)
		expect((await answer('/api/v1/openapi.json')).status).toBe(200)
		expect((await answer('/API/v1/nothing')).status).toBe(404)
	})
})
