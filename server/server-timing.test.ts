import type { AddressInfo } from 'node:net'
import express from 'express'
import { expect, it } from 'vitest'
import { serverTiming } from './server-timing'

it("answers carry the server's time on them, from arrival to the head (Server-Timing: app;dur=)", async () => {
	const app = express()
	app.use(serverTiming)
	app.get('/slow', (_req, res) => void setTimeout(() => res.send('done'), 30))
	const server = app.listen(0)
	try {
		const { port } = server.address() as AddressInfo
		const response = await fetch(`http://127.0.0.1:${port}/slow`)
		const dur = Number(/^app;dur=([\d.]+)$/.exec(response.headers.get('server-timing') ?? '')?.[1])
		expect(dur).toBeGreaterThanOrEqual(29)
		expect(dur).toBeLessThan(1000)
	} finally {
		server.close()
	}
})
