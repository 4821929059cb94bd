// Bulk edit's post (issue 25, item 2; docs/decisions/245): the Select mode form of every task list posts here. A change
// returns to the list with a toast; Delete answers with this page, a confirmation that carries the same selection.
import { Form } from 'react-router'
import { Link } from '~/ui/link'
import type { Route } from './+types/tasks.bulk'
import { requireUser } from '~/identity/users.server'
import { bulkAction } from '~/tasks/bulk-action.server'
import { Button } from '~/ui/button'
import { RouteErrorBoundary } from '~/ui/route-error-boundary'

export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	return bulkAction(request, user)
}

export const meta: Route.MetaFunction = () => [{ name: 'description', content: 'Change or delete several tasks at once.' }]

export default function BulkEdit({ actionData }: Route.ComponentProps) {
	const confirm = actionData?.confirm
	if (!confirm) {
		// a page opened by its address: the form lives on the lists
		return (
			<section className="mx-auto max-w-2xl">
				<title>Change several tasks | Twentyfour</title>
				<h1 className="mb-2 text-2xl font-bold">Change several tasks</h1>
				<p>
					Choose <strong>Select</strong> on a task list, tick the tasks, and choose what to change.{' '}
					<Link to="/tasks?select=1" className="font-medium text-brand-700 underline">
						Select tasks
					</Link>
				</p>
			</section>
		)
	}
	return (
		<section className="mx-auto max-w-2xl">
			<title>{`${confirm.title} | Twentyfour`}</title>
			<h1 className="mb-4 text-2xl font-bold">{confirm.title}</h1>
			<div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
				<p>{confirm.message}</p>
				<Form method="post" action="/tasks/bulk" className="mt-4 flex flex-wrap gap-2">
					<input type="hidden" name="intent" value="delete" />
					<input type="hidden" name="confirm" value="Y" />
					<input type="hidden" name="returnTo" value={confirm.returnTo} />
					{confirm.token ? <input type="hidden" name="submissionToken" value={confirm.token} /> : null}
					{confirm.matching ? <input type="hidden" name="scope" value="matching" /> : null}
					{confirm.ids.map((id) => (
						<input key={id} type="hidden" name="id" value={id} />
					))}
					<Button type="submit" variant="danger">
						Delete
					</Button>
					<Link to={confirm.returnTo} className="inline-flex min-h-10 items-center px-2 font-medium text-brand-700 underline">
						Cancel
					</Link>
				</Form>
			</div>
		</section>
	)
}

export function ErrorBoundary() {
	return <RouteErrorBoundary notFound={() => ({ title: 'Tasks not found', message: 'None of the selected tasks is among yours, so nothing was changed.' })} />
}
