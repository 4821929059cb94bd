// Starts Twentyfour: in production the built server (build/server/index.js), in development Vite.
import compression from 'compression'
import express from 'express'

const DEVELOPMENT = process.env.NODE_ENV === 'development'
const started = performance.now()

const app = express()
app.disable('x-powered-by')
app.use(compression())

let mod
if (DEVELOPMENT) {
	const vite = await import('vite').then((v) => v.createServer({ server: { middlewareMode: true } }))
	app.use(vite.middlewares)
	mod = await vite.ssrLoadModule('./server/index.ts')
	await mod.prepare()
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
	await mod.prepare()
	app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }))
	app.use(express.static('build/client', { maxAge: '1h' }))
	app.use(mod.createApp())
}

const port = Number.parseInt(process.env.PORT || '3000', 10)
const server = app.listen(port, () => {
	const ms = Math.round(performance.now() - started)
	console.log(`Twentyfour is listening on http://localhost:${port} (ready in ${ms} ms)`)
})

function stop(signal) {
	console.log(`${signal}: closing`)
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
process.on('SIGINT', () => stop('SIGINT'))
