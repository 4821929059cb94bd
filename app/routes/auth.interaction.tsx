// The embedded identity provider's sign-in and sign-up pages.
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, redirectDocument, useSearchParams } from 'react-router'
import { Link } from '~/ui/link'
import type { Route } from './+types/auth.interaction'
import { createAccount, deleteAccount } from '~/identity/accounts.server'
import { refusedSignUp, signUpRefusalFor, spendInvitationOf, signUpPolicy } from '~/admin/sign-up.server'
import { abortInteraction, finishLogin, interactionDetails } from '~/identity/embedded-idp.server'
import { SignInSchema, SignUpSchema } from '~/identity/interaction'
import { env } from '~/lib/env.server'
import { ErrorSummary, TextField } from '~/ui/forms'
import { AuthPage, ContinueOrCancel } from '~/ui/identity/auth-page'
import { noHydration } from '~/lib/route-handle'
import { readForm } from '~/lib/form-data.server'
import { codeStep, passwordStep, requireSecondStep } from '~/identity/sign-in.server'
import { SecondStepForm } from '~/ui/identity/second-step-form'
import { PasskeySignIn } from '~/ui/identity/passkey-sign-in'
import { pageUrl } from '~/lib/page-url.server'

async function details(context: Route.LoaderArgs['context']) {
	if (!env().embeddedIdp) throw data('Not found', { status: 404 })
	try {
		return await interactionDetails(context.req, context.res)
	} catch {
		// expired or unknown interaction: start sign-in again
		throw redirect('/login')
	}
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const interaction = await details(context)
	const screen = pageUrl(request).searchParams.get('screen')
	if (screen === 'code') {
		await requireSecondStep(interaction.uid)
		return { screen: 'code' as const, email: '', signUpClosed: true }
	}
	const signup = screen ? screen === 'signup' : interaction.params.screen_hint === 'signup'
	// the server's sign-up policy (issue 53): a refused visitor gets the clear page, not a form that cannot work
	const refusal = signup ? await signUpRefusalFor(request, '', 'provider') : null
	if (refusal && refusal !== 'email') throw refusedSignUp(refusal)
	const signUpClosed = signUpPolicy() === 'closed'
	return {
		screen: signup ? ('signup' as const) : ('signin' as const),
		email: String(interaction.params.login_hint ?? ''),
		signUpClosed,
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const { uid } = await details(context)
	const formData = await readForm(request)
	const intent = formData.get('intent')
	if (intent === 'cancel') return redirectDocument(await abortInteraction(context.req, context.res))
	if (intent === 'signup') {
		const submission = parseWithZod(formData, { schema: SignUpSchema })
		if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
		const refusal = await signUpRefusalFor(request, submission.value.email, 'provider')
		if (refusal) throw refusedSignUp(refusal)
		const created = await createAccount(submission.value)
		if ('error' in created) {
			return data(
				{
					result: submission.reply({
						fieldErrors: {
							email: ['An account with this email address already exists. Sign in instead.'],
						},
						hideFields: ['password'],
					}),
				},
				{ status: 400 },
			)
		}
		// single use: when another sign-up used the invitation in between, this account goes again
		if (!(await spendInvitationOf(request, submission.value.email))) {
			deleteAccount(created.account!.id)
			throw refusedSignUp('used')
		}
		return redirectDocument(await finishLogin(context.req, context.res, created.account!.id))
	}
	if (intent === 'code') return codeStep(formData, uid, context)
	return passwordStep(formData, uid, context)
}

export default function Interaction({ loaderData, actionData }: Route.ComponentProps) {
	const [params] = useSearchParams()
	const lastResult = actionData?.result
	const signup = (params.get('screen') ?? loaderData.screen) === 'signup'
	const code = loaderData.screen === 'code'
	const [form, fields] = useForm({
		id: signup ? 'signup' : 'signin',
		lastResult,
		defaultValue: { email: loaderData.email },
		onValidate: ({ formData }) =>
			parseWithZod(formData, {
				schema: signup ? SignUpSchema : SignInSchema.extend(SignUpSchema.pick({ givenName: true, familyName: true }).partial().shape),
			}),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	const errors = [
		...(form.errors ?? []).map((message) => ({
			id: signup ? 'givenName' : 'email',
			message,
		})),
		...Object.entries(fields)
			.filter(([, f]) => f.errors?.length)
			.map(([, f]) => ({ id: f.id, message: f.errors![0]! })),
	]
	const title = code ? 'Enter your two-factor code' : signup ? 'Create your Twentyfour account' : 'Sign in to Twentyfour'
	if (code) {
		return (
			<AuthPage title={title} hasErrors={!!lastResult?.error}>
				<SecondStepForm lastResult={lastResult} />
			</AuthPage>
		)
	}
	return (
		<AuthPage title={title} hasErrors={errors.length > 0}>
			<ErrorSummary errors={errors} />
			{/* a document post: the provider's interaction cookie is scoped to this exact path */}
			<Form method="post" reloadDocument {...getFormProps(form)}>
				{signup
					? (
							[
								[fields.givenName, 'First name', 'given-name'],
								[fields.familyName, 'Last name', 'family-name'],
							] as const
						).map(([field, label, autoComplete]) => (
							<TextField {...getInputProps(field, { type: 'text' })} key={field.key} label={label} autoComplete={autoComplete} errors={field.errors} required />
						))
					: null}
				<TextField
					{...getInputProps(fields.email, { type: 'email' })}
					key={fields.email.key}
					label="Email address"
					autoComplete={signup ? 'email' : 'username'}
					spellCheck={false}
					errors={fields.email.errors}
					required
				/>
				<TextField
					{...getInputProps(fields.password, { type: 'password' })}
					key={fields.password.key}
					label="Password"
					hint={signup ? 'At least 8 characters. A password manager can make one for you.' : undefined}
					autoComplete={signup ? 'new-password' : 'current-password'}
					errors={fields.password.errors}
					required
				/>
				{signup ? null : (
					<p className="-mt-2 mb-4">
						<Link reloadDocument to="/auth/forgot-password" className="font-medium text-brand-700 underline">
							Forgot your password?
						</Link>
					</p>
				)}
				<ContinueOrCancel intent={signup ? 'signup' : 'signin'} pendingText={signup ? 'Creating account…' : 'Signing in…'}>
					{signup ? 'Create account' : 'Sign in'}
				</ContinueOrCancel>
			</Form>
			{signup ? null : <PasskeySignIn />}
			<p className="mt-6 border-t border-slate-200 pt-4">
				{signup ? (
					<>
						Already have an account?{' '}
						<Link reloadDocument to="?screen=signin" className="font-medium text-brand-700 underline">
							Sign in
						</Link>
					</>
				) : loaderData.signUpClosed ? null : (
					<>
						New to Twentyfour?{' '}
						<Link reloadDocument to="?screen=signup" className="font-medium text-brand-700 underline">
							Create an account
						</Link>
					</>
				)}
			</p>
		</AuthPage>
	)
}

/** no interactivity here that needs React in the browser */
export const handle = noHydration
