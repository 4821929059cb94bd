// The local base image for `npm run test:container` (docs/decisions/211): registry images cannot be pulled here, so
// the Dockerfile's BASE (node:24-bookworm-slim for users) is stood in for by Debian bookworm (debootstrap, minbase)
// with Node 24 (this machine's when it is 24 or later, otherwise the one scripts/ensure-node.js fetches into .node/:
// the same binary `npm test` runs on), this machine's npm, and a user `node` (uid 1000) as in the official image.
// Kept in podman's storage: a second run reuses it while the Node version is the same.
import { execFileSync, execSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureNode } from '../ensure-node.js'

export const BASE_IMAGE = 'localhost/twentyfour-base:node24'
const MIRROR = process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian'
const sh = (cmd) => execSync(cmd, { stdio: 'inherit', shell: '/bin/bash' })

/** The Node 24 the image takes: its binary, version and headers (include/node, for node-gyp in the build). */
export function imageNode() {
	const home = ensureNode()
	if (home) {
		const bin = path.join(home, 'bin', 'node')
		return { bin, version: execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim(), headers: path.join(home, 'include', 'node') }
	}
	return { bin: fs.realpathSync(process.execPath), version: process.version, headers: '/usr/include/node' }
}

/** the node_modules folder of the npm on PATH, or null */
function npmOnPath() {
	try {
		const cli = fs.realpathSync(execSync('command -v npm', { encoding: 'utf8', shell: '/bin/bash' }).trim())
		return path.resolve(path.dirname(cli), '../..')
	} catch {
		return null
	}
}

/** the Node version and CA bundle the image was made from; a different one makes it again */
function wanted() {
	const ca = caBundle()
	const caHash = ca ? execFileSync('sha256sum', [ca], { encoding: 'utf8' }).slice(0, 16) : 'none'
	return `${imageNode().version} ${caHash}`
}

/** the CA bundle of this machine: a proxy that re-signs TLS (as here) is trusted inside the build too */
function caBundle() {
	const file = process.env.NODE_EXTRA_CA_CERTS ?? '/etc/ssl/certs/ca-certificates.crt'
	return fs.existsSync(file) ? file : null
}

function existing() {
	try {
		const label = execFileSync('podman', ['image', 'inspect', '--format', '{{index .Labels "twentyfour.base"}}', BASE_IMAGE], {
			encoding: 'utf8',
			stdio: ['ignore', 'pipe', 'ignore'],
		})
		return label.trim()
	} catch {
		return null
	}
}

/** Makes the base image unless one from this Node is there. Returns true when it was made. */
export function ensureBaseImage() {
	const key = wanted()
	if (existing() === key) {
		console.log(`Base image ${BASE_IMAGE} (${key}) is there.`)
		return false
	}
	const { bin: node, version } = imageNode()
	// npm (and corepack, when there) of this machine: the cached Node 24 comes without them, so when this script runs on
	// it (.node/'s bin first on PATH) npm is the one on PATH (/usr/bin/npm -> /usr/lib/node_modules/npm/bin/npm-cli.js)
	const npmDir = [path.resolve(path.dirname(fs.realpathSync(process.execPath)), '../lib/node_modules'), npmOnPath()]
		.filter(Boolean)
		.find((dir) => fs.existsSync(path.join(dir, 'npm')))
	if (!npmDir) throw new Error(`npm is neither beside ${process.execPath} nor on PATH`)
	const corepack = fs.existsSync(path.join(npmDir, 'corepack'))
	const work = fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-base-'))
	const root = path.join(work, 'rootfs')
	try {
		console.log(`Making ${BASE_IMAGE}: Debian bookworm (minbase) from ${MIRROR} and Node ${version} from ${node}`)
		sh(`debootstrap --variant=minbase bookworm ${root} ${MIRROR} > ${work}/debootstrap.log 2>&1 || (tail -30 ${work}/debootstrap.log; exit 1)`)
		fs.mkdirSync(path.join(root, 'usr/lib/node_modules'), { recursive: true })
		sh(`cp ${node} ${root}/usr/bin/node && (strip ${root}/usr/bin/node 2>/dev/null || true)`)
		sh(`cp -a ${npmDir}/npm ${corepack ? `${npmDir}/corepack ` : ''}${root}/usr/lib/node_modules/`)
		sh(
			`cd ${root}/usr/bin && ln -sf ../lib/node_modules/npm/bin/npm-cli.js npm && ln -sf ../lib/node_modules/npm/bin/npx-cli.js npx` +
				(corepack ? ` && ln -sf ../lib/node_modules/corepack/dist/corepack.js corepack` : ''),
		)
		const ca = caBundle()
		if (ca) sh(`mkdir -p ${root}/etc/ssl/certs && cp ${ca} ${root}/etc/ssl/certs/ca-certificates.crt`)
		sh(`chroot ${root} groupadd -g 1000 node && chroot ${root} useradd -u 1000 -g node -m -s /bin/sh node`)
		// what node:24-bookworm-slim leaves out too
		sh(
			`rm -rf ${root}/var/cache/apt/archives/*.deb ${root}/var/cache/apt/*.bin ${root}/var/lib/apt/lists/* ${root}/usr/share/doc/*` +
				` ${root}/usr/share/man/* ${root}/usr/share/info/* ${root}/debootstrap` +
				` && find ${root}/usr/share/locale -mindepth 1 -maxdepth 1 ! -name locale.alias -exec rm -rf {} +`,
		)
		const changes = [
			'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
			// npm inside the build trusts the same CAs as this machine; node-gyp takes Node's headers from /usr/include/node,
			// which the build mounts from this machine (or from .node/) (nodejs.org, where node-gyp would download them, is not reachable)
			ca ? 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' : null,
			'ENV npm_config_nodedir=/usr',
			`LABEL twentyfour.base="${key}"`,
			'CMD ["node"]',
		].filter(Boolean)
		const args = changes.flatMap((c) => ['--change', c])
		sh(`tar -C ${root} -c . | podman import ${args.map((a) => `'${a}'`).join(' ')} - ${BASE_IMAGE} > /dev/null`)
		console.log(`Made ${BASE_IMAGE}.`)
		return true
	} finally {
		fs.rmSync(work, { recursive: true, force: true })
	}
}
