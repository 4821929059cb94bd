// A CalDAV collection (issue 28; shared folders: issue 55, decision 377). Pure. A person's own collections are their
// folders (and one for tasks without a folder); a folder of someone else's shared with them is one more collection in
// their home, `shared-<folder id>`, holding the tasks of the folder's owner in that folder (a sub-task by its parent's
// folder, as everywhere a member looks: access.server.ts's `visibleTasksSql`).
import { may, type MemberRole } from '~/sharing/roles'

/** a folder of another person shared with the caller: whose tasks the collection holds, and the caller's role */
export type SharedOf = { ownerId: string; ownerName: string; folderId: string; role: MemberRole }

export type Collection = { id: string; name: string; folder: string; shared?: SharedOf }

export const SHARED_PREFIX = 'shared-'
export const sharedCollectionId = (folderId: string) => `${SHARED_PREFIX}${folderId}`

/** whose tasks a collection holds: the folder owner's for a shared one, else the caller's own */
export const holderOf = (personId: string, c: Collection) => c.shared?.ownerId ?? personId

/** whether the caller's role lets them write in the collection (their own: always; a shared one: an editor's or manager's) */
export const mayWriteIn = (c: Collection) => !c.shared || may(c.shared.role, 'change')

/** the folder a task of a shared collection counts in: its parent's, when it has one (sub-tasks go where their parent goes) */
export const sharedFolderOf = (task: { folder: string }, parentFolder: string | null) => parentFolder ?? task.folder
