// A password-reset link (issue 53): works once, for 30 minutes; using it ends every session of the account.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import type { Route } from './+types/auth.reset-password'
import { resetLinkWorks, resetPassword } from '~/identity/password-reset.server'
import { RESET_TEXTS, ResetPasswordSchema } from '~/identity/password-reset-forms'
import { env } from '~/lib/env.server'
import { readForm } from '~/lib/form-data.server'
import { noHydration } from '~/lib/route-handle'
import { AuthPage, useOneFieldForm } from '~/ui/identity/auth-page'
import { Link } from '~/ui/link'
import { RouteErrorBoundary } from '~/ui/route-error-boundary'

export function loader({ params }: Route.LoaderArgs) {
	if (!env().embeddedIdp) throw data('Not found', { status: 404 })
	if (params.token === 'done') return { state: 'done' as const }
	return {
		state: resetLinkWorks(params.token) ? ('form' as const) : ('dead' as const),
	}
}

export async function action({ request, params }: Route.ActionArgs) {
	if (!env().embeddedIdp) throw data('Not found', { status: 404 })
	const submission = parseWithZod(await readForm(request), {
		schema: ResetPasswordSchema,
	})
	if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: ['password'] }), dead: false }, { status: 400 })
	if (!(await resetPassword(params.token, submission.value.password))) return data({ result: null, dead: true }, { status: 410 })
	// the secret leaves the address bar
	return redirect('/auth/reset-password/done')
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
	const { hasErrors, element } = useOneFieldForm({
		id: 'reset-password',
		schema: ResetPasswordSchema,
		name: 'password',
		type: 'password',
		label: 'New password',
		hint: 'At least 8 characters. A password manager can make one for you.',
		autoComplete: 'new-password',
		submit: 'Change password',
		pending: 'Saving…',
		lastResult: actionData?.result,
	})
	const state = actionData?.dead ? 'dead' : loaderData.state
	return (
		<AuthPage title={state === 'done' ? 'Password changed' : 'Choose a new password'} hasErrors={hasErrors}>
			{state === 'done' ? (
				<>
					<p role="status" className="mb-4">
						{RESET_TEXTS.done}
					</p>
					<Link reloadDocument to="/login" className="font-medium text-brand-700 underline">
						Sign in
					</Link>
				</>
			) : state === 'dead' ? (
				<>
					<p className="mb-4 rounded-md border-l-4 border-red-700 bg-red-50 p-3">{RESET_TEXTS.linkDead}</p>
					<Link to="/auth/forgot-password" className="font-medium text-brand-700 underline">
						Ask for a new link
					</Link>
				</>
			) : (
				element
			)}
		</AuthPage>
	)
}

export const handle = noHydration

export function ErrorBoundary() {
	return <RouteErrorBoundary />
}
