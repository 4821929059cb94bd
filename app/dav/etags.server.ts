// Objects' texts and their ETags (decisions 340 and 359). The text is a pure function of the task's row, what is
// stored of the client's object, the UID of its parent, the person's zone and the renderer. The ETag is a hash of what
// stands for these: the task's id and its `dav_changes.at` (the triggers of migrations 0019 and 0029 move it with
// every write of the task's row or of its stored object, from any code or hand-written SQL), the parent's UID, the
// zone, and a fingerprint of the renderer. So a listing of ETags reads three short columns a task and renders nothing.
import crypto from 'node:crypto'
import { preparedPerConnection } from '~/lib/db.server'
import type { Task } from '~/tasks/tasks.server'
import { collectionsOf, defaultName, NO_FOLDER, type Collection, type DavObject } from './objects.server'
import { patchedText } from './patch'
import { vtodoText } from './vtodo'
import { sentFieldsOf, type SentFields } from './vtodo-lines'
import { withTimezones } from './zones'

/**
 * The object's text and its ETag: the client's object as it sent it, patched where the task changed since (decision
 * 280); a task made in the app written whole.
 */
export function rendered(object: DavObject, timeZone: string) {
	return { text: renderedText(object, timeZone), etag: objectEtag(object, timeZone) }
}

function renderedText(object: DavObject, timeZone: string) {
	// the assignee by email (decision 378): a task row holds their id
	const task = { ...object.task, assignedEmail: object.assignedEmail }
	return withTimezones(
		object.sent !== null && object.sentFields !== null
			? patchedText(object.sent, JSON.parse(object.sentFields) as SentFields, task, object.parentUid, timeZone)
			: vtodoText(task, { uid: object.uid, parentUid: object.parentUid, extra: object.extra, timeZone }),
	)
}

/** the object's ETag without rendering it: the one its listing gives (`listingOf`) */
export const objectEtag = (object: DavObject, timeZone: string) => etagOf(object.task.id, object.version, object.parentUid, timeZone)

/**
 * The ETag of a task's object from its id, its version (`dav_changes.at`, null for a task not written since CalDAV
 * came, migration 0019), the UID of its parent and the person's zone. One version of one task is one state of its row
 * and of its stored object, so one ETag is one text (RFC 4791 5.3.4); every write gives a new version, so a change of
 * the text from any way in changes the ETag.
 */
function etagOf(taskId: string, version: number | null, parentUid: string | null, timeZone: string) {
	return `"${crypto.hash('sha1', rendererFingerprint() + JSON.stringify([timeZone, taskId, version, parentUid]), 'base64url').slice(0, 22)}"`
}

/** what a listing of ETags shows of an object */
export type Listed = { name: string; etag: string }

/**
 * A narrow statement of hand-written SQL, rows as arrays: per task its id, stored name, version and parent's UID.
 * `tasks_owner_list` holds every column read from `tasks`, so SQLite reads no task row (no stored text either).
 */
export const listingSql = (where: string) => `select t.id, o.name, c.at, coalesce(p.uid, t.parent_id)
	from tasks t
	left join dav_objects o on o.task_id = t.id and o.owner_id = t.owner_id
	left join dav_changes c on c.task_id = t.id
	left join dav_objects p on p.task_id = t.parent_id and p.owner_id = t.owner_id
	where t.owner_id = @ownerId and t.template_use_id is null and ${where}`
export const OF_FOLDER = 't.folder = @folder'
export const OF_NO_FOLDER = 't.folder not in (select value from json_each(@names))'
/** of a folder shared with the caller: a sub-task by its parent's folder (decision 377) */
export const OF_SHARED_FOLDER = 'coalesce((select f.folder from tasks f where f.id = t.parent_id and f.owner_id = t.owner_id), t.folder) = @folder'
const listingStatement = (where: string) =>
	preparedPerConnection((database) => database.$client.prepare<Record<string, string>, [string, string | null, number | null, string | null]>(listingSql(where)).raw())
const listingOfFolder = listingStatement(OF_FOLDER)
const listingOfNoFolder = listingStatement(OF_NO_FOLDER)
const listingOfSharedFolder = listingStatement(OF_SHARED_FOLDER)

/**
 * every object of a collection as a listing of ETags shows it (a PROPFIND, a calendar-query of ETags), in one
 * statement; `ownerId`: whose tasks the collection holds (a shared folder's owner, `holderOf`)
 */
export function listingOf(ownerId: string, collection: Collection, timeZone: string): Listed[] {
	const rows = collection.shared
		? listingOfSharedFolder().all({ ownerId, folder: collection.folder })
		: collection.id !== NO_FOLDER
			? listingOfFolder().all({ ownerId, folder: collection.folder })
			: listingOfNoFolder().all({ ownerId, names: JSON.stringify(collectionsOf(ownerId).slice(1).map((c) => c.folder)) })
	return rows.map(([id, name, version, parentUid]) => ({ name: name ?? defaultName(id), etag: etagOf(id, version, parentUid, timeZone) }))
}

/**
 * Bump when the renderer (./vtodo.ts, ./vtodo-lines.ts, ./patch.ts, ./zones.ts) writes other text from the same stored
 * inputs and the samples below do not show it: every ETag then changes once, and clients fetch every object again.
 */
const RENDERER_VERSION = 1
let fingerprint: string | undefined
/** the renderer's version, the zone data's, and the text of sample objects (a change of the renderer they show) */
function rendererFingerprint() {
	if (fingerprint !== undefined) return fingerprint
	const texts = rendererSamples().map((o) => renderedText(o, 'America/New_York'))
	fingerprint = crypto.createHash('sha1').update(JSON.stringify([RENDERER_VERSION, process.versions.tz ?? '', texts])).digest('base64url')
	return fingerprint
}

function rendererSamples(): DavObject[] {
	const day = Date.UTC(2026, 2, 8, 5)
	const task = {
		id: 'sample', ownerId: 'sample', title: 'Sample, with; text', notes: 'Line one\nline two', added: day - 86_400_000, completed: false, completedDate: null,
		star: true, start: day, startTime: null, due: day + 86_400_000, dueTime: 9 * 3_600_000, length: 30, repeat: 'FREQ=WEEKLY;BYDAY=MO', repeatChoice: 'Weekly',
		repeatText: '', repeatFrom: 'due', repeatFinal: null, remind: 15, remindDate: null, remindSent: false, folder: 'Work', context: 'Phone', priority: 'high',
		status: 'next', via: 'Main website', parentId: null, createdFrom: null, stackRank: null, changed: day, templateUseId: null,
		createdBy: null, completedBy: null, assignedTo: null, waitingFor: '',
	} satisfies Task
	const sent = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//sample//EN', 'BEGIN:VTODO', 'UID:sample-uid', 'DTSTAMP:20260301T000000Z', 'SUMMARY:Before',
		'DUE;TZID=Europe/Berlin:20260309T090000', 'STATUS:NEEDS-ACTION', 'PERCENT-COMPLETE:40', 'CATEGORIES:Phone,Other', 'X-APPLE-SORT-ORDER:5', 'END:VTODO', 'END:VCALENDAR', '']
	const before = { ...task, title: 'Before', status: 'none', priority: 'unassigned', completed: true, completedDate: day }
	return [
		{ task, name: 'a.ics', uid: 'a', extra: 'X-SAMPLE:1', parentUid: 'parent', sent: null, sentFields: null, version: 1, parentFolder: null, assignedEmail: null },
		{ task, name: 'b.ics', uid: 'sample-uid', extra: '', parentUid: null, sent: sent.join('\r\n'), sentFields: JSON.stringify(sentFieldsOf(before, null)), version: 1, parentFolder: null, assignedEmail: null },
	]
}
