// First-load JavaScript (gzipped) of pages as a new person reaches them: the scripts and module
// preloads in the served HTML plus its inline scripts. Needs a build (`npm run build`) and chromium.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { chromium } from 'playwright-core'

const port = Number(process.env.MEASURE_PORT ?? 3471)
const base = `http://localhost:${port}`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-js-'))
const server = spawn('node', ['server.js'], {
	env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base },
	stdio: 'ignore',
})
const details = []
const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length

/** the served HTML (React removes the preload links once it hydrates, so read them from the document as sent) */
async function firstLoadJs(page) {
	const html = await (await page.context().request.get(page.url())).text()
	if (process.env.DUMP) fs.writeFileSync(`/tmp/jsb-page${new URL(page.url()).pathname.replaceAll('/', '_')}.html`, html)
	const srcs = [
		...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g),
		...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
	].map((m) => m[1])
	const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1])
	let total = 0
	const files = []
	for (const src of new Set(srcs)) {
		const file = path.join('build/client', new URL(src, base).pathname)
		const bytes = gz(fs.readFileSync(file))
		files.push([path.basename(file), bytes])
		total += bytes
	}
	files.push(['(inline scripts)', gz(Buffer.from(inline.join('\n')))])
	total += files.at(-1)[1]
	// DETAIL=1 npm run measure:js lists each page's files, largest first
	if (process.env.DETAIL) details.push([page.url(), files.sort((a, b) => b[1] - a[1])])
	return total
}

try {
	for (let i = 0; ; i++) {
		if (await fetch(`${base}/healthz`).then((r) => r.ok).catch(() => false)) break
		if (i > 300) throw new Error('server did not start')
		await new Promise((r) => setTimeout(r, 50))
	}
	const browser = await chromium.launch({
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
	})
	const page = await browser.newPage()
	const results = []
	const measure = async (label, extra = []) => {
		results.push([label, await firstLoadJs(page)])
		for (const p of extra) {
			await page.goto(`${base}${p}`)
			results.push([p, await firstLoadJs(page)])
		}
	}
	await page.goto(`${base}/home`)
	await measure('/home', (process.env.PUBLIC_PAGES ?? '/pricing/4,/tour').split(',').filter(Boolean))
	await page.goto(`${base}/signup?action=signup&tier=free`)
	await page.getByLabel('First name').fill('Ada')
	await page.getByLabel('Last name').fill('Lovelace')
	await page.getByLabel('Email address').fill(`measure-${Date.now()}@example.com`)
	await page.getByLabel('Password').fill('a long pass phrase')
	await page.getByRole('button', { name: 'Create account' }).click()
	await page.waitForURL(/\/signup/)
	await measure('/signup (enrollment wizard)')
	await page.getByLabel('Country').selectOption('GB')
	await page.locator('summary', { hasText: 'Terms of Service' }).click()
	await page.getByRole('group', { name: 'I have read and accept the Privacy Policy' }).getByLabel('Yes').check()
	await page.getByRole('group', { name: 'I have read and accept the Terms of Service' }).getByLabel('Yes').check()
	await page.getByRole('button', { name: 'Save' }).click()
	await page.waitForURL(/\/dashboard/)
	await measure('/dashboard', (process.env.SIGNED_IN_PAGES ?? '/tasks,/tasks/create/new,/profile').split(',').filter(Boolean))
	await browser.close()
	const budget = 90 * 1024
	for (const [url, files] of details) {
		console.log(new URL(url).pathname)
		for (const [name, bytes] of files) console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${name}`)
	}
	for (const [label, bytes] of results) {
		console.log(`${label.padEnd(32)} ${(bytes / 1024).toFixed(1).padStart(6)} KB gzipped${bytes > budget ? '  (over the 90 KB budget)' : ''}`)
	}
} finally {
	server.kill('SIGTERM')
	fs.rmSync(dataDir, { recursive: true, force: true })
}
