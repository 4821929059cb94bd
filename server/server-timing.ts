// Every answer says how long the server worked on it (`Server-Timing: app;dur=<ms>`, shown by the browser's developer
// tools): from the request's arrival to its head being written, which for a page is its whole render (decision 183).
// The benches read it to report server time apart from the client's (issue 26's 15 ms budget, issue 31).
import type { NextFunction, Request, Response } from 'express'

export function serverTiming(_req: Request, res: Response, next: NextFunction) {
	const started = performance.now()
	const writeHead = res.writeHead
	res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
		if (!this.headersSent) this.setHeader('Server-Timing', `app;dur=${(performance.now() - started).toFixed(1)}`)
		return writeHead.apply(this, args)
	} as Response['writeHead']
	next()
}
