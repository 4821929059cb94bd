// `npm run measure:lighthouse`: Lighthouse (mobile, simulated throttling) against the production build.
// Starts the built server on a free port with a throw-away DATA_DIR, measures the public pages with
// Debian's Chromium, prints the four category scores and the JavaScript a first visit downloads.
// Usage: node scripts/lighthouse.js [/path ...] [--runs=N] [--json]
//        paths default to /home /pricing/4 /tour (/dashboard, /wordcloud and /tasks... are measured signed in,
//        with 10,000 tasks); each page is measured N times (default 5) and the
//        median run is reported, as Lighthouse advises, since a busy machine makes single runs noisy;
//        --json prints the figures as JSON instead of a table; --save=DIR keeps each run's Lighthouse report
//        (DIR/<page>-<run>.json) for the audits behind a figure (render-blocking resources, the LCP element...).
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'

const root = path.resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const asJson = args.includes('--json')
const paths = args.filter((a) => a.startsWith('/'))
const saveDir = args.find((a) => a.startsWith('--save='))?.slice('--save='.length)
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 5)
const pages = paths.length ? paths : ['/home', '/pricing/4', '/tour']
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

if (!fs.existsSync(path.join(root, 'build/server/index.js'))) {
	console.error('No production build: run `npx react-router build` first.')
	process.exit(1)
}

function freePort() {
	return new Promise((resolve, reject) => {
		const probe = net.createServer()
		probe.unref()
		probe.on('error', reject)
		probe.listen(0, '127.0.0.1', () => {
			const { port } = probe.address()
			probe.close(() => resolve(port))
		})
	})
}

async function waitFor(url, ms = 30_000) {
	const until = Date.now() + ms
	while (Date.now() < until) {
		try {
			const res = await fetch(url)
			if (res.ok) return
		} catch {
			// not listening yet
		}
		await new Promise((r) => setTimeout(r, 200))
	}
	throw new Error(`the server did not answer ${url} within ${ms} ms`)
}

const port = await freePort()
const base = `http://localhost:${port}`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-lighthouse-'))
// signed-in pages (the dashboard, the word cloud, the task lists) are measured as a user with 10,000 tasks
const SIGNED_IN = ['/dashboard', '/wordcloud', '/tasks']
const cookie = pages.some((p) => SIGNED_IN.some((s) => p.startsWith(s)))
	? execFileSync(path.join(root, 'node_modules/.bin/vite-node'), ['scripts/lighthouse-user.ts'], {
			cwd: root,
			env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: base, NODE_ENV: 'production' },
			encoding: 'utf8',
		})
			.trim()
			.split('\n')
			.at(-1)
	: null
const server = spawn(process.execPath, ['server.js'], {
	cwd: root,
	env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base },
	stdio: ['ignore', 'ignore', 'inherit'],
})

const CHROME_FLAGS = [
	'--headless=new',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
]

/** One run in a fresh browser (Lighthouse's advice: reused browsers make traces go missing). */
async function measure(page) {
	const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
	try {
		// the default configuration is Lighthouse's mobile one: Moto G Power screen, slow 4G, 4x CPU slowdown
		const result = await lighthouse(`${base}${page}`, {
			port: chrome.port,
			output: 'json',
			logLevel: 'error',
			onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
			...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
		})
		return result.lhr
	} finally {
		await chrome.kill()
	}
}

const rows = []
try {
	await waitFor(`${base}/healthz`)
	// the first request of each page warms the server up (module loading), as on a running instance
	for (const page of pages) await fetch(`${base}${page}`, { headers: cookie ? { Cookie: cookie } : {} }).then((r) => r.text())
	for (const page of pages) {
		const lhrs = []
		for (let i = 0; i < runs; i++) {
			// a missing trace (NO_NAVSTART and the like) is Lighthouse's, not the page's: try again
			let run = await measure(page)
			for (let attempt = 1; run.runtimeError && attempt < 4; attempt++) run = await measure(page)
			if (run.runtimeError) throw new Error(`${page}: ${run.runtimeError.code} ${run.runtimeError.message}`)
			lhrs.push(run)
			if (saveDir) {
				fs.mkdirSync(saveDir, { recursive: true })
				fs.writeFileSync(path.join(saveDir, `${page.replace(/\W+/g, '_')}-${i + 1}.json`), JSON.stringify(run))
			}
		}
		const lhr = computeMedianRun(lhrs)
		const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
		const requests = lhr.audits['network-requests']?.details?.items ?? []
		const scripts = requests.filter((r) => r.resourceType === 'Script')
		const failing = Object.values(lhr.audits)
			.filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
			.map((a) => `${a.id} (${a.displayValue ?? a.score})`)
		rows.push({
			page,
			lighthouse: lhr.lighthouseVersion,
			performance: score('performance'),
			accessibility: score('accessibility'),
			bestPractices: score('best-practices'),
			seo: score('seo'),
			firstLoadJsFiles: scripts.length,
			firstLoadJsGzipBytes: scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0),
			firstLoadJsBytes: scripts.reduce((n, r) => n + (r.resourceSize ?? 0), 0),
			fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
			lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
			tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
			cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
			performanceRuns: lhrs.map((l) => Math.round(l.categories.performance.score * 100)),
			/** Lighthouse's measure of this machine's speed at the time; lower means slower or busier */
			benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
			notPerfect: failing,
		})
	}
} finally {
	server.kill('SIGTERM')
	fs.rmSync(dataDir, { recursive: true, force: true })
}

if (asJson) {
	console.log(JSON.stringify(rows, null, '\t'))
} else {
	const kb = (n) => `${(n / 1024).toFixed(1)} KB`
	console.log(`Lighthouse ${rows[0]?.lighthouse ?? ''}, mobile, ${CHROMIUM}`)
	console.log('page              perf  a11y  best  seo   first-load JS (gzip / raw, files)   FCP    LCP    TBT   CLS')
	for (const r of rows) {
		console.log(
			`${r.page.padEnd(17)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r.bestPractices).padStart(4)}  ${String(r.seo).padStart(3)}   ` +
				`${`${kb(r.firstLoadJsGzipBytes)} / ${kb(r.firstLoadJsBytes)}, ${r.firstLoadJsFiles}`.padEnd(34)} ` +
				`${String(r.fcpMs).padStart(5)}  ${String(r.lcpMs).padStart(5)}  ${String(r.tbtMs).padStart(4)}  ${r.cls}`,
		)
		if (r.performanceRuns.length > 1) console.log(
				`                  performance of the ${r.performanceRuns.length} runs: ${r.performanceRuns.join(', ')} (median run shown; benchmark index ${r.benchmarkIndex})`,
			)
		if (r.notPerfect.length) console.log(`                  below 1: ${r.notPerfect.join(', ')}`)
	}
}
