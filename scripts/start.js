// `npm start`: builds the app when the build is missing or older than the source, then serves it. On a Node older than
// 24 it runs itself on Node 24 fetched from the npm registry (scripts/ensure-node.js, decision 285).
import cluster from 'node:cluster'
import { runOnSupportedNode } from './ensure-node.js'

runOnSupportedNode({ rebuild: true })
// the cluster's workers run server.js itself (decision 399); the primary, which ran this file, checked the build
const { buildIfStale, staleFile, root } = await import('./build-if-stale.js')
// the quick check (the source folders' times, decision 357) before the start; every file's time once it is up
if (cluster.isPrimary) buildIfStale()
process.env.NODE_ENV ??= 'production'
process.chdir(root)
await import('../server.js')
if (cluster.isPrimary) {
	setTimeout(() => {
		const file = staleFile()
		if (file) console.warn(`${file} is newer than the build (edited in place?): run \`npm run build\` and start again to serve it.`)
	}, 5000).unref()
}
