// "Forgot your password?" of the embedded provider (issue 53): the same answer whether or not the address has an account.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import type { Route } from './+types/auth.forgot-password'
import { requestPasswordReset } from '~/identity/password-reset.server'
import { ForgotPasswordSchema, RESET_TEXTS } from '~/identity/password-reset-forms'
import { env } from '~/lib/env.server'
import { readForm } from '~/lib/form-data.server'
import { pageUrl } from '~/lib/page-url.server'
import { noHydration } from '~/lib/route-handle'
import { mailConfigured } from '~/mail/mail.server'
import { AuthPage, useOneFieldForm } from '~/ui/identity/auth-page'
import { Link } from '~/ui/link'
import { RouteErrorBoundary } from '~/ui/route-error-boundary'

export function loader({ request }: Route.LoaderArgs) {
	if (!env().embeddedIdp) throw data('Not found', { status: 404 })
	return {
		mail: mailConfigured(),
		sent: pageUrl(request).searchParams.has('sent'),
	}
}

export async function action({ request }: Route.ActionArgs) {
	if (!env().embeddedIdp || !mailConfigured()) throw data('Not found', { status: 404 })
	const submission = parseWithZod(await readForm(request), {
		schema: ForgotPasswordSchema,
	})
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	const { outcome, delivery } = requestPasswordReset(submission.value.email)
	// the mail goes out after the answer: the answer takes the same time whether or not the address has an account
	void delivery.then((r) => {
		if (r && typeof r === 'object' && 'ok' in r && !r.ok) console.error(`[mail] a password-reset link could not be sent (${outcome})`)
	})
	return redirect('?sent')
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
	const { hasErrors, element } = useOneFieldForm({
		id: 'forgot-password',
		schema: ForgotPasswordSchema,
		name: 'email',
		type: 'email',
		label: 'Email address',
		autoComplete: 'username',
		submit: 'Send me a link',
		pending: 'Sending…',
		lastResult: actionData?.result,
	})
	return (
		<AuthPage title="Reset your password" hasErrors={hasErrors}>
			{!loaderData.mail ? (
				<p className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-3">{RESET_TEXTS.noMail}</p>
			) : loaderData.sent ? (
				<p role="status" className="rounded-md border-l-4 border-green-700 bg-green-50 p-3">
					{RESET_TEXTS.sent}
				</p>
			) : (
				<>
					<p className="mb-4">Enter the email address you sign in with. We will send a link to choose a new password.</p>
					{element}
				</>
			)}
			<p className="mt-6 border-t border-slate-200 pt-4">
				<Link reloadDocument to="/login" className="font-medium text-brand-700 underline">
					Back to sign in
				</Link>
			</p>
		</AuthPage>
	)
}

export const handle = noHydration

export function ErrorBoundary() {
	return <RouteErrorBoundary />
}
