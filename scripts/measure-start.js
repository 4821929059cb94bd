// Cold start: time from `node server.js` to a healthy /healthz, on a fresh data folder (first start:
// migrations, key generation) and on an existing one (restart). Needs a build (`npm run build`).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const runs = Number(process.env.RUNS ?? 5)
const port = 3470

async function startOnce(dataDir) {
	const t0 = performance.now()
	const child = spawn('node', ['server.js'], {
		env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir },
		stdio: 'ignore',
	})
	for (;;) {
		const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok).catch(() => false)
		if (ok) break
		if (performance.now() - t0 > 30_000) throw new Error('server did not start in 30 s')
		await new Promise((r) => setTimeout(r, 10))
	}
	const ms = performance.now() - t0
	await new Promise((resolve) => {
		child.on('exit', resolve)
		child.kill('SIGTERM')
	})
	return ms
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const fresh = []
const restart = []
for (let i = 0; i < runs; i++) {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-start-'))
	fresh.push(await startOnce(dir))
	restart.push(await startOnce(dir))
	fs.rmSync(dir, { recursive: true, force: true })
}
console.log(`cold start, fresh data folder: median ${Math.round(median(fresh))} ms (${fresh.map(Math.round).join(', ')})`)
console.log(`cold start, existing data:     median ${Math.round(median(restart))} ms (${restart.map(Math.round).join(', ')})`)
