import { spawn } from 'node:child_process'
import http from 'node:http'
const dataDir = '/tmp/bm1'
process.env.DATA_DIR = dataDir
const port = 3598
const base = `http://localhost:${port}`
process.env.PUBLIC_URL = base
const { enroll } = await import('~/identity/enrollment.server')
const { seedTasks } = await import('./task-seed')
const { sessionStorage } = await import('~/lib/session.server')
const stamp = `${Date.now()}`
const user = enroll({ subject: `bench|${stamp}`, email: `single-${stamp}@example.com`, givenName: 'S', familyName: 'P', picture: null }, { firstName: 'S', lastName: 'P', goesBy: 'S', timezone: 'Europe/London', country: 'GB', loadDefaults: 'Y', subscriptionTier: 'free', privacyPolicy: 'Y', userAgreement: 'Y' })
seedTasks(user.id, 2500, user.timezone)
const storage = sessionStorage()
const session = await storage.getSession()
session.set('identity', { subject: user.identitySubject, email: user.email, givenName: 'S', familyName: 'P', picture: null })
session.set('userId', user.id)
const cookie = (await storage.commitSession(session)).split(';')[0]!
const prof = process.env.PROF
const server = spawn(process.execPath, [...(process.env.SEMI ? [`--max-semi-space-size=${process.env.SEMI}`] : []), ...(prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : []), 'server.js'], { env: { ...process.env, NODE_ENV: 'production', PORT: String(port), WEB_CONCURRENCY: '1', FORM_RATE_LIMIT: '10000000' }, stdio: 'ignore' })
const agent = new http.Agent({ keepAlive: true })
function call(method: string, url: string, form?: Record<string, string>) {
	const headers: Record<string, string> = { 'accept-encoding': 'gzip', cookie }
	let body: string | undefined
	if (form) { body = new URLSearchParams(form).toString(); headers['content-type'] = 'application/x-www-form-urlencoded'; headers.origin = base; headers['content-length'] = String(body.length) }
	return new Promise<{ status: number; body: string; st: number }>((resolve, reject) => {
		const req = http.request(base + url, { method, headers, agent }, (res) => { const c: Buffer[] = []; res.on('data', (d) => c.push(d)); res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(c).toString('latin1'), st: Number(/app;dur=([\d.]+)/.exec(String(res.headers['server-timing']))?.[1]) })) })
		req.on('error', reject); req.end(body)
	})
}
for (;;) { try { await call('GET', '/healthz'); break } catch { await new Promise((r) => setTimeout(r, 100)) } }
const html = (await call('GET', '/tasks', undefined)).body
const id = /\/tasks\/detail\/([0-9a-f-]{36})/.exec((await import('node:zlib')).gunzipSync(Buffer.from(html, 'latin1')).toString())![1]!
if (process.env.DUMP) { const z = await import('node:zlib'); for (const u of ['/tasks', '/dashboard']) (await import('node:fs')).writeFileSync('/tmp/page' + u.replace(/\//g, '_') + '.html', z.gunzipSync(Buffer.from((await call('GET', u)).body, 'latin1'))) }
const N = Number(process.env.N ?? 300)
const w: number[] = [], r: number[] = [], d: number[] = [], sw: number[] = [], sr: number[] = [], sd: number[] = []
for (let i = 0; i < N; i++) {
	let t = performance.now(); const s = process.env.QA ? await call('POST', '/tasks/quick-add', { title: `QA ${i}`, returnTo: '/tasks', confirm: 'Y', submissionToken: crypto.randomUUID() }) : await call('POST', '/tasks', { toggle: `star:${id}:${i % 2 ? 'N' : 'Y'}` }); w.push(performance.now() - t); sw.push(s.st)
	if (s.status !== 303 && s.status !== 302) throw new Error('write ' + s.status)
	if (process.env.ONLY) continue
	if (!process.env.ONLYDASH) { t = performance.now(); sr.push((await call('GET', '/tasks')).st); r.push(performance.now() - t) }
	if (process.env.NODASH) continue
	t = performance.now(); sd.push((await call('GET', '/dashboard')).st); d.push(performance.now() - t)
}
const med = (a: number[]) => a.length ? a.sort((x, y) => x - y)[a.length >> 1]!.toFixed(2) : '-'
console.log(`server: write ${med(sw)}, tasks ${med(sr)}, dashboard ${med(sd)}`); console.log(`write ${med(w)} ms, /tasks after change ${med(r)} ms, /dashboard ${med(d)} ms (median of ${N})`)
server.kill('SIGTERM'); await new Promise((res) => server.once('exit', res)); agent.destroy()
process.exit(0)
