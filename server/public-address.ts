// Behind a reverse proxy (issue 56, decision 289): every absolute URL is built from PUBLIC_URL, never from the
// request's Host. nginx's usual `proxy_set_header Host $host;` drops a port other than 443, and a proxy that is not
// trusted hides https; so before anything reads the request (React Router builds `request.url` from the Host and the
// protocol, the embedded provider its issuer's endpoints and its cookies' Secure flag), the request says PUBLIC_URL's
// host and scheme. A proxy whose scheme disagrees with PUBLIC_URL gets a page that says what to set, not "Bad Request".
import type { NextFunction, Request, Response } from 'express'
import { escapeMarkup } from '~/lib/markup'

export type ProxyCheck = { forwardedProto: string | undefined; trustProxy: number; publicUrl: string }

/** the scheme a proxy says the browser used: the first of a list (the proxy nearest the browser), in lower case */
export const forwardedScheme = (header: string | string[] | undefined) =>
	(Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase() || undefined

/** What is wrong with how this request came through a proxy, for the log and the page; null when nothing. */
export function proxyMisconfiguration({ forwardedProto, trustProxy, publicUrl }: ProxyCheck): string | null {
	if (!forwardedProto) return null
	const scheme = new URL(publicUrl).protocol.slice(0, -1)
	if (forwardedProto === scheme) {
		if (trustProxy > 0) return null
		return `This request came through a reverse proxy (X-Forwarded-Proto: ${forwardedProto}) but TRUST_PROXY is not set, so every client shares one address and one rate limit: set TRUST_PROXY=1 (the number of proxies in front).`
	}
	const trust = trustProxy > 0 ? '' : ' and TRUST_PROXY=1 (the number of proxies in front)'
	return `This request came through a reverse proxy over ${forwardedProto} but PUBLIC_URL is ${publicUrl}: set PUBLIC_URL to the address people use (${forwardedProto}://…)${trust}, then restart Twentyfour.`
}

/** whether the request can be served: only a scheme that disagrees with PUBLIC_URL breaks sign-in, cookies and posts */
const breaksRequests = (check: ProxyCheck) => !!check.forwardedProto && check.forwardedProto !== new URL(check.publicUrl).protocol.slice(0, -1)

export const MISCONFIGURED_TITLE = 'Twentyfour is not set up for this address'

function misconfiguredPage(problem: string) {
	return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${MISCONFIGURED_TITLE}</title></head><body><main><h1>${MISCONFIGURED_TITLE}</h1>
<p>${escapeMarkup(problem)}</p><p>The server's log says the same. See “Behind a reverse proxy” in docs/self-hosting.md.</p></main></body></html>`
}

/** The Express middleware, first of all: the log line once per process, the page for a request that cannot work. */
export function publicAddress(publicUrl: string, trustProxy: number) {
	const url = new URL(publicUrl)
	const scheme = url.protocol.slice(0, -1)
	let logged = false
	return (req: Request, res: Response, next: NextFunction) => {
		const check = { forwardedProto: forwardedScheme(req.headers['x-forwarded-proto']), trustProxy, publicUrl }
		const problem = proxyMisconfiguration(check)
		if (problem) {
			if (!logged) console.warn(`Reverse proxy: ${problem}`)
			logged = true
			if (breaksRequests(check)) return void res.status(503).type('html').set('Cache-Control', 'no-store').send(misconfiguredPage(problem))
		}
		req.headers.host = url.host
		delete req.headers['x-forwarded-host']
		// the embedded provider (Koa, `proxy` on) reads the scheme from here; Express and React Router from req.protocol
		req.headers['x-forwarded-proto'] = scheme
		Object.defineProperty(req, 'protocol', { value: scheme, configurable: true, enumerable: true })
		next()
	}
}
