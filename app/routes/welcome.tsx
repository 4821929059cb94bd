import { buttonClass } from '~/ui/button'
import { Link } from 'react-router'
import type { Route } from './+types/welcome'
import { requireUser } from '~/identity/users.server'
import { noHydration } from '~/ui/hydration'

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	return {
		name: user.goesBy || user.firstName,
		picture: user.picture,
		// a subscription when a paid price matches; otherwise a (free) membership
		subscription: user.subscriptionTier === 'paid' && user.stripeSubscriptionId ? user.subscriptionLevel : null,
	}
}

export const meta: Route.MetaFunction = () => [
	{ title: 'Welcome | Twentyfour' },
	{ name: 'description', content: 'Welcome to Twentyfour.' },
]

export default function Welcome({ loaderData }: Route.ComponentProps) {
	return (
		<section className="mx-auto max-w-2xl rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm">
			{loaderData.picture ? (
				<img src={loaderData.picture} alt="" width={80} height={80} className="mx-auto h-20 w-20 rounded-full" />
			) : null}
			<h1 className="mt-4 text-2xl font-bold">Welcome {loaderData.name}</h1>
			{loaderData.subscription ? (
				<p className="mt-3">Thank you for your subscription. Early Patrons get every feature, including Kanban and a personal template gallery.</p>
			) : (
				<p className="mt-3">
					Thank you for your membership. As an Early Adopter you have every core feature of Twentyfour, free.
				</p>
			)}
			<p className="mt-6">
				<Link to="/dashboard" className={buttonClass()}>
					Go to your dashboard
				</Link>
			</p>
		</section>
	)
}

/** no interactivity here that needs React in the browser */
export const handle = noHydration
