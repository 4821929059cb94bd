// Filter Tasks (screen 12) as a page; with JavaScript the tasks page shows the same form in a dialog.
// Applying saves the filter in the preferences and goes to /tasks/custom.
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { Route } from './+types/tasks.filter'
import type { FilterItem } from '#db/schema'
import { safeReturnTo } from '~/identity/auth.server'
import { requireUser } from '~/identity/users.server'
import { redirectWithToast } from '~/lib/toast.server'
import { LIMITS } from '~/lib/limits'
import { BLANK_ROW, FILTER_MESSAGES, filterFormSchema, rowsFromForm } from '~/tasks/filter-builder'
import { formError, rowErrors } from '~/lib/form-reply'
import { saveTaskPreferences, taskPreferences } from '~/tasks/preferences.server'
import { taskLists } from '~/tasks/card-actions.server'
import { FilterForm } from '~/ui/tasks/filter-form'
import { readForm } from '~/lib/form-data.server'
import { RouteErrorBoundary } from '~/ui/route-error-boundary'
import { pageUrl } from '~/lib/page-url.server'

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const prefs = taskPreferences(user.id)
	return {
		rows: prefs.taskFilter.filterItems.length ? prefs.taskFilter.filterItems.slice(0, LIMITS.filterRows) : [BLANK_ROW],
		completed: prefs.taskFilter.completed,
		lists: taskLists(user.id),
		returnTo: safeReturnTo(pageUrl(request).searchParams.get('returnTo'), '/tasks'),
	}
}

type FilterAnswer = {
	rows: FilterItem[]
	completed: 'A' | 'N' | 'Y'
	errors: Record<number, string>
	formError?: string | null
	version: number
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	const form = await readForm(request)
	const intent = String(form.get('intent') ?? 'apply')
	const completedValue = String(form.get('completed'))
	const completed = (['A', 'N', 'Y'].includes(completedValue) ? completedValue : 'N') as 'A' | 'N' | 'Y'
	// a form of more rows than the builder allows is answered with the rows it allows
	let rows = rowsFromForm(form).slice(0, LIMITS.filterRows)
	const answer = (r: FilterItem[], errors: Record<number, string> = {}, status = 200, formError: string | null = null) =>
		data<FilterAnswer>({ rows: r.length ? r : [BLANK_ROW], completed, errors, formError, version: Date.now() }, { status })
	if (intent === 'add-row') {
		if (rows.length >= LIMITS.filterRows) return answer(rows, {}, 400, FILTER_MESSAGES.tooManyRows)
		return answer([...rows, { ...BLANK_ROW, group: rows[rows.length - 1]?.group ?? 'a' }])
	}
	if (intent.startsWith('remove-')) {
		const index = Number(intent.slice('remove-'.length))
		rows = rows.filter((_, i) => i !== index)
		return answer(rows)
	}
	if (intent === 'refresh') return answer(rows)
	if (intent === 'clear') {
		// the chips' Clear (a list's header): every list back to its own rule, the Custom list to all tasks
		const saved = taskPreferences(user.id)
		// a list's link may carry its own Completed choice (the dashboard's): back to the list without it
		const url = new URL(safeReturnTo(String(form.get('returnTo') ?? ''), '/tasks'), 'http://list')
		url.searchParams.delete('completed')
		const back = url.pathname + url.search
		saveTaskPreferences(user.id, {
			taskFilter: { ...saved.taskFilter, completed: 'N', filterItems: back.startsWith('/tasks/custom') ? [] : saved.taskFilter.filterItems },
			taskSortOrder: { ...saved.taskSortOrder, hideChildren: false, hideParents: false },
		})
		return redirectWithToast(back.startsWith('/tasks/custom') ? '/tasks' : back, { type: 'success', description: 'Filter cleared.' })
	}
	const submission = parseWithZod(form, { schema: filterFormSchema })
	if (submission.status !== 'success') {
		const reply = submission.reply()
		return answer(rows, rowErrors(reply, 'value'), 400, formError(reply, ['value']))
	}
	const { items } = submission.value
	saveTaskPreferences(user.id, { taskFilter: { ...taskPreferences(user.id).taskFilter, completed, quickFilter: null, filterItems: items } })
	return redirectWithToast('/tasks/custom', { type: 'success', description: 'Filter applied.' })
}

export const meta: Route.MetaFunction = () => [{ name: 'description', content: 'Build a filter for your tasks.' }]

export default function FilterPage({ loaderData, actionData }: Route.ComponentProps) {
	const answer = actionData as FilterAnswer | undefined
	const hasErrors = !!answer && (Object.keys(answer.errors).length > 0 || !!answer.formError)
	return (
		<section className="mx-auto max-w-4xl">
			<title>{`${hasErrors ? 'Error: ' : ''}Filter Tasks | Twentyfour`}</title>
			<h1 className="mb-4 text-2xl font-bold">Filter Tasks</h1>
			<div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
				<FilterForm
					key={answer?.version ?? 0}
					rows={answer?.rows ?? loaderData.rows}
					completed={answer?.completed ?? loaderData.completed}
					errors={answer?.errors}
					formError={answer?.formError}
					lists={loaderData.lists}
					returnTo={loaderData.returnTo}
				/>
			</div>
		</section>
	)
}

export function ErrorBoundary() {
	return <RouteErrorBoundary />
}
