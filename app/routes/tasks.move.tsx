// Move a card on the Kanban board (spec points 4 and 9, WCAG 2.5.7): the "Move to" form as a page that
// works without JavaScript; the board's drag and drop posts to the same action.
import { getFormProps, getSelectProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, isRouteErrorResponse } from 'react-router'
import { Link } from '~/ui/link'
import type { Route } from './+types/tasks.move'
import { RouteErrorBoundary } from '~/ui/route-error-boundary'
import { requireUser } from '~/identity/users.server'
import { MoveSchema } from '~/tasks/kanban-move'
import { kanbanMoveAction, movePage } from '~/tasks/kanban-move.server'
import { Button } from '~/ui/button'
import { rememberMovedCard } from '~/ui/tasks/kanban-focus'
import { ErrorSummary, errorTitle, InlineError } from '~/ui/forms'

export async function loader({ request, params }: Route.LoaderArgs) {
	const user = await requireUser(request)
	return movePage(request, user, params.taskId)
}

export async function action({ request, context, params }: Route.ActionArgs) {
	const user = await requireUser(request)
	return kanbanMoveAction(request, context, user, params.taskId)
}

export const meta: Route.MetaFunction = () => [{ name: 'description', content: 'Move a task to another column or place on your board.' }]

export default function MoveTask({ loaderData, actionData }: Route.ComponentProps) {
	const { task, group, returnTo, columns } = loaderData
	const [form, fields] = useForm({
		lastResult: actionData?.reply,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: MoveSchema }),
		shouldValidate: 'onSubmit',
	})
	const errors = fields.to.errors
	return (
		<section className="mx-auto max-w-2xl">
			<title>{errorTitle(`Move ${task.title} | Twentyfour`, !!errors?.length)}</title>
			<h1 className="mb-4 text-2xl font-bold">Move “{task.title}”</h1>
			<div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
				<ErrorSummary errors={errors?.length ? [{ id: fields.to.id, message: errors[0]! }] : []} />
				<Form
					method="post"
					{...getFormProps(form)}
					onSubmit={(e) => {
						rememberMovedCard(task.id)
						getFormProps(form).onSubmit(e)
					}}
				>
					<input type="hidden" name="group" value={group} />
					<input type="hidden" name="returnTo" value={returnTo} />
					<div className="mb-4">
						<label htmlFor={fields.to.id} className="block font-medium">
							Move to
						</label>
						<p id={`${fields.to.id}-hint`} className="text-sm text-slate-600">
							A column, and the place in it: the top, the bottom, or after another card.
						</p>
						<InlineError id={`${fields.to.id}-error`} errors={errors} />
						<select
							{...getSelectProps(fields.to)}
							key={fields.to.key}
							defaultValue=""
							aria-describedby={`${fields.to.id}-hint${errors?.length ? ` ${fields.to.id}-error` : ''}`}
							className={`mt-1 block w-full rounded-md border px-3 py-2 text-base shadow-sm ${errors?.length ? 'border-2 border-red-700' : 'border-slate-400'}`}
						>
							<option value="">Choose a column and a place</option>
							{columns.map((column) => (
								<optgroup key={column.value} label={column.label}>
									{column.options.map((o) => (
										<option key={o.value} value={o.value}>
											{o.label}
										</option>
									))}
								</optgroup>
							))}
						</select>
					</div>
					<div className="flex flex-wrap gap-2">
						<Button type="submit">Move</Button>
						<Link to={returnTo} className="inline-flex min-h-10 items-center px-2 font-medium text-brand-700 underline">
							Cancel
						</Link>
					</div>
				</Form>
			</div>
		</section>
	)
}

function premiumRefusal(error: unknown) {
	if (!isRouteErrorResponse(error) || error.status !== 403) return null
	return (
		<section className="mx-auto max-w-2xl">
			<title>Premium feature | Twentyfour</title>
			<h1 className="mb-2 text-2xl font-bold">Kanban is a premium feature</h1>
			<p>
				Moving cards on a board needs a paid subscription.{' '}
				<Link to="/profile/subscription" className="font-medium text-brand-700 underline">
					Upgrade
				</Link>
			</p>
		</section>
	)
}

export function ErrorBoundary() {
	return (
		<RouteErrorBoundary
			notFound={() => ({ title: 'Task not found', message: 'There is no such task among yours, so it cannot be moved.' })}
			special={premiumRefusal}
		/>
	)
}
