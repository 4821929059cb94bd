import type { Route } from './+types/error'
import { getOptionalUser } from '~/identity/users.server'
import { env } from '~/lib/env.server'
import { ErrorPage, type ErrorVariant } from '~/ui/error-page'
import { noHydration } from '~/lib/route-handle'
import { pageUrl } from '~/lib/page-url.server'

/** The message is a plain text, or JSON {title, body, variant}; ?title= and ?variant= also work. */
function readMessage(message: string | undefined, url: URL) {
	let title = url.searchParams.get('title') ?? 'Error'
	let body = message ?? url.searchParams.get('body') ?? 'Twentyfour has encountered an error.'
	let variant = url.searchParams.get('variant') ?? 'danger'
	if (message?.trim().startsWith('{')) {
		try {
			const parsed = JSON.parse(message) as { title?: string; body?: string; variant?: string }
			title = parsed.title ?? title
			body = parsed.body ?? body
			variant = parsed.variant ?? variant
		} catch {
			// not JSON after all: show it as it is
		}
	}
	if (!['danger', 'warning', 'info'].includes(variant)) variant = 'danger'
	return { title: title.slice(0, 200), body: body.slice(0, 2000), variant: variant as ErrorVariant }
}

export async function loader({ request, params }: Route.LoaderArgs) {
	const user = await getOptionalUser(request)
	return {
		...readMessage(params.message, pageUrl(request)),
		supportEmail: env().supportEmail,
		browser: request.headers.get('User-Agent'),
		userRecord: user
			? { id: user.id, email: user.email, signupDate: user.signupDate, tier: user.subscriptionTier, timezone: user.timezone }
			: null,
	}
}

export const meta: Route.MetaFunction = () => [{ name: 'description', content: 'Twentyfour has encountered an error.' }]

export default function ErrorRoute({ loaderData }: Route.ComponentProps) {
	return <ErrorPage {...loaderData} />
}

/** no interactivity here that needs React in the browser */
export const handle = noHydration
