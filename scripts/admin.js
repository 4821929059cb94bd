// `npm run admin -- COMMAND`: the admin page's people and invitations from a shell (issue 53). Safe while the server
// runs: it opens the same database (WAL) as another connection. `npm run admin` alone prints the commands.
import { buildIfStale, root } from './build-if-stale.js'
import { runOnSupportedNode } from './ensure-node.js'

// on a Node older than 24, the same command on Node 24 (decision 285)
runOnSupportedNode()

const built = buildIfStale()
process.env.NODE_ENV ??= 'production'
process.chdir(root)
const { adminCommand } = await import(built)
process.exit(adminCommand(process.argv.slice(2)))
