// /external-api (auth): calls the protected test endpoint of the JSON API with the person's own token and shows
// the answer (app/api/external-api-page.server.ts).
import { Link } from '~/ui/link'
import type { Route } from './+types/external-api'
import { externalApiAnswer } from '~/api/external-api-page.server'
import { requireUser } from '~/identity/users.server'
import { noHydration } from '~/lib/route-handle'
import { RouteErrorBoundary } from '~/ui/route-error-boundary'

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	return { answer: await externalApiAnswer(request, user) }
}

export const meta: Route.MetaFunction = () => [
	{ title: 'External API | Twentyfour' },
	{ name: 'description', content: 'A call to the protected test endpoint of the Twentyfour API with your own token.' },
]

const TOKEN_WORDS = {
	provider: 'the access token your identity provider gave Twentyfour when you signed in',
	personal: 'a read-only personal token made for this one call and revoked right after',
}

export default function ExternalApi({ loaderData: { answer } }: Route.ComponentProps) {
	const ok = answer.status === 200
	return (
		<section className="mx-auto max-w-3xl">
			<h1 className="text-2xl font-bold">External API</h1>
			<p className="mt-2 text-slate-700">
				This page called <code className="font-mono">GET /api/external</code>, the protected test endpoint of the{' '}
				<Link to="/api/docs" reloadDocument className="font-medium text-brand-700 underline">
					Twentyfour API
				</Link>
				, with {TOKEN_WORDS[answer.tokenType]}.
			</p>
			<p className={`mt-4 rounded-md border-l-4 p-3 font-medium ${ok ? 'border-green-700 bg-green-50' : 'border-red-700 bg-red-50'}`}>
				{ok ? 'The call succeeded' : 'The call failed'}: HTTP {answer.status}.
			</p>
			<h2 className="mt-6 text-lg font-semibold">The answer</h2>
			<pre tabIndex={0} aria-label="The answer" className="mt-2 overflow-x-auto rounded-md bg-slate-900 p-4 text-sm text-slate-50">
				{answer.body}
			</pre>
			<p className="mt-4 text-slate-700">
				To call the API from a script or another app, make a token in{' '}
				<Link to="/profile/apiAccess" className="font-medium text-brand-700 underline">
					Profile, API Access
				</Link>
				.
			</p>
		</section>
	)
}

export const handle = noHydration

export function ErrorBoundary() {
	return <RouteErrorBoundary />
}
