// A manager renames a folder shared with them (issue 55 point 1: "manager ... also shares and renames"). The folder
// stays its owner's: the rename is the owner's own list edit (saveList: the folder's tasks and the owner's defaults
// follow the new name), checked against the owner's other folders as their Folders editor checks it.
import { saveList } from '~/profile/lists.server'
import { LIST_TEXTS, rowsFromSaved, validateRows } from '~/profile/list-editor'
import { listItems } from '~/tasks/lists.server'
import { visibleFolder } from './members.server'
import { may } from './roles'

export type RenameResult = { ok: true; from: string; to: string } | { ok: false; message: string }

export const NOT_RENAMED = 'Nothing was renamed: that folder is not shared with you as a manager.'

export function renameSharedFolder(personId: string, folderId: string, name: string): RenameResult {
	const found = visibleFolder(personId, folderId)
	if (!found || !may(found.access, 'rename')) return { ok: false, message: NOT_RENAMED }
	const { ownerId, name: from } = found.folder
	const to = name.trim()
	const rows = rowsFromSaved(listItems(ownerId, 'folders')).map((row) => (row.id === folderId ? { ...row, name: to } : row))
	const problem = Object.values(validateRows('folders', rows))[0]
	if (problem) return { ok: false, message: problem === LIST_TEXTS.folders.nameTaken ? 'The owner has another folder with this name. Choose a different name.' : problem }
	if (to !== from) saveList(ownerId, 'folders', rows)
	return { ok: true, from, to }
}
