// `npm start`: builds the app when the build is missing or older than the source, then serves it. On a Node older than
// 24 it runs itself on Node 24 fetched from the npm registry (scripts/ensure-node.js, decision 285).
import { runOnSupportedNode } from './ensure-node.js'

runOnSupportedNode({ rebuild: true })
const { buildIfStale, root } = await import('./build-if-stale.js')
buildIfStale()
process.env.NODE_ENV ??= 'production'
process.chdir(root)
await import('../server.js')
