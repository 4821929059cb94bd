// The weekly review's start (issue 26): a review under way resumes at its step; otherwise the last review's summary
// and a button to begin one.
import { redirect } from 'react-router'
import type { Route } from './+types/review'
import { requireUser } from '~/identity/users.server'
import { readForm } from '~/lib/form-data.server'
import { beginOrResume, reviewState } from '~/review/review.server'
import { REVIEW_STEPS } from '~/review/steps'
import { ReviewStart } from '~/ui/review/review-start'
import { RouteErrorBoundary } from '~/ui/route-error-boundary'

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const state = reviewState(user.id)
	if (state.step !== null) throw redirect(`/review/${REVIEW_STEPS[state.step]!.slug}`)
	return { lastFinished: state.lastFinished, tally: state.tally, timeZone: user.timezone }
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	await readForm(request)
	const state = beginOrResume(user.id)
	return redirect(`/review/${REVIEW_STEPS[state.step ?? 0]!.slug}`)
}

export const meta: Route.MetaFunction = () => [
	{ title: 'Weekly Review | Twentyfour' },
	{ name: 'description', content: 'A guided weekly review: empty the inbox and give every folder a next action.' },
]

export default function ReviewPage({ loaderData }: Route.ComponentProps) {
	return <ReviewStart {...loaderData} />
}

export function ErrorBoundary() {
	return <RouteErrorBoundary />
}
