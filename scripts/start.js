// `npm start`: builds the app when the build is missing or older than the source, then serves it.
import { buildIfStale, root } from './build-if-stale.js'

buildIfStale()
process.env.NODE_ENV ??= 'production'
process.chdir(root)
await import('../server.js')
