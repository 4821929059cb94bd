// Shared by the sharing domain's tests: the HTTP status of what a call throws (a 404 or 403 response of react-router),
// a post of the Create form as a person, and the household the "Assigned to" tests share.
import { createTaskAction, type CreateActionData } from '~/tasks/create-task.server'
import { makeFolder, makeUser, newPerson, shareWith } from '../../tests/factories'
import { context, post, statusOf } from '../../tests/seams-entries'

export function statusOfThrown(run: () => unknown): number | 'nothing thrown' {
	try {
		run()
	} catch (e) {
		const init = (e as { init?: { status?: number } | null }).init
		if (init?.status) return init.status
		if (e instanceof Response) return e.status
		throw e
	}
	return 'nothing thrown'
}

type Person = ReturnType<typeof makeUser>
/** the Create form's fields a post without JavaScript always sends */
const CREATE_FORM_BASE: [string, string][] = [['repeatChoice', 'NONE'], ['repeatFrom', 'due'], ['remind', '-1'], ['priority', 'low'], ['status', 'none']]

/** the Create form posted by `who` with `fields`: its status and the error under "Assigned to", if any */
export async function createWithForm(who: Person, fields: Record<string, string>) {
	const run = createTaskAction(post('/tasks/create/new', [...CREATE_FORM_BASE.filter(([k]) => !(k in fields)), ...Object.entries(fields)]), context(false), who)
	const status = await statusOf(run)
	const answer = await run.catch((thrown: unknown) => thrown)
	const body = answer instanceof Response ? null : ((answer as unknown as { data: CreateActionData }).data as Extract<CreateActionData, { errors: unknown }>)
	return { status, error: body?.errors?.assignedTo }
}

/** Ann shares "Groceries" with Bob (editor) and Vic (viewer), "Move" with Mo (editor), and keeps "Private"; a stranger */
export function assignmentHousehold() {
	const ann = makeUser({ person: { ...newPerson('ann'), firstName: 'Ann', lastName: 'Lee' } })
	const bob = makeUser({ person: { ...newPerson('bob'), firstName: 'Bob', lastName: 'Stone' } })
	const vic = makeUser({ person: { ...newPerson('vic'), firstName: 'Vic', lastName: 'Viewer' } })
	const mo = makeUser({ person: { ...newPerson('mo'), firstName: 'Mo', lastName: 'Mover' } })
	const stranger = makeUser()
	shareWith(ann.id, 'Groceries', bob.id, 'editor')
	shareWith(ann.id, 'Groceries', vic.id, 'viewer')
	shareWith(ann.id, 'Move', mo.id, 'editor')
	makeFolder(ann.id, 'Private')
	return { ann, bob, vic, mo, stranger }
}
