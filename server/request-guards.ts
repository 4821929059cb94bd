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

const MB = 1024 * 1024
/**
 * Every body (forms, webhooks, the API) 1 MB, except the import's upload (with JavaScript to /profile/import/upload,
 * without it the Data Import form itself): its own reader counts the body while it streams, refuses it past 10 MB of
 * file with the form's own message ("The file is larger than 10 MB...") and drains the rest, never holding more
 * (app/imports/upload.server.ts), so null: not capped here.
 */
export const IMPORT_UPLOADS = new Set(['/profile/import/upload', '/profile/dataImport'])
export const bodyLimit = (path: string) => (IMPORT_UPLOADS.has(path) ? null : MB)
export const TOO_LARGE = (limit: number) => `The body is larger than ${limit / MB} MB.`

/**
 * What a refused body may still send: a browser that is cut off while it uploads shows "connection reset", not the
 * 413, so a body up to LINGER is read and dropped (nothing held) for at most LINGER_MS before the connection is cut.
 */
export const LINGER = 16 * MB
const LINGER_MS = 10_000

function refuseTooLarge(req: Request, res: Response, limit: number, declared?: number) {
	if (declared !== undefined && declared > LINGER) {
		// the rest is never read: the connection closes once the answer is out
		req.socket.pause()
		res.on('finish', () => req.socket.destroy())
		res.set('Connection', 'close')
	} else linger(req)
	res.status(413)
	if (isApi(req.path)) res.json(failure(TOO_LARGE(limit)))
	else res.type('text/plain').send(TOO_LARGE(limit))
}

function linger(req: Request) {
	const cut = () => req.socket.destroy()
	const timer = setTimeout(cut, LINGER_MS).unref()
	let dropped = 0
	req.on('data', (chunk: Buffer) => {
		if ((dropped += chunk.length) > LINGER) cut()
	})
	req.once('end', () => clearTimeout(timer))
	req.once('close', () => clearTimeout(timer))
	req.resume()
}

/**
 * Every request body capped while it streams, whatever its headers say (issue 32). A declared Content-Length over
 * the cap is answered at once (Node never delivers more than it declares); a body without one (chunked) is held
 * chunk by chunk up to the cap and handed on only once complete, or answered 413 the moment it passes the cap. Either way
 * the rest is dropped as it comes, up to LINGER, so the sender reads the answer instead of a reset.
 */
export function capBodies(req: Request, res: Response, next: NextFunction) {
	if (req.method === 'GET' || req.method === 'HEAD') return next()
	const limit = bodyLimit(req.path)
	if (limit === null) return next()
	const declared = req.headers['content-length']
	if (declared !== undefined) return Number(declared) > limit ? refuseTooLarge(req, res, limit, Number(declared)) : next()
	if (req.readableEnded || !req.headers['transfer-encoding']) return next()
	const held: Buffer[] = []
	let seen = req.readableLength
	const push = req.push.bind(req)
	req.push = (chunk: Buffer | null, encoding?: BufferEncoding) => {
		if (chunk === null) {
			req.push = push
			for (const c of held) push(c)
			push(null)
			next()
			return false
		}
		seen += chunk.length
		if (seen > limit) {
			req.push = push
			held.length = 0
			refuseTooLarge(req, res, limit)
			return true
		}
		held.push(Buffer.from(chunk as never, encoding))
		return true
	}
}
