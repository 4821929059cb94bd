// The primary's hourly job for the trash and undo (decisions 243, 244): at start-up and then every hour, tasks trashed
// more than 30 days ago are deleted for ever and undo records past their 10 minutes are removed.
import type { Db } from '~/lib/db.server'
import { purgeExpiredTrash } from './trash.server'
import { purgeExpiredUndos } from './undo.server'

const HOUR = 60 * 60 * 1000
let timer: NodeJS.Timeout | undefined

export function purgeTrashAndUndos(database: Db, now = Date.now()) {
	return { trash: purgeExpiredTrash(database, now), undos: purgeExpiredUndos(database, now) }
}

export function startTrashPurge(database: Db) {
	const run = () => {
		try {
			purgeTrashAndUndos(database)
		} catch (error) {
			console.error('trash: purge failed', error)
		}
	}
	run()
	timer ??= setInterval(run, HOUR).unref()
}

export function stopTrashPurge() {
	clearInterval(timer)
	timer = undefined
}
