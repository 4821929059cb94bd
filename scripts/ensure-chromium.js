// Playwright cannot download its own browser here: use Debian's chromium, installing it when missing.
import fs from 'node:fs'
import { aptInstall } from './apt-install.js'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

if (!fs.existsSync(CHROMIUM)) aptInstall(['chromium'], 'the browser tests')
if (!fs.existsSync(CHROMIUM)) {
	console.error(`chromium is still missing at ${CHROMIUM}`)
	process.exit(1)
}
