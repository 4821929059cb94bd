// The primary's hourly job for the trash and undo (decisions 243, 244): at start-up and then every hour, tasks trashed
// more than 30 days ago are deleted for ever, undo records past their 10 minutes are removed, and CalDAV's tombstones
// of deleted tasks go after 60 days (decision 231: an older sync token asks the client for a full sync).
import { and, eq, lt, sql } from 'drizzle-orm'
import { davChanges } from '#db/schema'
import type { Db } from '~/lib/db.server'
import { purgeExpiredTrash } from './trash.server'
import { purgeExpiredUndos } from './undo.server'

const HOUR = 60 * 60 * 1000

let timer: NodeJS.Timeout | undefined

/** how long CalDAV keeps a deleted task's tombstone: an older sync token is refused and the client syncs afresh */
export const TOMBSTONE_MS = 60 * 24 * HOUR

export function purgeTrashAndUndos(database: Db, now = Date.now()) {
	const trash = purgeExpiredTrash(database, now)
	const tombstones = database.delete(davChanges).where(and(eq(davChanges.deleted, true), lt(davChanges.at, now - TOMBSTONE_MS))).run().changes
	// a CalDAV address and UID outlive their task only while it can come back from the trash
	database.run(sql`delete from dav_objects where task_id not in (select id from tasks) and task_id not in (select id from trashed_tasks)`)
	return { trash, undos: purgeExpiredUndos(database, now), tombstones }
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
