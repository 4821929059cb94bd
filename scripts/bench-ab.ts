// `npm run bench:ab` (issue 31): single requests of two builds side by side, on one machine, in one run, so a change's
// effect shows through the machine's noise. BASE (a git ref, default HEAD~1) is checked out in a temporary worktree
// and built there; the other side is this folder's build (`npm run build` first). One person with TASKS tasks (default
// 2,500) is seeded once and the data folder copied, so both servers (one process each) read the same data. Each of
// ROUNDS rounds (default 300) stars a task, reads each of PAGES (default /tasks, Today's Focus, Get Organized, the
// dashboard: each the first view after a change) and quick-adds a task, on one server then the other, the order
// alternating. Prints the medians of the server's time (Server-Timing) and of the round trip. COMPARE=1 also checks
// that both send the same pages, byte for byte, apart from the nonce, the form token, asset names, each server's
// address and the time the profile page was read, and with the same status (PAGES may then name error pages). No timed
// assertion: figures for the README.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

const BASE = process.env.BASE ?? 'HEAD~1'
const TASKS = Number(process.env.TASKS ?? 2_500)
const ROUNDS = Number(process.env.ROUNDS ?? 300)
const PAGES = (process.env.PAGES ?? '/tasks,/tasks/todays-focus,/tasks/get-organized,/dashboard').split(',')
const COMPARE = !!process.env.COMPARE

if (!fs.existsSync('build/server/index.js')) throw new Error('No production build: run `npm run build` first.')
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()
const baseCommit = git('rev-parse', '--verify', `${BASE}^{commit}`)
const here = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' with changes' : ''}`

// the base: a worktree of its own (kept between runs, in the temporary folder), sharing this folder's node_modules
const baseDir = path.join(os.tmpdir(), `twentyfour-ab-${baseCommit.slice(0, 12)}`)
if (!fs.existsSync(path.join(baseDir, 'build/server/index.js'))) {
	fs.rmSync(baseDir, { recursive: true, force: true })
	git('worktree', 'prune')
	git('worktree', 'add', '--detach', baseDir, baseCommit)
	fs.symlinkSync(path.resolve('node_modules'), path.join(baseDir, 'node_modules'))
	console.log(`Building ${BASE} (${baseCommit.slice(0, 7)}) in ${baseDir}`)
	execFileSync('npm', ['run', 'build'], { cwd: baseDir, stdio: 'ignore' })
}

const data = fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-bench-ab-'))
const dirs = [path.join(data, 'base'), path.join(data, 'this')] as const
process.env.DATA_DIR = dirs[0]
const ports = [3601, 3602] as const
process.env.PUBLIC_URL = `http://localhost:${ports[0]}`
const { benchPerson, quickAddForm, serverUp, startProductionServer } = await import('./bench-kit')
const { closeDb } = await import('~/lib/db.server')
const { cookie } = await benchPerson('ab', 0, TASKS)
closeDb()
fs.cpSync(dirs[0], dirs[1], { recursive: true })

const servers = [
	startProductionServer({ port: ports[0], dataDir: dirs[0], cwd: baseDir, env: { WEB_CONCURRENCY: '1' } }),
	startProductionServer({ port: ports[1], dataDir: dirs[1], env: { WEB_CONCURRENCY: '1' } }),
]
const stop = () => servers.forEach((s) => s.kill('SIGTERM'))
process.on('exit', stop)

const agent = new http.Agent({ keepAlive: true })
type Answer = { status: number; body: Buffer; server: number; ms: number }
function call(side: 0 | 1, method: 'GET' | 'POST', url: string, form?: Record<string, string>) {
	const origin = `http://localhost:${ports[side]}`
	// compressed as a browser over HTTPS asks
	const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br', cookie }
	const body = form ? new URLSearchParams(form).toString() : undefined
	if (body) Object.assign(headers, { 'content-type': 'application/x-www-form-urlencoded', origin, 'content-length': String(body.length) })
	return new Promise<Answer>((resolve, reject) => {
		const t = performance.now()
		const req = http.request(origin + url, { method, headers, agent }, (res) => {
			const chunks: Buffer[] = []
			res.on('data', (c: Buffer) => chunks.push(c))
			res.on('end', () => {
				const server = Number(/app;dur=([\d.]+)/.exec(String(res.headers['server-timing']))?.[1])
				const raw = Buffer.concat(chunks)
				const encoding = res.headers['content-encoding']
				const body = encoding === 'gzip' ? zlib.gunzipSync(raw) : encoding === 'br' ? zlib.brotliDecompressSync(raw) : raw
				resolve({ status: res.statusCode ?? 0, body, server, ms: performance.now() - t })
			})
		})
		req.on('error', reject)
		req.end(body)
	})
}

/** a page without what differs per response or per build */
const normal = (body: Buffer) =>
	body
		.toString()
		.replace(/\/assets\/[\w.-]+/g, '/assets/X')
		.replace(/nonce="[^"]+"/g, 'nonce=""')
		.replace(/name="submissionToken" value="[^"]+"/g, '')
		.replace(/\\?"submissionToken\\?",\\?"[^"\\]+\\?"/g, '')
		// each server's own address (in /home's links), and when the profile was read
		.replace(/localhost:360[12]/g, 'localhost:PORT')
		.replace(/(\\?"loadedAt\\?",)\d+/g, '$1X')

try {
	await Promise.all(ports.map((p) => serverUp(`http://localhost:${p}`)))
	const first = await call(0, 'GET', '/tasks')
	const task = /\/tasks\/detail\/([0-9a-f-]{36})/.exec(first.body.toString())?.[1]
	if (!task) throw new Error(`No task on /tasks (${first.status})`)
	const times = new Map<string, { server: number[]; ms: number[] }[]>()
	const record = (name: string, side: 0 | 1, answer: Answer) => {
		let sides = times.get(name)
		if (!sides) times.set(name, (sides = [{ server: [], ms: [] }, { server: [], ms: [] }]))
		sides[side]!.server.push(answer.server)
		sides[side]!.ms.push(answer.ms)
	}
	let differing = 0
	const differed = new Set<string>()
	for (let round = 0; round < ROUNDS; round++) {
		const pages: Buffer[][] = [[], []]
		const statuses: number[][] = [[], []]
		for (const side of round % 2 ? ([1, 0] as const) : ([0, 1] as const)) {
			const star = await call(side, 'POST', '/tasks', { toggle: `star:${task}:${round % 2 ? 'N' : 'Y'}` })
			if (star.status !== 303 && star.status !== 302) throw new Error(`A star answered ${star.status}`)
			record('a star', side, star)
			for (const page of PAGES) {
				const answer = await call(side, 'GET', page)
				// a page compared may be an error page (a 404): both sides must then answer the same
				if (answer.status !== 200 && !COMPARE) throw new Error(`${page} answered ${answer.status}`)
				record(`${page} after a star`, side, answer)
				pages[side]!.push(answer.body)
				statuses[side]!.push(answer.status)
			}
			const form = quickAddForm(`A/B round ${round}`)
			const added = await call(side, 'POST', '/tasks/quick-add', form)
			if (added.status !== 303 && added.status !== 302) throw new Error(`A quick add answered ${added.status}`)
			record('a quick add', side, added)
		}
		if (COMPARE) {
			PAGES.forEach((page, i) => {
				const [a, b] = [`${statuses[0]![i]} ${normal(pages[0]![i]!)}`, `${statuses[1]![i]} ${normal(pages[1]![i]!)}`]
				if (a === b) return
				differing++
				if (!differed.has(page)) {
					differed.add(page)
					let at = 0
					while (a[at] === b[at]) at++
					console.log(`${page} differs from character ${at}:\n  ${BASE}: ${JSON.stringify(a.slice(Math.max(0, at - 80), at + 120))}\n  this: ${JSON.stringify(b.slice(Math.max(0, at - 80), at + 120))}`)
				}
			})
		}
	}
	const median = (values: number[]) => [...values].sort((x, y) => x - y)[values.length >> 1]!.toFixed(1)
	console.log(`\n${ROUNDS} rounds, one process each, ${TASKS} tasks; median server time (Server-Timing) and round trip, in ms`)
	console.log(`| request | ${BASE} (${baseCommit.slice(0, 7)}), server | this (${here}), server | ${BASE}, round trip | this, round trip |`)
	console.log('|---|---:|---:|---:|---:|')
	for (const [name, [a, b]] of times) console.log(`| ${name} | ${median(a!.server)} | ${median(b!.server)} | ${median(a!.ms)} | ${median(b!.ms)} |`)
	if (COMPARE) console.log(`\nPages that differ: ${differing} of ${ROUNDS * PAGES.length} (${[...differed].join(', ') || 'none'})`)
} finally {
	stop()
	await Promise.all(servers.map((s) => new Promise((r) => (s.exitCode === null ? s.once('exit', r) : r(null)))))
	agent.destroy()
	fs.rmSync(data, { recursive: true, force: true })
}
process.exit(0)
