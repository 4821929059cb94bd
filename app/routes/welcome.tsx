import { buttonClass } from '~/ui/button'
import { Link } from '~/ui/link'
import type { Route } from './+types/welcome'
import { requireUser } from '~/identity/users.server'
import { welcomeSubscription } from '~/billing/subscription.server'
import { noHydration } from '~/lib/route-handle'

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	return {
		name: user.goesBy || user.firstName,
		picture: user.picture,
		// a subscription when an Early Patron price matches; otherwise a membership
		subscription: await welcomeSubscription(user),
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
				<>
					<p className="mt-3">
						Thank you for your {loaderData.subscription.adverb} subscription ({loaderData.subscription.amount} USD a{' '}
						{loaderData.subscription.frequency}). Early Patrons get every feature, including Kanban and a personal template
						gallery.
					</p>
					{loaderData.subscription.invoiceUrl ? (
						<p className="mt-3">
							<a href={loaderData.subscription.invoiceUrl} className="font-medium text-brand-700 underline hover:text-brand-800">
								Download your invoice
							</a>
						</p>
					) : null}
				</>
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
