// Every answer says how long the server worked on it (`Server-Timing: app;dur=<ms>`, shown by the browser's developer
// tools): from the request's arrival to its head being written, which for a page is its whole render (decision 183).
// The benches read it to report server time apart from the client's (issue 26's 15 ms budget, issue 31).
// In a cluster it also names the worker that answered (`worker;desc=<1..n>`, the cluster's own numbering, never a
// process id), so the tests of kept pages can prove that every worker shows a change (issue 31).
import cluster from 'node:cluster'
import type { NextFunction, Request, Response } from 'express'

const worker = cluster.isWorker ? `, worker;desc=${cluster.worker!.id}` : ''

export function serverTiming(_req: Request, res: Response, next: NextFunction) {
	const started = performance.now()
	const writeHead = res.writeHead
	res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
		if (!this.headersSent) this.setHeader('Server-Timing', `app;dur=${(performance.now() - started).toFixed(1)}${worker}`)
		return writeHead.apply(this, args)
	} as Response['writeHead']
	next()
}
