// Two checks every request passes before anything else reads it (issue 32, decision 075): a path whose
// percent-encoding is broken is answered 400 at once, and a body is capped while it streams.
import type { NextFunction, Request, Response } from 'express'
import { failure } from '~/api/envelope'

export const MALFORMED_URL = 'The address is not valid: it has a broken percent-encoding.'

/** the path decodes segment by segment, as the API's and React Router's route matching decode it */
export function decodablePath(path: string) {
	try {
		for (const segment of path.split('/')) decodeURIComponent(segment)
		return true
	} catch {
		return false
	}
}

const isApi = (path: string) => path.startsWith('/api/')

/** 400 with one log line, for the JSON API (its envelope) and for pages alike; never a stack */
export function refuseMalformedUrls(req: Request, res: Response, next: NextFunction) {
	const path = req.originalUrl.split('?')[0]!
	if (decodablePath(path)) return next()
	console.warn(`400 malformed URL: ${req.method} ${JSON.stringify(path.slice(0, 200))}`)
	if (isApi(path)) return void res.status(400).json(failure(MALFORMED_URL))
	res.status(400).type('text/plain').send(MALFORMED_URL)
}
