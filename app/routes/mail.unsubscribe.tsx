// One-click unsubscribe from the daily agenda or the weekly review's reminder (issue 53): a signed token, no sign-in.
// The page's button posts (a GET never changes data: link scanners follow links); a mail client's RFC 8058 one-click
// post ("List-Unsubscribe=One-Click") comes to the same action.
import { data, Form } from 'react-router'
import type { Route } from './+types/mail.unsubscribe'
import { unsubscribe, unsubscribeKind } from '~/mail/digests.server'
import { DIGEST_TEXTS } from '~/mail/digests'
import { noHydration } from '~/lib/route-handle'
import { SubmitButton } from '~/ui/forms'
import { RouteErrorBoundary } from '~/ui/route-error-boundary'

const NOT_OURS = 'This unsubscribe link is not valid. Change your mail settings in your profile (Reminders section).'

export function loader({ params }: Route.LoaderArgs) {
	const kind = unsubscribeKind(params.token)
	if (!kind) throw data(NOT_OURS, { status: 404 })
	return { kind, done: false }
}

export function action({ params }: Route.ActionArgs) {
	const kind = unsubscribe(params.token)
	if (!kind) throw data(NOT_OURS, { status: 404 })
	return { kind, done: true }
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
	const { kind, done } = actionData ?? loaderData
	const title = done ? 'Unsubscribed' : 'Unsubscribe'
	return (
		<section className="mx-auto max-w-md">
			<title>{`${title} | Twentyfour`}</title>
			<meta name="description" content={title} />
			<div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
				<h1 className="mb-4 text-2xl font-bold">{title}</h1>
				{done ? (
					<p role="status">{DIGEST_TEXTS.unsubscribed[kind]} You can turn it on again in your profile (Reminders section).</p>
				) : (
					<Form method="post">
						<p className="mb-4">Stop getting {DIGEST_TEXTS.names[kind]} by mail?</p>
						<SubmitButton pendingText="Unsubscribing…">Unsubscribe</SubmitButton>
					</Form>
				)}
			</div>
		</section>
	)
}

export const handle = noHydration

export function ErrorBoundary() {
	return <RouteErrorBoundary />
}
