// Starting and stopping the test container (docs/decisions/211). Also a command for the browser test, which restarts
// the container in the middle of its journey: `node scripts/container/podman.js restart`.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

export const IMAGE = 'localhost/twentyfour:test'
export const CONTAINER = 'twentyfour-test'
export const VOLUME = 'twentyfour-test-data'
export const PORT = Number(process.env.CONTAINER_PORT ?? 3370)
export const URL = `http://localhost:${PORT}`

/**
 * What `podman run` needs inside this sandbox: crun cannot run here (cgroups in hybrid mode), and both runtimes are
 * refused raising resource limits, so podman's defaults (nofile 1048576, nproc 32768) are replaced by limits within
 * the sandbox's own (nofile 20000, nproc 96365). `--ulimit host` is refused too (it asks for nofile 1048576).
 */
export const SANDBOX_OPTIONS = ['--runtime', 'runc', '--ulimit', 'nofile=20000:20000', '--ulimit', 'nproc=4096:4096']

export const podman = (...args) => execFileSync('podman', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()

/** podman, but a failure is null (a container or volume that is not there) */
export function tryPodman(...args) {
	try {
		return podman(...args)
	} catch {
		return null
	}
}

export function start() {
	podman(
		'run',
		'--detach',
		'--name',
		CONTAINER,
		...SANDBOX_OPTIONS,
		'--publish',
		`127.0.0.1:${PORT}:3000`,
		'--volume',
		`${VOLUME}:/data`,
		'--env',
		`PUBLIC_URL=${URL}`,
		IMAGE,
	)
}

/** stops (SIGTERM, as `docker stop`) and removes the container; the volume stays */
export function stop() {
	if (tryPodman('container', 'exists', CONTAINER) === null) return
	podman('stop', '--time', '15', CONTAINER)
	podman('rm', CONTAINER)
}

/** waits for /healthz; the container's log on a failure */
export async function waitHealthy(timeoutMs = 60_000) {
	const until = Date.now() + timeoutMs
	for (;;) {
		try {
			const res = await fetch(`${URL}/healthz`)
			if (res.ok) return await res.text()
		} catch {
			// not listening yet
		}
		const running = tryPodman('inspect', '--format', '{{.State.Running}}', CONTAINER)
		if (running !== 'true' || Date.now() > until) {
			const logs = tryPodman('logs', CONTAINER) ?? ''
			throw new Error(`the container did not answer ${URL}/healthz (running: ${running})\n${logs}`)
		}
		await new Promise((resolve) => setTimeout(resolve, 250))
	}
}

/** the user ids (real, effective) of every process in the container, read on the host from /proc */
export function processUsers() {
	const pid = podman('inspect', '--format', '{{.State.Pid}}', CONTAINER)
	const pids = [pid, ...childPids(pid)]
	return pids.map((p) => {
		const status = fs.readFileSync(`/proc/${p}/status`, 'utf8')
		const uid = status.match(/^Uid:\s+(\d+)\s+(\d+)/m)
		const name = status.match(/^Name:\s+(\S+)/m)?.[1]
		return { pid: Number(p), name, uid: Number(uid[1]), euid: Number(uid[2]) }
	})
}

function childPids(pid) {
	const file = `/proc/${pid}/task/${pid}/children`
	if (!fs.existsSync(file)) return []
	const children = fs.readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean)
	return children.flatMap((c) => [c, ...childPids(c)])
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'restart') {
	const started = performance.now()
	stop()
	start()
	await waitHealthy()
	console.log(`restarted with the same volume in ${Math.round(performance.now() - started)} ms`)
}
