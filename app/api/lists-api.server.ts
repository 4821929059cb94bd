// Contexts and folders through the JSON API (spec point 7): create, update, read, delete by owner. Each call is an
// edit of the owner's whole list through the profile editor's own rules and save (validateRows, saveList), so names
// stay unique and tasks follow a renamed or deleted name exactly as they do on the profile page.
import { z } from 'zod'
import { LIMITS } from '~/lib/limits'
import { MAX_LIST_ROWS } from '~/profile/list-edit-schema'
import { rowsFromSaved, validateRows, type ListKind, type ListRow } from '~/profile/list-editor'
import { listItems } from '~/tasks/lists.server'
import { saveList } from '~/profile/lists.server'
import { endpoint, type Endpoint } from './endpoint'
import { ApiError, notFound } from './envelope'
import { ownUser, callerUser } from './owner'
import { listItemShape, presentListItem, yn } from './shapes'

const V1 = '/api/v1/external'
const ownerId = z.string().min(1, 'Owner Id must be supplied.').max(100)

const itemInput = z.object({
	name: z.string().max(LIMITS.listName * 2),
	private: yn.default('Y'),
	active: yn.default('Y'),
	customOrder: z.number().finite().default(0),
	group: z.string().max(LIMITS.folderGroup).optional(),
	owner: z.string().max(100).optional(),
})
const itemUpdate = itemInput.partial().extend({ _id: z.string().min(1, 'Id must be supplied.').max(100) })
const oneOrMany = <T extends z.ZodType>(item: T) =>
	z
		.object({ data: z.union([item, z.array(item).min(1).max(MAX_LIST_ROWS)]) })
		.transform((b) => {
			const data = (b as { data: z.output<T> | z.output<T>[] }).data
			return Array.isArray(data) ? data : [data]
		})

/** saves the edited rows, or refuses with the editor's own message for the first bad row */
function save(ownerId: string, kind: ListKind, rows: ListRow[]) {
	const errors = Object.entries(validateRows(kind, rows))
	if (errors.length) {
		const [i, message] = errors[0]!
		throw new ApiError(400, `${rows[Number(i)]!.name.slice(0, 100) || `row ${i}`}: ${message}`)
	}
	return saveList(ownerId, kind, rows)
}

const present = (ownerId: string, kind: ListKind) => listItems(ownerId, kind).map((i) => presentListItem(ownerId, kind, i))

function listEndpoints(kind: ListKind): Endpoint[] {
	const tag = kind === 'contexts' ? 'Contexts' : 'Folders'
	const singular = kind === 'contexts' ? 'context' : 'folder'
	const read = (suffix: string) =>
		endpoint({
			method: 'get',
			path: `${V1}/${kind}/{ownerId}${suffix}`,
			tag,
			summary: `Read the owner's ${kind} (sorted by custom order, then name)`,
			access: 'read',
			params: z.object({ ownerId }),
			response: z.array(listItemShape),
			handle: ({ caller, params }) => ({ message: 'OK', data: present(ownUser(caller, params.ownerId).id, kind) }),
		})
	return [
		endpoint({
			method: 'post',
			path: `${V1}/${kind}`,
			tag,
			summary: `Create ${kind} ({data}: one or an array); names are unique`,
			access: 'write',
			status: 201,
			body: oneOrMany(itemInput),
			response: z.array(listItemShape),
			handle: ({ caller, body }) => {
				const user = callerUser(caller)
				for (const item of body) ownUser(caller, item.owner)
				const added: ListRow[] = body.map((item, i) => ({
					key: `new-${i}`,
					id: '',
					name: item.name,
					private: item.private === 'Y',
					active: item.active === 'Y',
					customOrder: String(item.customOrder),
					group: item.group ?? '',
					op: 'add',
				}))
				const { inserted } = save(user.id, kind, [...rowsFromSaved(listItems(user.id, kind)), ...added])
				return { message: `${inserted} ${singular}(s) created.`, data: present(user.id, kind) }
			},
		}),
		endpoint({
			method: 'put',
			path: `${V1}/${kind}`,
			tag,
			summary: `Update ${kind} by _id ({data}: one or an array); tasks follow a renamed ${singular}`,
			access: 'write',
			body: oneOrMany(itemUpdate),
			response: z.array(listItemShape),
			handle: ({ caller, body }) => {
				const user = callerUser(caller)
				for (const item of body) ownUser(caller, item.owner)
				const rows = rowsFromSaved(listItems(user.id, kind))
				for (const item of body) {
					const row = rows.find((r) => r.id === item._id)
					if (!row) throw notFound(singular)
					if (item.name !== undefined) row.name = item.name
					if (item.private !== undefined) row.private = item.private === 'Y'
					if (item.active !== undefined) row.active = item.active === 'Y'
					if (item.customOrder !== undefined) row.customOrder = String(item.customOrder)
					if (item.group !== undefined) row.group = item.group
				}
				const { updated } = save(user.id, kind, rows)
				return { message: `${updated} ${singular}(s) updated.`, data: present(user.id, kind) }
			},
		}),
		read('/all'),
		read(''),
		endpoint({
			method: 'delete',
			path: `${V1}/${kind}/byOwner/{ownerId}`,
			tag,
			summary: `Delete every ${singular} of the owner (their tasks keep no ${singular})`,
			access: 'write',
			params: z.object({ ownerId }),
			response: z.object({ deleted: z.number().int() }),
			handle: ({ caller, params }) => {
				const user = ownUser(caller, params.ownerId)
				const rows = rowsFromSaved(listItems(user.id, kind)).map((r) => ({ ...r, op: 'delete' as const }))
				const { deleted } = save(user.id, kind, rows)
				return { message: `${deleted} ${singular}(s) deleted.`, data: { deleted } }
			},
		}),
	]
}

export const listEndpointsAll = [...listEndpoints('contexts'), ...listEndpoints('folders')]
