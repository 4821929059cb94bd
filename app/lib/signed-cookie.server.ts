// A signed cookie in React Router's own format (its `createCookie` with `secrets`), signed and checked with Node's HMAC
// at once. React Router's goes through WebCrypto: a key imported for every signature and every check, and each step
// an asynchronous job on libuv's thread pool, on every change (the toast) and the page after it (reading and clearing
// the toast). Same value, same signature: a cookie set by either is read by the other (signed-cookie.server.test.ts).
import crypto from 'node:crypto'
import { parse, serialize, type SerializeOptions } from 'cookie'
import type { Cookie } from 'react-router'

export type SignedCookieOptions = Omit<SerializeOptions, 'encode'> & { secrets: string[] }

/** The value as React Router writes it: the JSON's UTF-8 bytes in base64 (its `btoa(unescape(encodeURIComponent(…)))`). */
const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64')

function decode(value: string): unknown {
	try {
		return JSON.parse(Buffer.from(value, 'base64').toString('utf8'))
	} catch {
		return {}
	}
}

/** HMAC-SHA256 in base64 without its padding, after a dot */
const signature = (value: string, secret: string) => crypto.createHmac('sha256', secret).update(value).digest()
const sign = (value: string, secret: string) => `${value}.${signature(value, secret).toString('base64').replace(/=+$/, '')}`

function unsign(signed: string, secrets: string[]): string | false {
	const dot = signed.lastIndexOf('.')
	if (dot < 0) return false
	const value = signed.slice(0, dot)
	const given = Buffer.from(signed.slice(dot + 1), 'base64')
	for (const secret of secrets) {
		const expected = signature(value, secret)
		if (given.length === expected.length && crypto.timingSafeEqual(given, expected)) return value
	}
	return false
}

export function signedCookie(name: string, { secrets, ...cookieOptions }: SignedCookieOptions): Cookie {
	if (!secrets.length) throw new Error(`The cookie ${name} needs a secret to be signed with`)
	const options: SerializeOptions = { path: '/', sameSite: 'lax', ...cookieOptions }
	return {
		name,
		isSigned: true,
		get expires() {
			return options.maxAge !== undefined ? new Date(Date.now() + options.maxAge * 1000) : options.expires
		},
		async parse(header) {
			if (!header) return null
			const value = parse(header)[name]
			if (value === undefined) return null
			if (value === '') return ''
			const unsigned = unsign(value, secrets)
			return unsigned === false ? null : decode(unsigned)
		},
		async serialize(value, serializeOptions) {
			return serialize(name, value === '' ? '' : sign(encode(value), secrets[0]!), { ...options, ...serializeOptions })
		},
	}
}
