// Cold start: time to the first 200 from /healthz. Needs a build (`npm run build`).
// - `npm start` as a person types it (issue 52, decision 287), on a database of START_PEOPLE people x START_TASKS tasks
//   (default 100 x 2,500, seeded once with scripts/seed-people.ts; START_DATA_DIR keeps it between runs) with its
//   migrations applied: the budget is 1 s on a quiet 2-core machine;
// - `node server.js` on a fresh data folder (first start: migrations, key generation) and on that folder again.
// Each RUNS times (default 5), the median first. BASE_DIR=/other/checkout [BASE_NODE=its node]: `npm start` of that
// checkout's build on the same database, alternating with this one, side by side.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const runs = Number(process.env.RUNS ?? 5)
const port = Number(process.env.START_PORT ?? 3470)
const BUDGET_MS = 1000

/**
 * The CPU time (user + system, ms) used so far by the live processes of process group `group` (Linux /proc; npm, its
 * shell and the server's processes): unlike wall time, a busy machine does not stretch it much (decision 357).
 */
function groupCpuMs(group) {
	const tick = 1000 / 100 // USER_HZ
	let ms = 0
	for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
		try {
			// the fields after the command's name, which may hold spaces: state ppid pgrp ... utime (14th) stime (15th)
			const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
			const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
			if (Number(fields[2]) === group) ms += (Number(fields[11]) + Number(fields[12])) * tick
		} catch {
			// gone meanwhile
		}
	}
	return ms
}

/** ms from spawning `command args` (in its own process group) to a 200 from /healthz; then the group is stopped */
async function startOnce(command, args, { cwd = process.cwd(), dataDir, env = {} }) {
	const t0 = performance.now()
	const child = spawn(command, args, {
		cwd,
		detached: true,
		env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, ...env },
		stdio: 'ignore',
	})
	for (;;) {
		const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok).catch(() => false)
		if (ok) break
		if (performance.now() - t0 > 60_000) {
			process.kill(-child.pid, 'SIGTERM')
			throw new Error(`${command} ${args.join(' ')} did not start in 60 s`)
		}
		await new Promise((r) => setTimeout(r, 10))
	}
	const ms = performance.now() - t0
	cpu.push(groupCpuMs(child.pid))
	await new Promise((resolve) => {
		child.on('exit', resolve)
		process.kill(-child.pid, 'SIGTERM')
	})
	// every process of the group is gone (a cluster's workers may outlive the command that started them by the seconds
	// of their shutdown) and the port is free again before the next start: else the next start's first "200" could be
	// this server's, still closing (seen: 30 ms starts)
	const alive = () => {
		try {
			process.kill(-child.pid, 0)
			return true
		} catch {
			return false
		}
	}
	for (let i = 0; i < 600 && (alive() || (await fetch(`http://127.0.0.1:${port}/healthz`).then(() => true, () => false))); i++) {
		await new Promise((r) => setTimeout(r, 50))
	}
	return ms
}

/** the CPU time of each start, in the order of the starts (groupCpuMs) */
const cpu = []
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const show = (label, xs, budget) =>
	console.log(`${label} median ${Math.round(median(xs))} ms (${xs.map(Math.round).join(', ')})${budget ? ` (budget ${budget} ms)` : ''}`)

const people = Number(process.env.START_PEOPLE ?? 100)
const tasks = Number(process.env.START_TASKS ?? 2_500)
const dataDir = process.env.START_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-start-db-'))
if (!fs.existsSync(path.join(dataDir, 'twentyfour.db')) && people > 0) {
	console.log(`Seeding ${people} people x ${tasks} tasks into ${dataDir} …`)
	execFileSync('npx', ['vite-node', 'scripts/seed-people.ts'], {
		stdio: 'inherit',
		env: { ...process.env, DATA_DIR: dataDir, PEOPLE: String(people), TASKS: String(tasks) },
	})
}
// `npm start` builds first when the sources are newer than the build (scripts/build-if-stale.js): not what is measured
execFileSync('node', ['-e', "import('./scripts/build-if-stale.js').then((m) => m.buildIfStale())"], { stdio: 'inherit' })
const base = process.env.BASE_DIR
const baseEnv = process.env.BASE_NODE ? { PATH: `${path.dirname(process.env.BASE_NODE)}${path.delimiter}${process.env.PATH}` } : {}
const npmStart = []
const baseStart = []
const npmCpu = []
const baseCpu = []
for (let i = 0; i < runs; i++) {
	npmStart.push(await startOnce('npm', ['start'], { dataDir }))
	npmCpu.push(cpu.at(-1))
	if (base) baseStart.push(await startOnce('npm', ['start'], { cwd: base, dataDir, env: baseEnv }))
	if (base) baseCpu.push(cpu.at(-1))
}
show(`npm start, ${people} people x ${tasks} tasks:`, npmStart, BUDGET_MS)
show(`  its CPU time (every process of the group) to that 200:`, npmCpu)
if (base) show(`npm start, the same database, ${path.basename(base)}:`, baseStart)
if (base) show(`  its CPU time to that 200:`, baseCpu)

if (!process.env.START_DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true })
if (process.env.START_FRESH !== '0') {
	const fresh = []
	const restart = []
	for (let i = 0; i < runs; i++) {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-start-'))
		fresh.push(await startOnce('node', ['server.js'], { dataDir: dir }))
		restart.push(await startOnce('node', ['server.js'], { dataDir: dir }))
		fs.rmSync(dir, { recursive: true, force: true })
	}
	show('node server.js, fresh data folder:', fresh)
	show('node server.js, existing data:    ', restart)
}
process.exit(median(npmStart) <= BUDGET_MS ? 0 : 1)
