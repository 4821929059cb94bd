// Quick add (screen 2): a title from the menu bar, saved with the user's defaults; back to the page it came from.
// When quick add understands what was typed (issue 25, docs/decisions/241) and the person has not seen it yet (no
// JavaScript, so no live preview), the post answers with a confirmation page listing each part, each removable.
import { parseWithZod } from '@conform-to/zod/v4'
import { redirect } from 'react-router'
import type { Route } from './+types/tasks.quick-add'
import { safeReturnTo } from '~/identity/auth.server'
import { requireUser } from '~/identity/users.server'
import { readForm } from '~/lib/form-data.server'
import { LIMITS } from '~/lib/limits'
import { once, submittedToken } from '~/lib/idempotency.server'
import { redirectWithToast } from '~/lib/toast.server'
import { taskPreferences } from '~/tasks/preferences.server'
import { addQuickTask, describeParts, readConfirmed, readQuickAdd, understands, understoodSomething } from '~/tasks/quick-add.server'
import { MESSAGES, quickAddSchema } from '~/tasks/task-form'
import { QuickAddConfirm } from '~/ui/tasks/quick-add-confirm'
import { RouteErrorBoundary } from '~/ui/route-error-boundary'
import { pageUrl } from '~/lib/page-url.server'

/** the confirmation page (the post without a preview lands here), or the Create Task page when there is nothing to confirm */
export async function loader({ request }: Route.LoaderArgs) {
	const url = pageUrl(request)
	const text = (url.searchParams.get('text') ?? '').slice(0, LIMITS.taskTitle)
	if (!text.trim()) return redirect('/tasks/create/new')
	const user = await requireUser(request)
	const returnTo = safeReturnTo(url.searchParams.get('returnTo') ?? '', '/tasks')
	const phrase = readQuickAdd(user.id, text, user.timezone)
	if (!understands(taskPreferences(user.id).defaultTaskOptions) || !understoodSomething(phrase)) return redirect('/tasks/create/new')
	return { text, returnTo, title: phrase.title, parts: describeParts(phrase, user.timezone) }
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	const form = await readForm(request)
	const returnTo = safeReturnTo(String(form.get('returnTo') ?? ''), '/tasks')
	const submission = parseWithZod(form, { schema: quickAddSchema })
	const refuse = (message: string) => redirectWithToast(returnTo, { type: 'warning', title: 'Quick Add', description: message })
	if (submission.status !== 'success') return refuse(submission.reply().error?.title?.[0] ?? 'The task was not added.')
	const text = submission.value.title
	const defaults = taskPreferences(user.id).defaultTaskOptions
	// `confirm`: the person saw what was understood (the live preview or this route's confirmation page); `keep` lists
	// the parts they left in, `create` the new names they want added to their contexts or folders
	const confirmed = form.get('confirm') === 'Y'
	const keep = form.getAll('keep').map(String)
	const create = form.getAll('create').map(String)
	const phrase = !understands(defaults) ? null : confirmed ? readConfirmed(user.id, text, user.timezone, keep, create) : readQuickAdd(user.id, text, user.timezone)
	if (phrase && !confirmed && understoodSomething(phrase)) return redirect(`/tasks/quick-add?${new URLSearchParams({ text, returnTo })}`)
	const title = phrase ? phrase.title : text
	if (!title) return refuse(MESSAGES.title)
	// a double click sends the same token twice: the second gets the first's answer
	once(user.id, 'quick-add', submittedToken(form), () => {
		const understood = phrase ?? { ...readQuickAdd(user.id, '', user.timezone), title }
		const task = addQuickTask(user.id, understood, defaults, user.timezone, { context: create.includes('context'), folder: create.includes('folder') })
		return { taskId: task.id }
	})
	return redirectWithToast(returnTo, { type: 'success', title: 'Quick Add', description: `Task “${title.slice(0, 80)}” added.` })
}

export default function QuickAddPage({ loaderData }: Route.ComponentProps) {
	return <QuickAddConfirm {...loaderData} />
}

export function ErrorBoundary() {
	return <RouteErrorBoundary />
}
