// Debian's nginx and Caddy in front of a test's own server (issue 56), each with the snippet of deploy/ that
// docs/self-hosting.md prints, its example values (host, ports, certificate) swapped for the test's, on ports of its own,
// with a self-signed certificate made by openssl. Started and stopped by the test; nothing outside a temporary folder.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import https from 'node:https'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect } from '@playwright/test'
import { eq } from 'drizzle-orm'
import { users } from '#db/schema'
import { createPersonalToken } from '~/api/tokens.server'
import { db } from '~/lib/db.server'

export const NGINX_SNIPPET = 'deploy/nginx/twentyfour.conf'
export const CADDY_SNIPPET = 'deploy/caddy/Caddyfile'
export const CADDY = '/usr/bin/caddy'

/** the example's values in the snippets, and what the docs say to start Twentyfour with */
const EXAMPLE = { host: 'tasks.example.org', port: '8443', app: '127.0.0.1:3000', cert: '/etc/ssl/certs/tasks.example.org.pem', key: '/etc/ssl/private/tasks.example.org.key' }

export type Proxy = { origin: string; port: number; stop: () => Promise<void>; log: () => string }

/** A snippet with the test's values in place of the example's: each example value must be there to be replaced. */
export function snippetFor(file: string, values: { port: number; appPort: number; cert: string; key: string }) {
	let text = fs.readFileSync(file, 'utf8')
	const swap = (from: string | RegExp, to: string) => {
		expect(text, `${file} names ${from}`).toMatch(from)
		text = text.replaceAll(from, to)
	}
	swap(EXAMPLE.cert, values.cert)
	swap(EXAMPLE.key, values.key)
	swap(EXAMPLE.app, `127.0.0.1:${values.appPort}`)
	swap(EXAMPLE.host, 'localhost')
	swap(new RegExp(`\\b${EXAMPLE.port}\\b`, 'g'), String(values.port))
	return text
}

function selfSigned(dir: string) {
	const cert = path.join(dir, 'localhost.pem')
	const key = path.join(dir, 'localhost.key')
	execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' })
	return { cert, key }
}

async function listening(port: number, child: ChildProcess, log: () => string) {
	await expect(async () => {
		expect(child.exitCode, `the proxy exited: ${log()}`).toBeNull()
		await new Promise<void>((resolve, reject) => {
			const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve()))
			socket.once('error', reject)
		})
	}).toPass({ timeout: 60_000, intervals: [100] })
}

function started(child: ChildProcess, dir: string, port: number, logFile?: string): Proxy {
	let output = ''
	child.stdout?.on('data', (chunk) => (output += chunk))
	child.stderr?.on('data', (chunk) => (output += chunk))
	const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
	// a test worker that ends without its afterAll (a timeout) takes its proxy with it
	const orphaned = () => child.kill('SIGTERM')
	process.once('exit', orphaned)
	const log = () => output + (logFile && fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '')
	return {
		origin: `https://localhost:${port}`,
		port,
		log,
		stop: async () => {
			process.off('exit', orphaned)
			if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
			await exited
			fs.rmSync(dir, { recursive: true, force: true })
		},
	}
}

/** nginx in the foreground with a main configuration of the test's own around the snippet */
export async function startNginx(port: number, appPort: number): Promise<Proxy> {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-nginx-'))
	// its workers run as nobody when the test is root: the temporary folders must be theirs to write
	fs.chmodSync(dir, 0o755)
	const temp = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => {
		const folder = path.join(dir, name)
		fs.mkdirSync(folder, { mode: 0o777 })
		fs.chmodSync(folder, 0o777)
		return `${name === 'body' ? 'client_body' : name}_temp_path ${folder};`
	})
	fs.writeFileSync(path.join(dir, 'twentyfour.conf'), snippetFor(NGINX_SNIPPET, { port, appPort, ...selfSigned(dir) }))
	const errorLog = path.join(dir, 'error.log')
	fs.writeFileSync(
		path.join(dir, 'nginx.conf'),
		`worker_processes 1;\nerror_log ${errorLog} warn;\npid ${dir}/nginx.pid;\nevents { worker_connections 256; }\nhttp {\n\taccess_log off;\n\t${temp.join('\n\t')}\n\tinclude ${dir}/twentyfour.conf;\n}\n`,
	)
	const child = spawn('/usr/sbin/nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] })
	const proxy = started(child, dir, port, errorLog)
	await listening(port, child, proxy.log)
	return proxy
}

/** Caddy with the snippet after a global block that keeps it to itself: no admin port, no redirect on port 80, its data here */
export async function startCaddy(port: number, appPort: number): Promise<Proxy> {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-caddy-'))
	const file = path.join(dir, 'Caddyfile')
	const global = `{\n\tadmin off\n\tauto_https disable_redirects\n\tstorage file_system ${dir}/data\n}\n\n`
	fs.writeFileSync(file, global + snippetFor(CADDY_SNIPPET, { port, appPort, ...selfSigned(dir) }))
	const child = spawn(CADDY, ['run', '--config', file, '--adapter', 'caddyfile'], {
		stdio: ['ignore', 'pipe', 'pipe'],
		env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
	})
	const proxy = started(child, dir, port)
	await listening(port, child, proxy.log)
	return proxy
}

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** One request over https to the proxy, accepting its self-signed certificate (Node's fetch has no such switch). */
export function httpsRequest(url: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
	return new Promise<Answer>((resolve, reject) => {
		const req = https.request(url, { method, headers, rejectUnauthorized: false, agent: false }, (res) => {
			let text = ''
			res.setEncoding('utf8')
			res.on('data', (chunk) => (text += chunk))
			res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }))
		})
		req.once('error', reject)
		req.end(body)
	})
}

/** CalDAV's discovery over https: every href and Location on the public origin (or a path of it) */
export async function expectCalDavDiscovery(origin: string, email: string) {
	const user = db().select().from(users).where(eq(users.email, email)).get()!
	const { token } = createPersonalToken(user.id, { name: 'CalDAV behind nginx', access: 'write', expiry: 'none' })
	const auth = { authorization: `Basic ${Buffer.from(`${email}:${token}`).toString('base64')}`, 'content-type': 'application/xml; charset=utf-8' }
	const propfind = (href: string, props: string, depth = '0') =>
		httpsRequest(new URL(href, origin).href, { method: 'PROPFIND', headers: { ...auth, depth }, body: `<?xml version="1.0"?><d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop>${props}</d:prop></d:propfind>` })
	const hrefs = (body: string) => [...body.matchAll(/<(?:\w+:)?href>([^<]*)<\/(?:\w+:)?href>/g)].map((m) => m[1]!)
	const onOrigin = (href: string) => expect(new URL(href, origin).origin, href).toBe(origin)

	const wellKnown = await propfind('/.well-known/caldav', '<d:current-user-principal/>')
	expect(wellKnown.status).toBe(301)
	onOrigin(String(wellKnown.headers.location))
	const root = await propfind(String(wellKnown.headers.location), '<d:current-user-principal/>')
	expect(root.status).toBe(207)
	const principal = hrefs(root.body).at(-1)!
	const home = await propfind(principal, '<c:calendar-home-set/>')
	expect(home.status).toBe(207)
	const homeSet = hrefs(home.body).at(-1)!
	const lists = await propfind(homeSet, '<d:resourcetype/><d:displayname/>', '1')
	expect(lists.status).toBe(207)
	const all = [...hrefs(root.body), ...hrefs(home.body), ...hrefs(lists.body)]
	expect(all.length).toBeGreaterThan(3)
	all.forEach(onOrigin)
}

/** `node server.js` with these settings (PUBLIC_URL and TRUST_PROXY only when given: their defaults otherwise), its output kept */
export function spawnServer(env: Record<string, string>) {
	const { TRUST_PROXY: _trust, PUBLIC_URL: _public, ...inherited } = process.env
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-proxy-'))
	const child = spawn(process.execPath, ['server.js'], { env: { ...inherited, NODE_ENV: 'production', DATA_DIR: dataDir, BACKUP_INTERVAL: 'off', WEB_CONCURRENCY: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
	let stdout = ''
	let stderr = ''
	child.stdout.on('data', (chunk) => (stdout += chunk))
	child.stderr.on('data', (chunk) => (stderr += chunk))
	const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
	const orphaned = () => child.kill('SIGTERM')
	process.once('exit', orphaned)
	return {
		output: () => ({ stdout, stderr }),
		exited,
		stop: async () => {
			process.off('exit', orphaned)
			if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
			await exited
			fs.rmSync(dataDir, { recursive: true, force: true })
		},
	}
}
