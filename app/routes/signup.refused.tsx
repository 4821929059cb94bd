// The clear page of a refused sign-up (issue 53): the server's policy or the invitation said no, and why.
// Also where a disabled person lands when their session is ended.
import { data } from 'react-router'
import type { Route } from './+types/signup.refused'
import { DISABLED, isRefusal, REFUSALS } from '~/admin/rules'
import { noHydration } from '~/lib/route-handle'
import { pageUrl } from '~/lib/page-url.server'
import { Link } from '~/ui/link'
import { RouteErrorBoundary } from '~/ui/route-error-boundary'

export function loader({ request }: Route.LoaderArgs) {
	const why = pageUrl(request).searchParams.get('why')
	if (why === 'disabled') return data({ title: 'Account disabled', message: DISABLED }, { status: 403 })
	const message = isRefusal(why) ? REFUSALS[why] : REFUSALS.closed
	return data({ title: 'Sign-up refused', message }, { status: 403 })
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.title ?? 'Sign-up refused'} | Twentyfour` }]

export default function SignUpRefused({ loaderData }: Route.ComponentProps) {
	return (
		<section className="mx-auto max-w-2xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
			<h1 className="text-2xl font-bold">{loaderData.title}</h1>
			<p className="mt-3" data-testid="refusal">
				{loaderData.message}
			</p>
			<p className="mt-6 flex flex-wrap gap-4">
				<Link to="/home" className="font-medium text-brand-700 underline hover:text-brand-800">
					Twentyfour's home page
				</Link>
				<a href="/logout" className="font-medium text-brand-700 underline hover:text-brand-800">
					Sign out
				</a>
			</p>
		</section>
	)
}

export const handle = noHydration

export function ErrorBoundary() {
	return <RouteErrorBoundary />
}
