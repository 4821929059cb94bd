// Starts Twentyfour: in production the built server (build/server/index.js), in development Vite.
// In production one process per core (WEB_CONCURRENCY overrides; server/process-layout.js, docs/decisions/330): alone,
// the one process serves and does the background work; in a cluster, a small primary (node:cluster and the rate-limit
// counters, never the server build) forks the workers, the first of which prepares the data folder (migrations,
// secrets, signing keys) and runs the background work before the others are forked. See docs/decisions/170-every-core.md.
// first: an unsupported Node stops here with one line (decision 285)
import './scripts/node-version.js'
import cluster from 'node:cluster'
import { enableCompileCache } from 'node:module'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { duties, mallocEnv, nextWorkerRole, processLayout, ROLE_VARIABLE } from './server/process-layout.js'

// the data folder's files are the server's alone: the database, its -wal and -shm, secrets and keys are made 0600
// (issue 49, docs/security.md); set before anything is opened, and inherited by the cluster's workers
process.umask(0o077)

const DEVELOPMENT = process.env.NODE_ENV === 'development'
// V8's compiled code of the server build and its packages, kept between starts in node_modules/.cache (a folder of the
// one who installed it, never a shared temporary one: the cache is code): the start skips most of the compiling
// (docs/decisions/332). NODE_COMPILE_CACHE chooses another folder, NODE_DISABLE_COMPILE_CACHE=1 turns it off; a
// folder that cannot be written (a read-only install) leaves the start as it was.
if (!DEVELOPMENT) enableCompileCache(fileURLToPath(new URL('./node_modules/.cache/twentyfour-compile', import.meta.url)))
const started = performance.now()
const port = Number.parseInt(process.env.PORT || '3000', 10)
// the listening address: unset, every interface (as before); 127.0.0.1 behind a reverse proxy on the same box, so
// nobody reaches the port directly with an X-Forwarded-For of their choosing (docs/self-hosting.md)
const host = process.env.HOST?.trim() || undefined
const shownHost = host === undefined || host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host

/** A configuration the server refuses (app/lib/env.server.ts) is said in its own words, without a stack, and it stops. */
async function prepared(mod, options) {
	try {
		await mod.prepare(options)
	} catch (error) {
		if (!String(error?.message).startsWith('Invalid configuration')) throw error
		console.error(error.message)
		process.exit(1)
	}
}
const layout = processLayout({ cores: os.availableParallelism(), webConcurrency: process.env.WEB_CONCURRENCY, development: DEVELOPMENT })
const workers = layout.processes

if (layout.primary && cluster.isPrimary) {
	/** the role of each live worker, by its cluster id */
	const roles = new Map()
	const listening = new Set()
	let everListening = false
	let announced = false
	let stopping = false
	const fork = () => {
		const role = nextWorkerRole({ everListening, backgroundRunning: [...roles.values()].some((r) => r !== 'serve') })
		// each worker knows how many they are (server/limit-store.ts: its share of a rate limit)
		// and glibc's malloc settings (decision 397) where the primary was started without them (`node server.js`)
		const worker = cluster.fork({ ...mallocEnv(process.env), WEB_CONCURRENCY: String(workers), [ROLE_VARIABLE]: role })
		roles.set(worker.id, role)
	}
	cluster.on('listening', (worker) => {
		listening.add(worker.id)
		// the data folder is prepared: the other workers start now, and never race to create it
		if (!everListening) {
			everListening = true
			for (let i = 1; i < workers; i++) fork()
		}
		if (!announced && listening.size === workers) {
			announced = true
			const ms = Math.round(performance.now() - started)
			console.log(`Twentyfour is listening on http://${shownHost}:${port} with ${workers} workers (ready in ${ms} ms)`)
		}
	})
	cluster.on('exit', (worker, code, signal) => {
		roles.delete(worker.id)
		listening.delete(worker.id)
		if (stopping) {
			if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
			return
		}
		// the first worker stopped before it could serve (a configuration refused, a database it cannot open): it said
		// why; starting it again would say it again, forever
		if (!everListening) process.exit(code || 1)
		// a worker that dies is replaced; the others go on serving
		console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`)
		fork()
	})
	// the first worker is forked before anything else is loaded here (decision 399): the counters of the rate limits
	// (decision 170) come after, and a message a worker sends them before they are ready waits for them
	// the workers run this file, not what started the primary (`npm start` runs scripts/start.js, whose Node and build
	// checks the primary made: decision 376): the working folder and NODE_ENV are inherited
	cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) })
	const early = []
	const keep = (worker, message) => early.push([worker, message])
	cluster.on('message', keep)
	fork()
	const { ClusterMemoryStorePrimary } = await import('@express-rate-limit/cluster-memory-store')
	new ClusterMemoryStorePrimary().init()
	cluster.off('message', keep)
	for (const [worker, message] of early) cluster.emit('message', worker, message)
	const stop = (signal) => {
		if (stopping) return
		stopping = true
		console.log(`${signal}: closing ${workers} workers`)
		for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
		if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
		// each worker gets up to 6 s (the reminder sends in flight of the one running the background work: 5 s)
		setTimeout(() => process.exit(0), 7000).unref()
	}
	process.on('SIGTERM', () => stop('SIGTERM'))
	process.on('SIGINT', () => stop('SIGINT'))
} else {
	const [{ default: express }, { default: compression }, fs] = await Promise.all([import('express'), import('compression'), import('node:fs')])
	const app = express()
	app.disable('x-powered-by')
	// level 4: most of the size saving of the default 6 for about half the CPU time on HTML
	app.use(compression({ level: 4 }))

	let mod
	if (DEVELOPMENT) {
		const vite = await import('vite').then((v) => v.createServer({ server: { middlewareMode: true } }))
		app.use(vite.middlewares)
		mod = await vite.ssrLoadModule('./server/index.ts')
		await prepared(mod)
		app.use(async (req, res, next) => {
			try {
				const fresh = await vite.ssrLoadModule('./server/index.ts')
				return fresh.createApp()(req, res, next)
			} catch (error) {
				if (typeof error === 'object' && error instanceof Error) vite.ssrFixStacktrace(error)
				next(error)
			}
		})
	} else {
		mod = await import('./build/server/index.js')
		// alone, or the cluster's first worker: the data folder and the background work (server/process-layout.js)
		await prepared(mod, duties({ isWorker: cluster.isWorker, role: process.env[ROLE_VARIABLE] }))
		app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }))
		// the other files of the build (the favicon, icons, images, the manifest) by their first path segment: a page's
		// request never asks the disk whether a file of its name exists (one stat per request; issue 31)
		const clientFiles = new Set(fs.readdirSync('build/client').filter((name) => name !== 'assets'))
		const clientFile = express.static('build/client', { maxAge: '1h' })
		app.use((req, res, next) => (clientFiles.has(req.path.split('/', 2)[1]) ? clientFile(req, res, next) : next()))
		app.use(mod.createApp())
	}

	const announce = () => {
		if (cluster.isWorker) return
		const ms = Math.round(performance.now() - started)
		console.log(`Twentyfour is listening on http://${shownHost}:${port} (ready in ${ms} ms)`)
	}
	const server = host === undefined ? app.listen(port, announce) : app.listen(port, host, announce)
	// An idle kept-alive connection stays open a minute (Node's default is 5 s): a client that reuses one just as the
	// server closes it sees "Server disconnected" (seen with vdirsyncer's CalDAV sync on a loaded machine); proxies
	// in front keep theirs open for 60 s. The head of a request must still arrive within the headers timeout.
	server.keepAliveTimeout = 61_000
	server.headersTimeout = 62_000

	const stop = (signal) => {
		if (!cluster.isWorker) console.log(`${signal}: closing`)
		server.close(async () => {
			await mod.shutdown()
			process.exit(0)
		})
		// shutdown waits up to 5 s for reminders being sent
		setTimeout(async () => {
			await mod.shutdown()
			process.exit(0)
		}, 6000).unref()
	}
	process.on('SIGTERM', () => stop('SIGTERM'))
	// a worker is stopped by its primary (Ctrl-C reaches the whole process group)
	process.on('SIGINT', () => (cluster.isWorker ? undefined : stop('SIGINT')))
}
