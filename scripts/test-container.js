// `npm run test:container` (issue 27, docs/decisions/211): builds the image from the Dockerfile with podman and
// checks it as a self-hoster runs it: /healthz answers, the processes are not root, a person signs up and adds a task
// in the browser, and the task survives the container being replaced on the same volume. Prints the image size and
// the time of each step. Needs root (or sudo) for apt-get, debootstrap and podman.
import { execFileSync, execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { aptInstall } from './apt-install.js'
import { BASE_IMAGE, ensureBaseImage, imageNode } from './container/base-image.js'
import { CONTAINER, IMAGE, PORT, URL, VOLUME, processUsers, start, stop, tryPodman, waitHealthy } from './container/podman.js'

const SIZE_TARGET_MB = 250
const times = []
const failures = []
const begun = performance.now()

async function step(name, fn) {
	const started = performance.now()
	console.log(`\n== ${name}`)
	try {
		return await fn()
	} finally {
		times.push([name, (performance.now() - started) / 1000])
	}
}

function check(ok, message) {
	console.log(`${ok ? 'ok' : 'FAILED'}: ${message}`)
	if (!ok) failures.push(message)
}

const has = (cmd) => {
	try {
		execSync(`command -v ${cmd}`, { stdio: 'ignore', shell: '/bin/bash' })
		return true
	} catch {
		return false
	}
}

function cleanUp() {
	stop()
	tryPodman('volume', 'rm', '--force', VOLUME)
}

let code = 1
try {
	await step('podman', () => {
		const missing = ['podman', 'runc', 'debootstrap', 'fuse-overlayfs', 'slirp4netns', 'newuidmap'].filter((c) => !has(c))
		const packages = { newuidmap: 'uidmap' }
		if (missing.length) aptInstall([...new Set(missing.map((c) => packages[c] ?? c))], 'the container test')
		console.log(execFileSync('podman', ['--version'], { encoding: 'utf8' }).trim())
	})
	await step('base image', () => ensureBaseImage())
	await step('image build', () => {
		// the image's Node's headers for node-gyp (better-sqlite3) are mounted for the build only (this machine's, or .node/'s)
		const include = imageNode().headers
		const headers = fs.existsSync(path.join(include, 'common.gypi')) ? ['--volume', `${include}:/usr/include/node:ro`] : []
		const args = ['build', '--isolation', 'chroot', '--build-arg', `BASE=${BASE_IMAGE}`, ...headers, '--tag', IMAGE, '.']
		execFileSync('podman', args, { stdio: ['ignore', process.env.CONTAINER_QUIET ? 'ignore' : 'inherit', 'inherit'] })
	})
	const sizeMb = Number(tryPodman('image', 'inspect', '--format', '{{.Size}}', IMAGE)) / 1e6
	console.log(`\nImage ${IMAGE}: ${sizeMb.toFixed(1)} MB (target under ${SIZE_TARGET_MB} MB)`)
	check(sizeMb < SIZE_TARGET_MB, `the image is under ${SIZE_TARGET_MB} MB (${sizeMb.toFixed(1)} MB)`)

	await step('start', async () => {
		cleanUp()
		podmanVolume()
		start()
		const health = await waitHealthy()
		check(true, `${URL}/healthz answers: ${health.slice(0, 80)}`)
	})
	// podman's OCI images drop HEALTHCHECK (Docker keeps it): its command is run here as Docker would run it
	const healthcheck = fs.readFileSync('Dockerfile', 'utf8').match(/^HEALTHCHECK .*? CMD (.+)$/m)?.[1]
	check(tryPodman('exec', CONTAINER, 'sh', '-c', healthcheck ?? 'false') !== null, `the Dockerfile's HEALTHCHECK command passes inside the container`)
	// the image keeps only the packages the server build and its scripts name, with their dependencies (decision 375):
	// each of them loads inside the container (those loaded on first use too), and `npm run backup` runs
	const loadCheck = `${fs.readFileSync('scripts/container/runtime-packages.js', 'utf8')}
const { imported, missing } = runtimePackages('/app')
const names = imported.filter((n) => !missing.includes(n) && n !== '@simplewebauthn/browser')
for (const n of names) await import(n)
console.log(names.length + ' packages load: ' + names.join(' '))`
	const loaded = tryPodman('exec', '-w', '/app', CONTAINER, 'sh', '-c', `node --input-type=module - <<'EOF'\n${loadCheck}\nEOF`)
	check(loaded !== null && / packages load: /.test(loaded), `every package the server build names loads in the image: ${loaded ?? 'failed'}`)
	const backup = tryPodman('exec', '-w', '/app', CONTAINER, 'npm', 'run', 'backup')
	check(backup !== null, `npm run backup runs in the container: ${backup?.split('\n').at(-1) ?? 'failed'}`)
	const users = processUsers()
	for (const p of users) console.log(`  pid ${p.pid} ${p.name}: uid ${p.uid}, euid ${p.euid}`)
	check(users.length > 0 && users.every((p) => p.uid !== 0 && p.euid !== 0), `no process in the container runs as root (${users.length} processes)`)
	const top = tryPodman('top', CONTAINER, 'user', 'pid', 'args')
	if (top) console.log(top)

	await step('browser journey (tests/container/container.spec.ts)', () => {
		try {
			execFileSync('node', ['scripts/ensure-chromium.js'], { stdio: 'inherit' })
			execFileSync('npx', ['playwright', 'test', '--config', 'tests/container/playwright.config.ts'], {
				stdio: 'inherit',
				env: { ...process.env, E2E_PORT: String(PORT), CONTAINER_PORT: String(PORT) },
			})
			check(true, 'sign-up, a task added, the container replaced on the same volume, the task still there')
		} catch {
			check(false, 'the browser journey (see the Playwright output above)')
		}
	})
	code = failures.length ? 1 : 0
} catch (error) {
	console.error(error instanceof Error ? error.message : error)
	failures.push('the run stopped (see above)')
} finally {
	if (process.env.CONTAINER_KEEP) console.log(`\nCONTAINER_KEEP: ${CONTAINER} is left running on ${URL}`)
	else cleanUp()
}

function podmanVolume() {
	execFileSync('podman', ['volume', 'create', VOLUME], { stdio: 'ignore' })
}

console.log('\nTimes:')
for (const [name, s] of times) console.log(`  ${name.padEnd(56)} ${s.toFixed(1)} s`)
console.log(`  ${'total'.padEnd(56)} ${((performance.now() - begun) / 1000).toFixed(1)} s`)
console.log(failures.length ? `\nContainer test FAILED: ${failures.join('; ')}` : '\nContainer test passed.')
process.exit(code)
