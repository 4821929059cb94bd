// What the load benches share (run under vite-node, DATA_DIR set before the first import of the app): a signed-in
// person with seeded tasks, and the production server started on a port and a data folder.
import crypto from 'node:crypto'
import { spawn, type ChildProcess } from 'node:child_process'
import { enroll } from '~/identity/enrollment.server'
import { sessionStorage } from '~/lib/session.server'
import { seedTasks } from './task-seed'

/** A person enrolled as the sign-up would, with `tasks` seeded tasks and a session cookie (`name=value`) to send. */
export async function benchPerson(label: string, n: number, tasks: number) {
	const stamp = `${Date.now()}-${n}`
	const identity = { subject: `bench|${stamp}`, email: `${label}-${stamp}@example.com`, givenName: 'Bench', familyName: `Person ${n}`, picture: null }
	const user = enroll(identity, {
		firstName: 'Bench', lastName: `Person ${n}`, goesBy: 'Bench', timezone: 'Europe/London', country: 'GB',
		loadDefaults: 'Y', subscriptionTier: 'free', privacyPolicy: 'Y', userAgreement: 'Y',
	})
	seedTasks(user.id, tasks, user.timezone)
	const storage = sessionStorage()
	const session = await storage.getSession()
	session.set('identity', identity)
	session.set('userId', user.id)
	return { user, cookie: (await storage.commitSession(session)).split(';')[0]! }
}

type ServerOptions = { port: number; dataDir: string; cwd?: string; profileDir?: string; env?: Record<string, string>; node?: string }

/**
 * `server.js` of a production build (`cwd`'s, default this one; run by `node`, default this Node) on `port` and `dataDir`. Every bench person posts
 * from 127.0.0.1, so the form limiter (120 posts a minute from one address) is lifted. With `profileDir`, one process
 * under `--cpu-prof`.
 */
export function startProductionServer({ port, dataDir, cwd, profileDir, env = {}, node }: ServerOptions): ChildProcess {
	// BENCH_NODE_FLAGS: V8 or Node flags for the server to try (its workers inherit them), e.g. --single-threaded-gc
	const flags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean)
	const args = [...flags, ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), 'server.js']
	return spawn(node || process.execPath, args, {
		cwd,
		stdio: 'ignore',
		env: {
			...process.env,
			NODE_ENV: 'production',
			PORT: String(port),
			DATA_DIR: dataDir,
			PUBLIC_URL: `http://localhost:${port}`,
			FORM_RATE_LIMIT: '10000000',
			...(profileDir ? { WEB_CONCURRENCY: '1' } : {}),
			...env,
		},
	})
}

/** waits until the server at `base` answers /healthz (30 s at most) */
export async function serverUp(base: string) {
	for (let i = 0; i < 300; i++) {
		if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) return
		await new Promise((r) => setTimeout(r, 100))
	}
	throw new Error(`The server at ${base} did not start`)
}

/** the fields of a quick add as the page's form posts it (a submission token of its own each time) */
export function quickAddForm(title: string) {
	return { title, returnTo: '/tasks', confirm: 'Y', submissionToken: crypto.randomUUID() }
}
