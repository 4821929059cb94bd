import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { forwardedScheme, MISCONFIGURED_TITLE, proxyMisconfiguration, publicAddress } from './public-address'

describe('how a request came through a proxy', () => {
	const publicUrl = 'https://tasks.example.org:8443'
	test('no proxy header, or a trusted proxy that agrees with PUBLIC_URL: nothing to say', () => {
		expect(proxyMisconfiguration({ forwardedProto: undefined, trustProxy: 0, publicUrl })).toBeNull()
		expect(proxyMisconfiguration({ forwardedProto: 'https', trustProxy: 1, publicUrl })).toBeNull()
	})
	test('a proxy that is not trusted: TRUST_PROXY named, with what to set', () => {
		expect(proxyMisconfiguration({ forwardedProto: 'https', trustProxy: 0, publicUrl })).toMatch(/TRUST_PROXY is not set.*set TRUST_PROXY=1/)
	})
	test('https at the proxy and an http PUBLIC_URL: PUBLIC_URL named (and TRUST_PROXY when unset)', () => {
		const untrusted = proxyMisconfiguration({ forwardedProto: 'https', trustProxy: 0, publicUrl: 'http://localhost:3000' })
		expect(untrusted).toMatch(/PUBLIC_URL is http:\/\/localhost:3000: set PUBLIC_URL to the address people use \(https:\/\/…\) and TRUST_PROXY=1/)
		const trusted = proxyMisconfiguration({ forwardedProto: 'https', trustProxy: 1, publicUrl: 'http://localhost:3000' })
		expect(trusted).toMatch(/set PUBLIC_URL/)
		expect(trusted).not.toMatch(/TRUST_PROXY/)
	})
	test('the scheme nearest the browser, whatever the case', () => {
		expect(forwardedScheme('HTTPS, http')).toBe('https')
		expect(forwardedScheme(['http'])).toBe('http')
		expect(forwardedScheme('')).toBeUndefined()
	})
})

describe('the middleware', () => {
	let server: http.Server
	let base: string
	const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
	beforeAll(async () => {
		const app = express()
		app.set('trust proxy', 0)
		app.use(publicAddress('https://tasks.example.org:8443', 0))
		app.get('/seen', (req, res) => res.json({ host: req.headers.host, protocol: req.protocol, secure: req.secure, hostname: req.hostname, forwardedHost: req.headers['x-forwarded-host'] ?? null }))
		server = app.listen(0, '127.0.0.1')
		await new Promise((r) => server.once('listening', r))
		base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	})
	afterAll(() => {
		server.close()
		warn.mockRestore()
	})

	test("PUBLIC_URL's host and scheme, never the request's Host or X-Forwarded-Host", async () => {
		const res = await fetch(`${base}/seen`, { headers: { 'x-forwarded-host': 'evil.example' } })
		expect(await res.json()).toEqual({ host: 'tasks.example.org:8443', protocol: 'https', secure: true, hostname: 'tasks.example.org', forwardedHost: null })
	})
	test('a proxy over http in front of an https PUBLIC_URL: a page that says what to set, and one log line', async () => {
		for (let i = 0; i < 2; i++) {
			const res = await fetch(`${base}/seen`, { headers: { 'x-forwarded-proto': 'http' } })
			expect(res.status).toBe(503)
			const body = await res.text()
			expect(body).toContain(`<h1>${MISCONFIGURED_TITLE}</h1>`)
			expect(body).toContain('PUBLIC_URL is https://tasks.example.org:8443')
		}
		expect(warn).toHaveBeenCalledTimes(1)
		expect(warn.mock.calls[0]![0]).toMatch(/^Reverse proxy: .*TRUST_PROXY=1/)
	})
})
