// The reverse-proxy test (tests/e2e/reverse-proxy.spec.ts) runs the server behind Debian's nginx and, where Debian has
// it, Caddy, with the snippets of deploy/ that docs/self-hosting.md prints. Installed when missing, like Chromium.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { aptInstall } from './apt-install.js'

const NGINX = '/usr/sbin/nginx'
const CADDY = '/usr/bin/caddy'
const candidate = (pkg) => /Candidate: (?!\(none\))/.test(spawnSync('apt-cache', ['policy', pkg], { encoding: 'utf8' }).stdout ?? '')

const missing = []
if (!fs.existsSync(NGINX)) missing.push('nginx-light')
// Caddy is in Debian from bookworm on; where the archive has none its test is skipped and says so
if (!fs.existsSync(CADDY) && candidate('caddy')) missing.push('caddy')
if (!fs.existsSync('/usr/bin/openssl')) missing.push('openssl')
if (missing.length) aptInstall(missing, 'the reverse-proxy test')
if (!fs.existsSync(NGINX)) {
	console.error(`nginx is still missing at ${NGINX}`)
	process.exit(1)
}
