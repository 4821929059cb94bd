// The task lists (screen 6): /tasks, /tasks/{filterName}, /gtd/tasks/inbox and the simple filters
// by context, folder, priority, status and priority-status. The cards' forms post here.
import { useLocation } from 'react-router'
import type { Route } from './+types/tasks'
import { requireUser } from '~/identity/users.server'
import { keptForOwner } from '~/lib/owner-version.server'
import { taskCardAction } from '~/tasks/card-actions.server'
import { taskListPage } from '~/tasks/list-page.server'
import { TaskListView } from '~/ui/tasks/task-list'
import { splitMenu } from '~/ui/tasks/card-links'
import { RouteErrorBoundary } from '~/ui/route-error-boundary'

export async function loader({ request, params }: Route.LoaderArgs) {
	const user = await requireUser(request)
	return keptForOwner('tasks', user, request, () => taskListPage(request, params, user))
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	return taskCardAction(request, context, user)
}

// the title is rendered by the page itself: it says "Error: " when a form was refused
export const meta: Route.MetaFunction = ({ data }) => [
	{ name: 'description', content: data?.header.subtitle ?? 'Your tasks.' },
]

export default function Tasks({ loaderData, actionData }: Route.ComponentProps) {
	const location = useLocation()
	// `?menu=` opens one card's menu (decision 351); the page's forms and links carry its address without it
	const { here, menu } = splitMenu(location.pathname, location.search)
	const saveErrors = actionData && 'errors' in actionData ? actionData : null
	return (
		<TaskListView
			data={loaderData}
			here={here}
			openMenu={menu}
			saveErrors={saveErrors}
			pageSize={loaderData.pageSize}
			showMore={(limit) => {
				const url = new URLSearchParams(location.search)
				url.set('limit', String(limit))
				url.delete('edit')
				url.delete('menu')
				return `${location.pathname}?${url}`
			}}
		/>
	)
}

export function ErrorBoundary() {
	return <RouteErrorBoundary />
}
