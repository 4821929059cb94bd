// `npm test`: typecheck, lint, unit and integration tests, then the browser tests against a production build.
// Ends with one line "N passed, N failed" (and skipped) over both test runners.
// On a Node older than 24 the whole run moves to the Node 24 that scripts/ensure-node.js fetches (decision 285).
import { execSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import { runOnSupportedNode } from './ensure-node.js'

runOnSupportedNode({ rebuild: true })
console.log(`Node ${process.version} (${process.execPath})`)

const run = (cmd, env = {}) => {
	console.log(`\n$ ${cmd}`)
	try {
		execSync(cmd, { stdio: 'inherit', env: { ...process.env, ...env } })
		return true
	} catch {
		return false
	}
}

/** commands at once (typecheck, lint and the build use one core each), each one's output printed whole when it ends */
const together = (cmds) =>
	Promise.all(
		cmds.map(
			(cmd) =>
				new Promise((resolve) => {
					const started = Date.now()
					const child = spawn(cmd, { shell: true, env: process.env })
					const out = []
					child.stdout.on('data', (d) => out.push(d))
					child.stderr.on('data', (d) => out.push(d))
					child.on('close', (code) => {
						console.log(`\n$ ${cmd} (${((Date.now() - started) / 1000).toFixed(1)} s, alongside the others)`)
						process.stdout.write(Buffer.concat(out))
						resolve(code === 0)
					})
				}),
		),
	).then((oks) => oks.every(Boolean))

fs.mkdirSync('tests/.tmp', { recursive: true })
for (const f of ['tests/.tmp/vitest.json', 'tests/.tmp/playwright.json']) fs.rmSync(f, { force: true })
const steps = [
	() => together(['npm run typecheck', 'npm run lint', 'npx react-router build']),
	() => run('npx vitest run --reporter=default --reporter=json --outputFile.json=tests/.tmp/vitest.json'),
	() => run('node scripts/ensure-chromium.js'),
	() => run('node scripts/ensure-calendar-clients.js'),
	() => run('node scripts/ensure-proxies.js'),
	() => run('npx playwright test --reporter=list,json', { PLAYWRIGHT_JSON_OUTPUT_NAME: 'tests/.tmp/playwright.json' }),
]
let ok = true
for (const step of steps) {
	if (!(await step())) {
		ok = false
		break
	}
}

const read = (f) => (fs.existsSync(f) ? JSON.parse(fs.readFileSync(f, 'utf8')) : null)
const v = read('tests/.tmp/vitest.json')
const p = read('tests/.tmp/playwright.json')
const passed = (v?.numPassedTests ?? 0) + (p?.stats?.expected ?? 0) + (p?.stats?.flaky ?? 0)
const failed = (v?.numFailedTests ?? 0) + (p?.stats?.unexpected ?? 0)
const skipped = (v?.numPendingTests ?? 0) + (v?.numTodoTests ?? 0) + (p?.stats?.skipped ?? 0)
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(ok && failed === 0 ? 0 : 1)
