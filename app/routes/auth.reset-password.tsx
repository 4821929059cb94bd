// A password-reset link (issue 53): works once, for 30 minutes; using it ends every session of the account.
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect } from 'react-router'
import type { Route } from './+types/auth.reset-password'
import { resetLinkWorks, resetPassword } from '~/identity/password-reset.server'
import { RESET_TEXTS, ResetPasswordSchema } from '~/identity/password-reset-forms'
import { env } from '~/lib/env.server'
import { readForm } from '~/lib/form-data.server'
import { noHydration } from '~/lib/route-handle'
import { ErrorSummary, SubmitButton, TextField, errorTitle } from '~/ui/forms'
import { Link } from '~/ui/link'
import { RouteErrorBoundary } from '~/ui/route-error-boundary'

export function loader({ params }: Route.LoaderArgs) {
	if (!env().embeddedIdp) throw data('Not found', { status: 404 })
	if (params.token === 'done') return { state: 'done' as const }
	return { state: resetLinkWorks(params.token) ? ('form' as const) : ('dead' as const) }
}

export async function action({ request, params }: Route.ActionArgs) {
	if (!env().embeddedIdp) throw data('Not found', { status: 404 })
	const submission = parseWithZod(await readForm(request), { schema: ResetPasswordSchema })
	if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: ['password'] }), dead: false }, { status: 400 })
	if (!(await resetPassword(params.token, submission.value.password))) return data({ result: null, dead: true }, { status: 410 })
	// the secret leaves the address bar
	return redirect('/auth/reset-password/done')
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
	const [form, fields] = useForm({
		id: 'reset-password',
		lastResult: actionData?.result,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordSchema }),
		shouldValidate: 'onSubmit',
	})
	const state = actionData?.dead ? 'dead' : loaderData.state
	const errors = fields.password.errors?.length ? [{ id: fields.password.id, message: fields.password.errors[0]! }] : []
	const title = state === 'done' ? 'Password changed' : 'Choose a new password'
	return (
		<section className="mx-auto max-w-md">
			<title>{`${errorTitle(title, errors.length > 0)} | Twentyfour`}</title>
			<meta name="description" content={title} />
			<div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
				<h1 className="mb-4 text-2xl font-bold">{title}</h1>
				{state === 'done' ? (
					<>
						<p role="status" className="mb-4">{RESET_TEXTS.done}</p>
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
					<>
						<ErrorSummary errors={errors} />
						<Form method="post" {...getFormProps(form)}>
							<TextField
								{...getInputProps(fields.password, { type: 'password' })}
								key={fields.password.key}
								label="New password"
								hint="At least 8 characters. A password manager can make one for you."
								autoComplete="new-password"
								errors={fields.password.errors}
								required
							/>
							<SubmitButton pendingText="Saving…">Change password</SubmitButton>
						</Form>
					</>
				)}
			</div>
		</section>
	)
}

export const handle = noHydration

export function ErrorBoundary() {
	return <RouteErrorBoundary />
}
