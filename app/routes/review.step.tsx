// One step of the weekly review (issue 26): the step's list with the actions it needs, each a plain form post.
import type { Route } from './+types/review.step'
import { requireUser } from '~/identity/users.server'
import { notFound } from '~/lib/not-found'
import { reviewStepAction } from '~/review/review-actions.server'
import { reviewStepPage } from '~/review/review.server'
import { REVIEW_STEPS, stepIndex } from '~/review/steps'
import { errorTitle } from '~/ui/forms'
import { ReviewStep } from '~/ui/review/review-step'
import { RouteErrorBoundary } from '~/ui/route-error-boundary'

const NO_SUCH_STEP = { title: 'Review step not found', message: 'The weekly review has six steps; this is not one of them.' }

function stepOf(param: string) {
	const step = stepIndex(param)
	if (step < 0) throw notFound(NO_SUCH_STEP)
	return step
}

export async function loader({ request, params }: Route.LoaderArgs) {
	const user = await requireUser(request)
	return { page: reviewStepPage(user.id, user.timezone, stepOf(params.step)), timeZone: user.timezone }
}

export async function action({ request, params }: Route.ActionArgs) {
	const user = await requireUser(request)
	return reviewStepAction(request, user, stepOf(params.step))
}

export default function ReviewStepPage({ loaderData, actionData }: Route.ComponentProps) {
	const step = REVIEW_STEPS[loaderData.page.step]!
	return (
		<>
			<title>{`${errorTitle(`${step.title} | Weekly Review`, !!actionData)} | Twentyfour`}</title>
			<meta name="description" content={step.intro} />
			<ReviewStep {...loaderData} refused={actionData ?? null} />
		</>
	)
}

export function ErrorBoundary() {
	return <RouteErrorBoundary />
}
