// `npm run restore -- FILE`: puts a backup in place of DATA_DIR's database, with the server stopped. Refuses (and
// changes nothing) while the server runs, or when FILE fails its integrity check or has a newer schema than this
// code; the replaced database is kept beside it as twentyfour.db.replaced-<time> (docs/decisions/221).
import { buildIfStale, root } from './build-if-stale.js'
import { runOnSupportedNode } from './ensure-node.js'

// on a Node older than 24, the same command on Node 24 (decision 285)
runOnSupportedNode()

// the data folder's files are the server's alone: what this command writes there is 0600 (issue 49, docs/security.md)
process.umask(0o077)

const file = process.argv[2]
if (!file || process.argv.length > 3) {
	console.error('Usage: npm run restore -- FILE   (a backup file, e.g. data/backups/twentyfour-2026-11-24T03-00-00-000Z.db)')
	process.exit(2)
}
// npm runs scripts in the package's folder; INIT_CWD is where the command was typed
const cwd = process.env.INIT_CWD ?? process.cwd()
const built = buildIfStale()
process.env.NODE_ENV ??= 'production'
const { env, migrationsFolder, restoreBackup, RestoreRefused } = await import(built)
// FILE as typed, relative to where the command was run; DATA_DIR and the migrations relative to the app
const path = await import('node:path')
const source = path.resolve(cwd, file)
process.chdir(root)
try {
	const { restored, aside } = restoreBackup(source, { dataDir: env().dataDir, migrationsFolder: migrationsFolder() })
	console.log(`Restored ${source} as ${restored}.`)
	console.log(aside ? `The database it replaced is kept as ${aside}.` : 'There was no database to replace.')
	console.log('Start the server: it applies any migrations the backup lacks.')
	process.exit(0)
} catch (error) {
	if (!(error instanceof RestoreRefused)) throw error
	console.error(`Restore refused: ${error.message}`)
	process.exit(1)
}
