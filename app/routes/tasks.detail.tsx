// The task detail page (screen 11): the task card with its detail and sub-tasks open, and a
// create-child dialog. Deleting the task goes back to the page before.
import { buttonClass } from '~/ui/button'
import { lazy, Suspense, useState } from 'react'
import { useLocation } from 'react-router'
import { Link } from '~/ui/link'
import type { Route } from './+types/tasks.detail'
import { safeReturnTo } from '~/identity/auth.server'
import { requireUser } from '~/identity/users.server'
import { taskCardAction } from '~/tasks/card-actions.server'
import { taskFormLists } from '~/tasks/list-page.server'
import { presentTasks } from '~/tasks/present.server'
import { taskFormValues } from '~/tasks/task-changes.server'
import { requireTaskAccess } from '~/sharing/access.server'
import { assignmentChoices, changeListOf } from '~/sharing/assignment.server'
import { ChangeList } from '~/ui/tasks/change-list'
import { CardActionsForm, TaskCard } from '~/ui/tasks/task-card'
import { splitMenu } from '~/ui/tasks/card-links'
import { cardTitleIds } from '~/tasks/card-title-ids'
import { PlusIcon } from '~/ui/tasks/icons'
import { RouteErrorBoundary } from '~/ui/route-error-boundary'
import { pageUrl } from '~/lib/page-url.server'

const CreateTaskDialog = lazy(() => import('~/ui/tasks/create-dialog'))

/** where "back" is: ?back=, or the referring page of this site (not this detail page) */
function backTo(request: Request) {
	const url = pageUrl(request)
	const explicit = url.searchParams.get('back')
	if (explicit) return safeReturnTo(explicit, '/tasks')
	const referer = request.headers.get('Referer')
	if (referer) {
		try {
			const r = new URL(referer)
			if (r.origin === url.origin && r.pathname !== url.pathname) return safeReturnTo(r.pathname + r.search, '/tasks')
		} catch {
			// not a URL: no way back
		}
	}
	return '/tasks'
}

export async function loader({ request, params }: Route.LoaderArgs) {
	const user = await requireUser(request)
	// a task of a folder shared with the person shows too (issue 55); another's is not found
	const task = requireTaskAccess(user.id, params.taskId, 'see').task
	const url = pageUrl(request)
	const editing =
		url.searchParams.get('edit') === task.id
			? { values: taskFormValues(task, user.timezone), confirmDelete: url.searchParams.get('delete') === 'confirm' }
			: null
	return {
		task: presentTasks(user.id, [task], user.timezone)[0]!,
		editing,
		// the edit form's "Assigned to", and the sub-task dialog's (a sub-task goes where its parent goes): the task's folder's people
		lists: { ...taskFormLists(user.id), people: assignmentChoices(task) },
		back: backTo(request),
		/** a shared task's change list (issue 55); null for a task not shared */
		changes: changeListOf(task, user.timezone),
	}
}

export async function action({ request, context, params }: Route.ActionArgs) {
	const user = await requireUser(request)
	requireTaskAccess(user.id, params.taskId, 'see')
	return taskCardAction(request, context, user)
}

// the title is rendered by the page itself: it says "Error: " when a form was refused
export const meta: Route.MetaFunction = () => [
	{ name: 'description', content: 'A task with its detail and sub-tasks.' },
]

export default function TaskDetail({ loaderData, actionData }: Route.ComponentProps) {
	const { task, lists, back } = loaderData
	const location = useLocation()
	// the page to go back to after a delete travels in the URL, so it survives edit mode
	// `?menu=` opens the card's menu (decision 351): the page's forms and links carry its address without it
	const { here: page, menu } = splitMenu(location.pathname, location.search)
	const params = new URLSearchParams(page.split('?')[1])
	if (back !== '/tasks') params.set('back', back)
	const here = location.pathname + (params.size ? `?${params}` : '')
	const titleId = cardTitleIds([task.id])[0]!
	const [creating, setCreating] = useState(false)
	const saveErrors = actionData && 'errors' in actionData ? actionData : null
	const editing = saveErrors ? { values: saveErrors.values, errors: saveErrors.errors, confirmDelete: false } : loaderData.editing
	const childUrl = `/tasks/create/new?parentId=${task.id}&returnTo=${encodeURIComponent(`/tasks/detail/${task.id}`)}`
	return (
		<section className="mx-auto max-w-3xl">
			<title>{`${saveErrors ? 'Error: ' : ''}${task.title} | Twentyfour`}</title>
			{/* the card menu's Delete goes back, as the edit form's does: this page is gone with the task */}
			<CardActionsForm here={here} afterDelete={back} />
			<div className="mb-4 flex flex-wrap items-center gap-3">
				<h1 className="flex-1 text-2xl font-bold">Task</h1>
				<Link to={back} className="text-sm font-medium text-brand-700 underline">
					Back
				</Link>
				{task.parentId ? null : (
					<Link
						to={childUrl}
						onClick={(e) => {
							e.preventDefault()
							setCreating(true)
						}}
						className={buttonClass({ size: 'sm' })}
					>
						<PlusIcon className="h-4 w-4" />
						Add sub-task
					</Link>
				)}
			</div>
			<ul>
				<TaskCard
					task={task}
					here={here}
					expandDetail
					editing={editing}
					lists={lists}
					afterDelete={back}
					detailLink={false}
					titleId={titleId}
					menuOpen={menu === titleId}
					onAddSubTask={() => setCreating(true)}
				/>
			</ul>
			{loaderData.changes ? <ChangeList changes={loaderData.changes} /> : null}
			{creating ? (
				<Suspense fallback={null}>
					<CreateTaskDialog open={creating} onClose={() => setCreating(false)} parent={{ id: task.id, title: task.title, folder: task.folder ?? '' }} lists={lists} parentPeople={lists.people} />
				</Suspense>
			) : null}
		</section>
	)
}

export function ErrorBoundary() {
	return <RouteErrorBoundary />
}
