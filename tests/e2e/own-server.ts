// A production server of a test's own (`node server.js` from the build), for the specs that need other settings than
// the suite's shared server: reminders with a fake Pushover, Stripe, an external provider, rate limits, kills.
// One way to start, wait for and stop it, so the settings every such server needs are written once.
import { spawn, type ChildProcess } from 'node:child_process'
import { expect } from '@playwright/test'
import { E2E_DATA_DIR, freePort } from './env'

export type OwnServer = {
	base: string
	port: number
	child: ChildProcess
	/** what the server printed, when started with `captureOutput` */
	output: () => string
	/** what the server printed on stderr, when started with `captureErrors` */
	errors: () => string
	/** SIGTERM (or `signal`) to the server (its whole process group when `detached`), resolved once it has exited */
	stop: (signal?: NodeJS.Signals) => Promise<void>
}

export type OwnServerOptions = {
	/** settings on top of the defaults below (NODE_ENV, PORT, DATA_DIR: the suite's folder, PUBLIC_URL, generous limits) */
	env?: Record<string, string>
	port?: number
	/** the host name of PUBLIC_URL: another than the shared server's "localhost" keeps the two from sharing cookies */
	host?: string
	/** its own process group, so a signal to it reaches the primary and every worker at once (a power cut) */
	detached?: boolean
	/** keep what the server prints (also passed on to this process's output) */
	captureOutput?: boolean
	/** keep what the server prints on stderr (also passed on to this process's stderr) */
	captureErrors?: boolean
	/** how long /healthz may take to answer */
	timeout?: number
}

/**
 * Starts a server and resolves once its /healthz answers 200 and it says it is listening: a cluster says so once every
 * worker listens (the first answers /healthz before the others are forked: decision 330).
 */
export async function startOwnServer({ env = {}, port, host = 'localhost', detached = false, captureOutput = false, captureErrors = false, timeout = 60_000 }: OwnServerOptions = {}) {
	port ??= await freePort()
	const base = `http://${host}:${port}`
	const child = spawn(process.execPath, ['server.js'], {
		detached,
		stdio: ['ignore', 'pipe', captureErrors ? 'pipe' : 'inherit'],
		env: {
			...process.env,
			NODE_ENV: 'production',
			PORT: String(port),
			DATA_DIR: E2E_DATA_DIR,
			PUBLIC_URL: base,
			AUTH_RATE_LIMIT: '10000',
			FORM_RATE_LIMIT: '10000',
			BACKUP_INTERVAL: 'off',
			...env,
		},
	})
	let output = ''
	child.stdout?.on('data', (chunk) => {
		output += chunk
		if (captureOutput) process.stdout.write(chunk)
	})
	let errors = ''
	child.stderr?.on('data', (chunk) => {
		errors += chunk
		process.stderr.write(chunk)
	})
	const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
	const server: OwnServer = {
		base,
		port,
		child,
		output: () => output,
		errors: () => errors,
		stop: async (signal = 'SIGTERM') => {
			if (child.exitCode === null && child.signalCode === null) {
				if (detached) process.kill(-child.pid!, signal)
				else child.kill(signal)
			}
			await exited
		},
	}
	await expect(async () => expect((await fetch(`${base}/healthz`)).ok).toBe(true)).toPass({ timeout, intervals: [100] })
	await expect.poll(() => output.includes('Twentyfour is listening'), { timeout, intervals: [100] }).toBe(true)
	return server
}

/** The settings of a server that sends reminders through `fake` (a fake Pushover of tests/fakes/pushover.ts). */
export function pushoverEnv(fake: { token: string; apiBase: string }) {
	return { PUSHOVER_APP_TOKEN: fake.token, PUSHOVER_API_BASE: fake.apiBase }
}

/**
 * A server with billing (a fake Stripe) on the suite's database, for the tests of the paywall: since issue 53 a server
 * without Stripe, like the shared one, has every feature for everyone. Host "localhost": the sessions the fixtures put
 * in the browser for the shared server reach it too. `port` from the engineer's range, one per spec and project.
 */
export async function startBillingServer(port: number) {
	const { startFakeStripe, stripeEnvFor } = await import('../fakes/stripe')
	const fake = await startFakeStripe()
	const server = await startOwnServer({ port, env: stripeEnvFor(fake), timeout: 120_000 })
	return {
		base: server.base,
		stop: async () => {
			await server.stop()
			await fake.close()
		},
	}
}
