// `npm run backup`: one online backup of the database at once, into BACKUP_DIR (default DATA_DIR/backups), checked
// with PRAGMA integrity_check; keeps the newest BACKUP_KEEP. Safe while the server runs (docs/decisions/220).
import { buildIfStale, root } from './build-if-stale.js'
import { runOnSupportedNode } from './ensure-node.js'

// on a Node older than 24, the same command on Node 24 (decision 285)
runOnSupportedNode()

// the data folder's files are the server's alone: what this command writes there is 0600 (issue 49, docs/security.md)
process.umask(0o077)

const built = buildIfStale()
process.env.NODE_ENV ??= 'production'
process.chdir(root)
const { backupNow } = await import(built)
try {
	await backupNow()
	process.exit(0)
} catch (error) {
	console.error(`Backup failed: ${error.message}`)
	process.exit(1)
}
