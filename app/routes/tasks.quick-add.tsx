// Quick add (screen 2): a title from the menu bar, saved with the user's defaults; back to the page it came from.
import { redirect } from 'react-router'
import type { Route } from './+types/tasks.quick-add'
import { safeReturnTo } from '~/identity/auth.server'
import { requireUser } from '~/identity/users.server'
import { redirectWithToast } from '~/lib/toast.server'
import { taskPreferences } from '~/tasks/preferences.server'
import { quickAddTask } from '~/tasks/task-changes.server'
import { MESSAGES } from '~/tasks/task-form'

export async function loader() {
	return redirect('/tasks/create/new')
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	const form = await request.formData()
	const returnTo = safeReturnTo(String(form.get('returnTo') ?? ''), '/tasks')
	const title = String(form.get('title') ?? '').trim()
	if (!title) return redirectWithToast(returnTo, { type: 'warning', title: 'Quick Add', description: MESSAGES.title })
	quickAddTask(user.id, title.slice(0, 500), taskPreferences(user.id).defaultTaskOptions, user.timezone)
	return redirectWithToast(returnTo, { type: 'success', title: 'Quick Add', description: `Task “${title.slice(0, 80)}” added.` })
}
