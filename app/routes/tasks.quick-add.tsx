// Quick add (screen 2): a title from the menu bar, saved with the user's defaults; back to the page it came from.
import { parseWithZod } from '@conform-to/zod/v4'
import { redirect } from 'react-router'
import type { Route } from './+types/tasks.quick-add'
import { safeReturnTo } from '~/identity/auth.server'
import { requireUser } from '~/identity/users.server'
import { readForm } from '~/lib/form-data.server'
import { once, submittedToken } from '~/lib/idempotency.server'
import { redirectWithToast } from '~/lib/toast.server'
import { taskPreferences } from '~/tasks/preferences.server'
import { quickAddTask } from '~/tasks/task-changes.server'
import { quickAddSchema } from '~/tasks/task-form'

export async function loader() {
	return redirect('/tasks/create/new')
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	const form = await readForm(request)
	const returnTo = safeReturnTo(String(form.get('returnTo') ?? ''), '/tasks')
	const submission = parseWithZod(form, { schema: quickAddSchema })
	if (submission.status !== 'success') {
		const message = submission.reply().error?.title?.[0] ?? 'The task was not added.'
		return redirectWithToast(returnTo, { type: 'warning', title: 'Quick Add', description: message })
	}
	const { title } = submission.value
	// a double click sends the same token twice: the second gets the first's answer
	once(user.id, 'quick-add', submittedToken(form), () => {
		const task = quickAddTask(user.id, title, taskPreferences(user.id).defaultTaskOptions, user.timezone)
		return { taskId: task.id }
	})
	return redirectWithToast(returnTo, { type: 'success', title: 'Quick Add', description: `Task “${title.slice(0, 80)}” added.` })
}
