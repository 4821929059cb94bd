// Undo (issue 25, decision 244): the Undo button of a toast posts here with the change's undo id; the change is taken
// back (once, by the one who made it only: the owner, or a member who changed a shared folder's tasks while they may
// still change them, decision 403) and the browser returns to the page it was on. A member change of a shared folder is
// undone here too (decision 394), by the one who made it only. A plain form post, with or without
// JavaScript; the cross-site post check of server/ guards it like every post.
import { redirect } from 'react-router'
import type { Route } from './+types/tasks.undo'
import { safeReturnTo } from '~/identity/auth.server'
import { requireUser } from '~/identity/users.server'
import { readForm } from '~/lib/form-data.server'
import { redirectWithToast } from '~/lib/toast.server'
import { count } from '~/lib/plural'
import { undoMemberChange } from '~/sharing/members-undo.server'
import { SHARING_PART } from '~/sharing/sharing-section.server'
import { undo } from '~/tasks/undo.server'
import { RouteErrorBoundary } from '~/ui/route-error-boundary'

export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request)
	return redirect('/tasks')
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	const form = await readForm(request)
	const returnTo = safeReturnTo(String(form.get('returnTo') ?? ''), '/tasks')
	const undoId = String(form.get('undo') ?? '').slice(0, 64)
	// a member change of a shared folder (decision 394), else a change to tasks
	const member = undoMemberChange(user.id, undoId)
	if (member) return redirectWithToast(SHARING_PART, member.ok ? { type: 'success', description: member.description } : { type: 'warning', description: member.message })
	const result = undo(user.id, undoId)
	if (!result.ok) return redirectWithToast(returnTo, { type: 'warning', description: result.message })
	const n = result.tasks
	const description = n === 0 ? 'Undone.' : n === 1 ? 'Undone: the task is back as it was.' : `Undone: ${count(n, 'task')} are back as they were.`
	return redirectWithToast(returnTo, { type: 'success', description })
}

export default function Undo() {
	return null
}

export function ErrorBoundary() {
	return <RouteErrorBoundary />
}
