// The create task page (screen 10), and the target of the Create Task modal and create-child dialog.
import { useLocation } from 'react-router'
import { Link } from '~/ui/link'
import type { Route } from './+types/tasks.create'
import { requireUser } from '~/identity/users.server'
import { createPageData, createTaskAction, type CreateActionData } from '~/tasks/create-task.server'
import { CancelLink, CreateTaskForm } from '~/ui/tasks/create-form'
import { RouteErrorBoundary } from '~/ui/route-error-boundary'

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	return createPageData(request, user)
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	return createTaskAction(request, context, user)
}

export const meta: Route.MetaFunction = () => [{ name: 'description', content: 'Add a task with all its details.' }]

export default function CreateTask({ loaderData, actionData }: Route.ComponentProps) {
	const { parent, lists, returnTo, primary } = loaderData
	const refused = actionData && 'values' in actionData ? (actionData as Extract<CreateActionData, { values: unknown }>) : null
	const title = parent ? `Create Sub-task of ${parent.title}` : 'Create Task'
	const values = refused?.values ?? loaderData.values
	const problem = parent?.refused ?? refused?.refused
	const location = useLocation()
	return (
		<section className="mx-auto max-w-3xl">
			<title>{`${refused ? 'Error: ' : ''}${title} | Twentyfour`}</title>
			<h1 className="mb-4 text-2xl font-bold">{title}</h1>
			{problem ? (
				<p role="alert" className="mb-4 rounded-md border-l-4 border-amber-500 bg-amber-50 p-3 font-medium text-amber-900">
					{problem}
				</p>
			) : null}
			{parent?.refused ? (
				<Link to={`/tasks/detail/${parent.id}`} className="font-medium text-brand-700 underline">
					Back to {parent.title}
				</Link>
			) : (
			<div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
				<CreateTaskForm
					key={location.key}
					values={values}
					errors={refused?.errors}
					lists={lists}
					parentId={parent?.id}
					parentFolder={parent?.folder}
					returnTo={returnTo}
					primary={primary}
					prefix="new-"
					cancel={<CancelLink to={returnTo ?? (parent ? `/tasks/detail/${parent.id}` : '/tasks')} />}
				/>
			</div>
			)}
		</section>
	)
}

export function ErrorBoundary() {
	return <RouteErrorBoundary />
}
