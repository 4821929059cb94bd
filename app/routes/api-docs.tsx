// /api/docs: the JSON API in short, a curl example per resource, and the OpenAPI document's address.
import { Link } from '~/ui/link'
import type { Route } from './+types/api-docs'
import { CURL_EXAMPLES } from '~/api/docs'
import { API_ENDPOINTS } from '~/api/endpoints.server'
import { noHydration } from '~/lib/route-handle'
import { RouteErrorBoundary } from '~/ui/route-error-boundary'

export function loader() {
	const tags = [...new Set(API_ENDPOINTS.map((e) => e.tag))]
	return {
		resources: tags.map((tag) => ({
			tag,
			curl: CURL_EXAMPLES[tag] ?? '',
			calls: API_ENDPOINTS.filter((e) => e.tag === tag).map((e) => ({ method: e.method.toUpperCase(), path: e.path, summary: e.summary, access: e.access })),
		})),
	}
}

export const meta: Route.MetaFunction = () => [
	{ title: 'API | Twentyfour' },
	{ name: 'description', content: 'The Twentyfour JSON API: calls, tokens and a curl example per resource.' },
]

const ACCESS = { none: 'no token', read: 'any token', write: 'read-write token' }

export default function ApiDocs({ loaderData }: Route.ComponentProps) {
	return (
		<article className="mx-auto max-w-4xl">
			<h1 className="text-2xl font-bold">The Twentyfour API</h1>
			<p className="mt-2 text-slate-700">
				Every call carries <code className="font-mono">Authorization: Bearer $TOKEN</code>: a personal access token from{' '}
				<Link to="/profile/apiAccess" className="font-medium text-brand-700 underline">
					Profile, API Access
				</Link>{' '}
				or an access token of the identity provider for this API. Answers are{' '}
				<code className="font-mono">{'{ successful, message, data }'}</code>; ids are strings, Y/N fields "Y" or "N", times
				epoch milliseconds. At most 600 requests a minute per token, bodies up to 1 MB. The full description is the{' '}
				<a href="/api/v1/openapi.json" className="font-medium text-brand-700 underline">
					OpenAPI document
				</a>
				.
			</p>
			{loaderData.resources.map((r) => (
				<section key={r.tag} className="mt-8" aria-labelledby={`api-${r.tag.replace(/\W/g, '-')}`}>
					<h2 id={`api-${r.tag.replace(/\W/g, '-')}`} className="text-xl font-semibold">
						{r.tag}
					</h2>
					<ul className="mt-2 space-y-1">
						{r.calls.map((c) => (
							<li key={`${c.method} ${c.path}`}>
								<code className="font-mono text-sm break-all">
									{c.method} {c.path}
								</code>{' '}
								<span className="text-slate-700">
									{c.summary} ({ACCESS[c.access]}).
								</span>
							</li>
						))}
					</ul>
					{r.curl ? (
						<pre tabIndex={0} aria-label={`curl example: ${r.tag}`} className="mt-3 overflow-x-auto rounded-md bg-slate-900 p-3 text-sm text-slate-50">
							{r.curl}
						</pre>
					) : null}
				</section>
			))}
		</article>
	)
}

export const handle = noHydration

export function ErrorBoundary() {
	return <RouteErrorBoundary />
}
