// Starts Twentyfour: in production the built server (build/server/index.js), in development Vite.
// In production one worker per core (WEB_CONCURRENCY, default: the number of cores) shares the one SQLite file in
// WAL mode; the primary prepares the data folder (migrations, secrets, signing keys) once before it forks them and
// holds what must be one for all (the rate-limit counters). See docs/decisions/170-every-core.md.
// first: an unsupported Node stops here with one line (decision 285)
import './scripts/node-version.js'
import cluster from 'node:cluster'
import fs from 'node:fs'
import os from 'node:os'
import compression from 'compression'
import express from 'express'

// the data folder's files are the server's alone: the database, its -wal and -shm, secrets and keys are made 0600
// (issue 49, docs/security.md); set before anything is opened, and inherited by the cluster's workers
process.umask(0o077)

const DEVELOPMENT = process.env.NODE_ENV === 'development'
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
const workers = DEVELOPMENT ? 1 : Math.max(1, Number.parseInt(process.env.WEB_CONCURRENCY || '', 10) || os.availableParallelism())

if (workers > 1 && cluster.isPrimary) {
	const mod = await import('./build/server/index.js')
	await prepared({ prepare: () => mod.preparePrimary() })
	let stopping = false
	let listening = 0
	cluster.on('listening', () => {
		if (++listening === workers) {
			const ms = Math.round(performance.now() - started)
			console.log(`Twentyfour is listening on http://${shownHost}:${port} with ${workers} workers (ready in ${ms} ms)`)
		}
	})
	cluster.on('exit', async (worker, code, signal) => {
		if (stopping) {
			if (Object.keys(cluster.workers ?? {}).length === 0) {
				await mod.shutdown()
				process.exit(0)
			}
			return
		}
		// a worker that dies is replaced; the others go on serving
		console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`)
		cluster.fork({ WEB_CONCURRENCY: String(workers) })
	})
	// each worker knows how many they are (server/limit-store.ts: its share of a rate limit)
	for (let i = 0; i < workers; i++) cluster.fork({ WEB_CONCURRENCY: String(workers) })
	const stop = (signal) => {
		if (stopping) return
		stopping = true
		console.log(`${signal}: closing ${workers} workers`)
		for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
		// the primary's reminder sends in flight get up to 5 s
		setTimeout(async () => {
			await mod.shutdown()
			process.exit(0)
		}, 7000).unref()
	}
	process.on('SIGTERM', () => stop('SIGTERM'))
	process.on('SIGINT', () => stop('SIGINT'))
} else {
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
		// in a cluster the primary runs the background work (the reminder scheduler), not each worker
		await prepared(mod, { background: !cluster.isWorker })
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
