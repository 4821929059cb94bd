// A shared collection's ctag and sync token from its folder's own tasks (issue 55; decision 404, ./shared-sync.ts),
// and what a member's sync by token fetches. The state is kept per process under the owner's sync point, so a member's
// client polling its ctag reads one indexed maximum while nothing of the owner changed.
import { LeastRecentlyUsed } from '~/lib/least-recently-used'
import { db, preparedPerConnection } from '~/lib/db.server'
import { OF_SHARED_FOLDER } from './etags.server'
import { objectsOfTasks, syncPoint, type DavObject } from './objects.server'
import { changedSince, folderState, stateText, type FolderState, type Versioned } from './shared-sync'

/** the folder's tasks (a sub-task by its parent's folder) as (id, version), through the index the listing uses */
const versionsOfFolder = preparedPerConnection((database) =>
	database.$client.prepare<Record<string, string>, Versioned>(
		`select t.id, c.at from tasks t left join dav_changes c on c.task_id = t.id where t.owner_id = @ownerId and t.template_use_id is null and ${OF_SHARED_FOLDER}`,
	),
)
const versions = (ownerId: string, folder: string) => versionsOfFolder().all({ ownerId, folder })

const kept = new LeastRecentlyUsed<{ point: number; state: string }>(2000)

/** the state of `ownerId`'s folder as a ctag, kept while their sync point stays */
export function sharedState(ownerId: string, folder: string): string {
	return db().$client.transaction(() => {
		const point = syncPoint(ownerId)
		const key = `${ownerId}\n${folder}`
		const found = kept.get(key)
		if (found?.point === point) return found.state
		const state = stateText(folderState(versions(ownerId, folder)))
		kept.set(key, { point, state })
		return state
	})()
}

/** the objects a member's client holding `since` fetches, or null: list the folder afresh (decision 404) */
export function sharedChangesSince(ownerId: string, folder: string, since: FolderState): DavObject[] | null {
	// nothing written in the folder since (a client polling): the kept state says so without reading its tasks again
	if (stateText(since) === sharedState(ownerId, folder)) return []
	const ids = changedSince(versions(ownerId, folder), since)
	return ids && objectsOfTasks(ownerId, ids)
}
