// Playwright cannot download its own browser here: use Debian's, installing it when missing. The browser tests run in
// chromium-headless-shell (the browser without its window's own web UI: a third of the CPU of full Chromium per page on
// this 2-core machine); full chromium serves the scripts that measure pages as a person's browser loads them
// (Lighthouse, the first-load JS budget).
import fs from 'node:fs'
import { aptInstall } from './apt-install.js'

const wanted = [
	{ path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium' },
	{ path: process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
]
const missing = wanted.filter((w) => !fs.existsSync(w.path))
if (missing.length) aptInstall(missing.map((w) => w.pkg), 'the browser tests')
for (const w of wanted) {
	if (!fs.existsSync(w.path)) {
		console.error(`${w.pkg} is still missing at ${w.path}`)
		process.exit(1)
	}
}
