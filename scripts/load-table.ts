// The load rows of issue 17, measured with autocannon against a running production server:
// /tasks at 1, 20 and 100 connections (gzip on, as a browser asks), /home signed out at 10 connections, and the size
// of the /tasks HTML. Called by `npm run bench:tasks` after the per-route timings (BENCH_LOAD=0 skips it).
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'

type Row = { figure: string; value: string; target: string }

async function load(url: string, connections: number, seconds: number, headers: Record<string, string>) {
	const result = await autocannon({ url, connections, duration: seconds, headers })
	return {
		rps: result.requests.average,
		p50: result.latency.p50,
		p99: result.latency.p99,
		errors: result.errors + result.timeouts + result.non2xx,
	}
}

export async function loadTable(base: string, cookie: string, opts: { seconds?: number; longSeconds?: number } = {}) {
	const seconds = opts.seconds ?? 10
	const longSeconds = opts.longSeconds ?? 30
	const signedIn = { Cookie: cookie, 'Accept-Encoding': 'gzip' }
	const rows: Row[] = []
	const html = await (await fetch(`${base}/tasks`, { headers: { Cookie: cookie } })).text()
	rows.push({
		figure: 'HTML of /tasks (25 cards)',
		value: `${(Buffer.byteLength(html) / 1024).toFixed(0)} KB (${(gzipSync(html).length / 1024).toFixed(0)} KB gzipped)`,
		target: '<= 60 KB (<= 15 KB gzipped)',
	})
	const one = await load(`${base}/tasks`, 1, seconds, signedIn)
	rows.push({ figure: '/tasks, 1 connection: median latency', value: `${one.p50} ms`, target: '<= 6 ms' })
	const twenty = await load(`${base}/tasks`, 20, seconds, signedIn)
	rows.push({
		figure: '/tasks, 20 connections: requests per second / median latency',
		value: `${Math.round(twenty.rps)} req/s / ${twenty.p50} ms`,
		target: '>= 300 req/s / <= 60 ms',
	})
	const hundred = await load(`${base}/tasks`, 100, longSeconds, signedIn)
	rows.push({
		figure: `/tasks, 100 connections for ${longSeconds} s: errors, p99`,
		value: `${hundred.errors} errors, p99 ${hundred.p99} ms`,
		target: '0 errors, p99 <= 300 ms',
	})
	const home = await load(`${base}/home`, 10, seconds, { 'Accept-Encoding': 'gzip' })
	rows.push({ figure: '/home (public, signed out), 10 connections', value: `${Math.round(home.rps)} req/s`, target: '>= 1,500 req/s' })

	console.log(`\nLoad (autocannon, ${seconds} s per row unless said)`)
	console.log('| figure | measured | target |\n|---|---:|---:|')
	for (const r of rows) console.log(`| ${r.figure} | ${r.value} | ${r.target} |`)
	return rows
}
