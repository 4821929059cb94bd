// Playwright cannot download its own browser here: use Debian's chromium, installing it when missing.
import { execSync } from 'node:child_process'
import fs from 'node:fs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

if (!fs.existsSync(CHROMIUM)) {
	console.log('Installing Debian chromium for the browser tests…')
	const sudo = process.getuid?.() === 0 ? '' : 'sudo '
	execSync(`${sudo}apt-get update -qq && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
		stdio: 'inherit',
		shell: '/bin/bash',
	})
}
if (!fs.existsSync(CHROMIUM)) {
	console.error(`chromium is still missing at ${CHROMIUM}`)
	process.exit(1)
}
