// The completion toast's "What is the next action for {folder}?" field posts here (issue 26 item 3, decision 201).
// No page of its own: a GET goes to the review's step 4, where the same question has its field too.
import { redirect } from 'react-router'
import type { Route } from './+types/review.next-action'
import { requireUser } from '~/identity/users.server'
import { nextActionFormAction } from '~/review/review-actions.server'
import { RouteErrorBoundary } from '~/ui/route-error-boundary'

export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request)
	return redirect('/review/folders')
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	return nextActionFormAction(request, context, user)
}

// a refused post (another person's folder, a stale session) without JavaScript lands here: the app's error page
export function ErrorBoundary() {
	return <RouteErrorBoundary />
}
