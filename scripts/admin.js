// `npm run admin -- COMMAND`: the admin page's people and invitations from a shell (issue 53). Safe while the server
// runs: it opens the same database (WAL) as another connection. `npm run admin` alone prints the commands.
import { buildIfStale, root } from './build-if-stale.js'

const built = buildIfStale()
process.env.NODE_ENV ??= 'production'
process.chdir(root)
const { adminCommand } = await import(built)
process.exit(adminCommand(process.argv.slice(2)))
