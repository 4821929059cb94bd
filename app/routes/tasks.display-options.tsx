// Display Options (screen 13) as a page; with JavaScript the tasks page shows the same form in a dialog.
import type { Route } from './+types/tasks.display-options'
import { safeReturnTo } from '~/identity/auth.server'
import { isPremium, requireUser } from '~/identity/users.server'
import { redirectWithToast } from '~/lib/toast.server'
import { displayOptionsFromForm, displayOptionsOf } from '~/tasks/display-options'
import { saveDisplayOptions, taskPreferences } from '~/tasks/preferences.server'
import { columnChoiceAction } from '~/tasks/kanban-columns.server'
import { isColumnChoice } from '~/tasks/kanban-columns'
import { DisplayOptionsForm } from '~/ui/tasks/display-options-form'
import { readForm } from '~/lib/form-data.server'
import { RouteErrorBoundary } from '~/ui/route-error-boundary'
import { pageUrl } from '~/lib/page-url.server'

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	return {
		options: displayOptionsOf(taskPreferences(user.id)),
		premium: isPremium(user),
		returnTo: safeReturnTo(pageUrl(request).searchParams.get('returnTo'), '/tasks'),
	}
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	const form = await readForm(request)
	// the board's column forms (issue 51, point 13) post here too: show or hide empty columns, move a column
	if (isColumnChoice(form)) return columnChoiceAction(user.id, form)
	const current = displayOptionsOf(taskPreferences(user.id))
	saveDisplayOptions(user.id, displayOptionsFromForm(form, current, isPremium(user)))
	return redirectWithToast(safeReturnTo(String(form.get('returnTo') ?? ''), '/tasks'), {
		type: 'success',
		description: 'Display options saved.',
	})
}

export const meta: Route.MetaFunction = () => [
	{ title: 'Display Options | Twentyfour' },
	{ name: 'description', content: 'Choose how your task lists are sorted and shown.' },
]

export default function DisplayOptionsPage({ loaderData }: Route.ComponentProps) {
	return (
		<section className="mx-auto max-w-2xl">
			<h1 className="mb-4 text-2xl font-bold">Display Options</h1>
			<div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
				<DisplayOptionsForm {...loaderData} />
			</div>
		</section>
	)
}

export function ErrorBoundary() {
	return <RouteErrorBoundary />
}
