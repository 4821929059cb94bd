// `npm run measure:memory` (issue 52, decision 286): the production server's resident memory (RSS of all its processes,
// read from /proc) on seeded data, idle and after the mixed load, for one process and for two workers and their
// primary, against the budgets. Each run is `npm run bench:mixed` with BENCH_MEMORY=1: PEOPLE people x TASKS tasks
// (default 10 x 2,500), the server started, left alone BENCH_MEMORY_WAIT_MS (default 10 s), measured, the rows of the
// mix (CONNECTIONS, default 4,40, SECONDS each, default 10), then measured again after the same wait.
// BASE_DIR=/path/to/other/checkout (its own build) [BASE_NODE=/path/to/its/node]: the same runs against that build,
// side by side (BASE_NODE_FLAGS: its Node flags; BASE_MALLOC=1: glibc's malloc settings of decision 397, which this build's
// runs have unless BENCH_MALLOC=0). Needs a build (`npm run build`). Exits 1 when a budget is exceeded.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { MALLOC_SETTINGS } from '../server/process-layout.js'

const MiB_BUDGET = { 1: { idle: 120 }, 2: { idle: 300 } }
const LOADED_FACTOR = 1.5
const builds = [{ label: 'this build', cwd: undefined, node: undefined }]
if (process.env.BASE_DIR) builds.push({ label: `base (${path.basename(process.env.BASE_DIR)})`, cwd: process.env.BASE_DIR, node: process.env.BASE_NODE })

function run(workers, build) {
	const env = {
		...process.env,
		WEB_CONCURRENCY: String(workers),
		BENCH_MEMORY: '1',
		PEOPLE: process.env.PEOPLE ?? '10',
		TASKS: process.env.TASKS ?? '2500',
		SECONDS: process.env.SECONDS ?? '10',
		CONNECTIONS: process.env.CONNECTIONS ?? '4,40',
		BENCH_PORT: process.env.BENCH_PORT ?? '3598',
	}
	// as `npm start` and the container start it (package.json, Dockerfile); the base build as its own `npm start` starts it
	// (BASE_NODE_FLAGS: '--max-semi-space-size=8' for a base since decision 286, none before it)
	if (!build.cwd) env.BENCH_NODE_FLAGS = process.env.BENCH_NODE_FLAGS ?? '--max-semi-space-size=8'
	else env.BENCH_NODE_FLAGS = process.env.BASE_NODE_FLAGS ?? ''
	// glibc's malloc settings as `npm start` sets them (decision 397; BENCH_MALLOC=0 leaves them out); the base build as
	// its own `npm start` ran it, without them (BASE_MALLOC=1 gives it them)
	for (const [name, value] of Object.entries(MALLOC_SETTINGS)) {
		if (build.cwd ? process.env.BASE_MALLOC === '1' : process.env.BENCH_MALLOC !== '0') env[name] = process.env[name] ?? value
		else delete env[name]
	}
	if (build.cwd) env.BENCH_SERVER_CWD = build.cwd
	else delete env.BENCH_SERVER_CWD
	if (build.node) env.BENCH_SERVER_NODE = build.node
	else delete env.BENCH_SERVER_NODE
	const out = spawnSync('npx', ['vite-node', 'scripts/bench-mixed.ts'], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
	if (process.env.VERBOSE) console.log(out.stdout)
	const mib = (label) => Number(new RegExp(`Memory ${label}: ([\\d.]+) MiB RSS in (\\d+) processes`).exec(out.stdout ?? '')?.[1] ?? NaN)
	return { idle: mib('idle'), loaded: mib('after the load'), processes: Number(/MiB RSS in (\d+) processes/.exec(out.stdout ?? '')?.[1] ?? NaN) }
}

const rows = []
let ok = true
for (const workers of [1, 2]) {
	for (const build of builds) {
		const m = run(workers, build)
		const idleBudget = MiB_BUDGET[workers].idle
		const loadedBudget = m.idle * LOADED_FACTOR
		const pass = m.idle <= idleBudget && m.loaded <= loadedBudget
		if (!build.cwd && !pass) ok = false
		rows.push(
			`| ${workers === 1 ? 'one process' : 'two workers + primary'} | ${build.label} | ${m.processes} | ${m.idle.toFixed(0)} MiB (<= ${idleBudget}) | ` +
				`${m.loaded.toFixed(0)} MiB (<= ${loadedBudget.toFixed(0)}, 1.5x idle) | ${pass ? 'within' : 'OVER'} |`,
		)
		console.log(rows.at(-1))
	}
}
console.log('\n| server | build | processes | idle | after the mixed load | budgets |\n|---|---|---:|---:|---:|---|')
for (const row of rows) console.log(row)
process.exit(ok ? 0 : 1)
