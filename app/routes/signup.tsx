// The enrollment wizard (screen 5): one form, five sections, one open at a time.
import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef, useState } from 'react'
import { data, Form, redirect } from 'react-router'
import type { Route } from './+types/signup'
import { redirectToLogin } from '~/identity/auth.server'
import { countries, EnrollmentSchema, timeZones } from '~/identity/enrollment'
import {
	FIELD_LABELS,
	firstSectionWithErrors,
	REFERRAL_SOURCES,
	SECTIONS,
	type SectionId,
} from '~/identity/enrollment-form'
import { enroll } from '~/identity/enrollment.server'
import { answersBeforePayment, dropPaidEnrollment, paidChoiceErrors, paidEnrollmentStep, wizardPlans } from '~/billing/wizard.server'
import { PlanChoice } from '~/ui/billing/plan-choice'
import { deleteIdentity, keepPtUserId } from '~/identity/identity-admin.server'
import { logout } from '~/identity/logout.server'
import { findUserBySubject } from '~/identity/users.server'
import { env } from '~/lib/env.server'
import { commitSession, getSession } from '~/lib/session.server'
import { redirectWithToast, toastForPage } from '~/lib/toast.server'
import { PersonalDetailsFields } from '~/profile/personal-details-fields'
import { ErrorSummary, RadioGroup, SelectField, SubmitButton, TextField, errorTitle } from '~/ui/forms'
import { useHydrated } from '~/ui/hydrated'
import { InlineScript } from '~/ui/inline-script'
import { noHydration } from '~/ui/hydration'

async function requireIdentity(request: Request) {
	const session = await getSession(request)
	const identity = session.get('identity')
	const url = new URL(request.url)
	if (!identity) throw redirectToLogin(request, url.searchParams.get('action') === 'signin' ? 'signin' : 'signup')
	return { session, identity }
}

async function enrollmentUnnecessary(session: Awaited<ReturnType<typeof getSession>>, userId: string) {
	session.set('userId', userId)
	const headers = new Headers({ 'Set-Cookie': await commitSession(session) })
	return redirectWithToast('/dashboard', { type: 'info', description: 'Enrollment unnecessary' }, { headers })
}

export async function loader({ request }: Route.LoaderArgs) {
	const { session, identity } = await requireIdentity(request)
	const existing = findUserBySubject(identity.subject)
	if (existing) throw await enrollmentUnnecessary(session, existing.id)
	const tier = new URL(request.url).searchParams.get('tier') === 'paid' ? 'paid' : 'free'
	// a payment that did not go through: the answers come back and the Subscription section opens
	const answers = answersBeforePayment(identity.subject)
	return {
		identity: { email: identity.email, picture: identity.picture },
		defaults: {
			firstName: identity.givenName,
			goesBy: identity.givenName,
			lastName: identity.familyName,
			timezone: 'UTC',
			country: '',
			loadDefaults: 'Y',
			subscriptionTier: tier,
			...answers,
		},
		reopen: answers ? ('subscription' as const) : null,
		plans: wizardPlans(),
		billingEnabled: !!env().billing,
		countries: countries(),
		timeZones: timeZones(),
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const { session, identity } = await requireIdentity(request)
	const formData = await request.formData()
	if (formData.get('intent') === 'cancel') {
		try {
			await dropPaidEnrollment(identity)
			await deleteIdentity(identity)
		} catch (error) {
			return data(
				{ result: null, open: null },
				{
					headers: await toastForPage(context, {
						type: 'warning',
						title: 'Delete User',
						description: `Error deleting user from the identity provider: ${(error as Error).message}`,
					}),
				},
			)
		}
		return logout(request)
	}
	const existing = findUserBySubject(identity.subject)
	if (existing) throw await enrollmentUnnecessary(session, existing.id)

	const submission = parseWithZod(formData, { schema: EnrollmentSchema })
	// paid plans need billing and one of its plans
	const paidRefused = paidChoiceErrors(submission.payload)
	if (submission.status !== 'success' || paidRefused) {
		const reply = submission.reply({
			fieldErrors: paidRefused
				? { ...(submission.status === 'error' ? (submission.error as Record<string, string[]>) : {}), ...paidRefused }
				: undefined,
		})
		const errorFields = Object.entries(reply.error ?? {})
			.filter(([, v]) => v?.length)
			.map(([k]) => k)
		return data(
			{ result: reply, open: firstSectionWithErrors(errorFields) },
			{
				status: 400,
				headers: await toastForPage(context, {
					type: 'warning',
					title: 'Sign up Errors',
					description: 'Required information is missing. Look for the exclamation icons.',
				}),
			},
		)
	}
	const paying = await paidEnrollmentStep(identity, submission.value)
	if (paying) return paying
	let user
	try {
		user = enroll(identity, submission.value)
	} catch (error) {
		console.error('enrollment failed:', error)
		return data(
			{ result: submission.reply(), open: null },
			{
				status: 500,
				headers: await toastForPage(context, {
					type: 'danger',
					title: 'Creating Account',
					description: `Unable to create user: ${(error as Error).message}`,
				}),
			},
		)
	}
	await keepPtUserId(identity, {}, user.id)
	session.set('userId', user.id)
	return redirect(user.stripeCustomerId ? '/welcome' : '/dashboard', {
		headers: { 'Set-Cookie': await commitSession(session) },
	})
}

// the title is rendered by the page itself: it says "Error: " when the form was refused
export const meta: Route.MetaFunction = () => [
	{ name: 'description', content: 'Complete your enrollment in Twentyfour.' },
]

const TIMEZONE_DEFAULT = `(function(){var s=document.getElementById('timezone');if(!s||s.value!=='UTC')return;var z=Intl.DateTimeFormat().resolvedOptions().timeZone;for(var i=0;i<s.options.length;i++){if(s.options[i].value===z){s.value=z;break}}})()`

function WarningIcon() {
	return (
		<svg viewBox="0 0 20 20" className="h-5 w-5 text-red-700" fill="currentColor" role="img" aria-label="This section has errors">
			<path
				fillRule="evenodd"
				d="M8.3 2.9c.8-1.3 2.6-1.3 3.4 0l6.1 10.6c.8 1.3-.2 3-1.7 3H3.9c-1.5 0-2.5-1.7-1.7-3L8.3 2.9ZM10 6a1 1 0 0 0-1 1v3.5a1 1 0 1 0 2 0V7a1 1 0 0 0-1-1Zm0 9a1.2 1.2 0 1 0 0-2.4 1.2 1.2 0 0 0 0 2.4Z"
			/>
		</svg>
	)
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
	const { defaults } = loaderData
	const hydrated = useHydrated()
	const lastResult = actionData?.result ?? undefined
	const [form] = useForm({
		id: `enrollment-${defaults.subscriptionTier}`,
		lastResult,
		defaultValue: defaults,
		shouldValidate: 'onSubmit',
	})
	const submitted = !!lastResult?.error
	const errorOf = (name: string) => (lastResult?.error?.[name] ?? undefined) as string[] | undefined
	const [open, setOpen] = useState<SectionId>(actionData?.open ?? loaderData.reopen ?? 'personal')
	// a refused save opens the first section with errors
	const [answered, setAnswered] = useState(actionData)
	if (answered !== actionData) {
		setAnswered(actionData)
		if (actionData?.open) setOpen(actionData.open)
	}
	const [tier, setTier] = useState(defaults.subscriptionTier)
	const timezoneRef = useRef<HTMLSelectElement>(null)
	useEffect(() => {
		// default to the browser's timezone when JavaScript runs
		const select = timezoneRef.current
		if (select && !submitted && select.value === 'UTC') {
			const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
			if (loaderData.timeZones.includes(zone)) select.value = zone
		}
	}, [submitted, loaderData.timeZones])

	const summary = SECTIONS.flatMap((s) =>
		s.fields.filter((f) => errorOf(f)?.length).map((f) => ({ id: f, message: `${FIELD_LABELS[f]}: ${errorOf(f)![0]}` })),
	)
	const values = (lastResult?.initialValue ?? defaults) as Record<string, string | undefined>
	const valid = (name: string) => submitted && !errorOf(name)?.length

	function go(to: SectionId) {
		setOpen(to)
		requestAnimationFrame(() => document.getElementById(`summary-${to}`)?.focus())
	}

	const sectionBody: Record<SectionId, React.ReactNode> = {
		personal: (
			<PersonalDetailsFields
				values={values}
				errorOf={errorOf}
				valid={valid}
				timeZones={loaderData.timeZones}
				countries={loaderData.countries}
				timezoneRef={timezoneRef}
			/>
		),
		options: (
			<RadioGroup
				id="loadDefaults"
				name="loadDefaults"
				label="Load default folders, contexts and starter tasks?"
				hint="Five folders (Inbox, Family, Finances, Personal, Professional), four contexts and four tasks that show you around."
				defaultValue={values.loadDefaults}
				errors={errorOf('loadDefaults')}
				valid={valid('loadDefaults')}
				options={[
					{ value: 'Y', label: 'Yes' },
					{ value: 'N', label: 'No' },
				]}
				required
			/>
		),
		subscription: (
			<>
				<RadioGroup
					id="subscriptionTier"
					name="subscriptionTier"
					label="Tier"
					defaultValue={values.subscriptionTier}
					onChange={setTier}
					errors={errorOf('subscriptionTier')}
					valid={valid('subscriptionTier')}
					inline={false}
					options={[
						{ value: 'free', label: 'Early Adopter (free): every core feature' },
						{ value: 'paid', label: 'Early Patron (from 2 USD a month): adds Kanban and a personal template gallery' },
					]}
					required
				/>
				{loaderData.plans ? (
					<PlanChoice plans={loaderData.plans} defaultValue={values.subscriptionLevel} errors={errorOf('subscriptionLevel')} valid={valid('subscriptionLevel')} />
				) : null}
				{!loaderData.billingEnabled ? (
					<p className={`rounded-md border-l-4 p-3 text-sm ${tier === 'paid' ? 'border-amber-500 bg-amber-50' : 'border-slate-300 bg-slate-50'}`}>
						Paid plans are not offered on this instance: it has no billing configured. Choose Early Adopter to
						continue.
					</p>
				) : null}
			</>
		),
		referral: (
			<>
				<SelectField
					id="referralSource"
					name="referralSource"
					label="How did you hear about us?"
					defaultValue={values.referralSource}
					errors={errorOf('referralSource')}
					placeholder="Choose one"
					options={REFERRAL_SOURCES.map(([label, value]) => ({ value, label }))}
				/>
				<TextField id="referralCode" name="referralCode" label="Referral code" defaultValue={values.referralCode} errors={errorOf('referralCode')} />
			</>
		),
		terms: (
			<>
				<RadioGroup
					id="privacyPolicy"
					name="privacyPolicy"
					label="I have read and accept the Privacy Policy"
					hint="The privacy policy opens in a new tab."
					defaultValue={values.privacyPolicy}
					errors={errorOf('privacyPolicy')}
					valid={valid('privacyPolicy')}
					options={[
						{ value: 'Y', label: 'Yes' },
						{ value: 'N', label: 'No' },
					]}
					required
				/>
				<p className="-mt-2 mb-4 text-sm">
					<a href="/privacy-policy" target="_blank" rel="noopener" className="text-brand-700 underline">
						Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
					</a>
				</p>
				<RadioGroup
					id="userAgreement"
					name="userAgreement"
					label="I have read and accept the Terms of Service"
					defaultValue={values.userAgreement}
					errors={errorOf('userAgreement')}
					valid={valid('userAgreement')}
					options={[
						{ value: 'Y', label: 'Yes' },
						{ value: 'N', label: 'No' },
					]}
					required
				/>
				<p className="-mt-2 mb-4 text-sm">
					<a href="/user-agreement" target="_blank" rel="noopener" className="text-brand-700 underline">
						Terms of Service<span className="sr-only"> (opens in a new tab)</span>
					</a>
				</p>
			</>
		),
	}

	return (
		<section className="mx-auto max-w-2xl">
			<title>{`${errorTitle('Sign up', summary.length > 0)} | Twentyfour`}</title>
			<div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
				<div className="mb-6 flex items-center gap-4">
					{loaderData.identity.picture ? (
						<img src={loaderData.identity.picture} alt="" width={56} height={56} className="h-14 w-14 rounded-full" />
					) : null}
					<div>
						<h1 className="text-2xl font-bold">You're almost done</h1>
						<p>Provide the information below to complete your enrollment.</p>
					</div>
				</div>
				<ErrorSummary errors={summary} />
				<Form method="post" {...getFormProps(form)} noValidate>
					{SECTIONS.map((section, i) => {
						const hasErrors = section.fields.some((f) => errorOf(f)?.length)
						const prev = SECTIONS[i - 1]
						const next = SECTIONS[i + 1]
						return (
							<details
								key={section.id}
								name="enrollment"
								open={open === section.id}
								onToggle={(e) => {
									if ((e.currentTarget as HTMLDetailsElement).open) setOpen(section.id)
								}}
								className="mb-3 rounded-md border border-slate-300"
							>
								<summary
									id={`summary-${section.id}`}
									className="flex min-h-12 cursor-pointer items-center gap-2 rounded-md bg-slate-100 px-4 py-3 font-semibold"
								>
									<span className="text-slate-600">{i + 1}.</span> {section.title}
									{hasErrors ? <WarningIcon /> : null}
								</summary>
								<div id={`section-${section.id}`} className="p-4">
									{sectionBody[section.id]}
									<div className="flex gap-3">
										{prev ? (
											hydrated ? (
												<button type="button" onClick={() => go(prev.id)} className="rounded-md border border-slate-400 px-4 py-2 font-medium">
													Previous
												</button>
											) : (
												<a href={`#section-${prev.id}`} className="rounded-md border border-slate-400 px-4 py-2 font-medium">
													Previous
												</a>
											)
										) : null}
										{next ? (
											hydrated ? (
												<button type="button" onClick={() => go(next.id)} className="rounded-md border border-slate-400 px-4 py-2 font-medium">
													Next
												</button>
											) : (
												<a href={`#section-${next.id}`} className="rounded-md border border-slate-400 px-4 py-2 font-medium">
													Next
												</a>
											)
										) : null}
									</div>
								</div>
							</details>
						)
					})}
					<div className="mt-6 flex flex-wrap gap-3">
						<SubmitButton name="intent" value="save" pendingText="Saving…">
							Save
						</SubmitButton>
						<button
							type="submit"
							name="intent"
							value="cancel"
							formNoValidate
							className="min-h-10 rounded-md border border-slate-400 px-4 py-2 font-medium"
						>
							Cancel
						</button>
					</div>
					<p className="mt-3 text-sm text-slate-600">Cancel deletes the account you just created and logs you out.</p>
				</Form>
				{submitted ? null : (
					// the page ships no React: default the timezone to the browser's own, as the wizard promises
					<InlineScript code={TIMEZONE_DEFAULT} />
				)}
			</div>
		</section>
	)
}

/** no interactivity here that needs React in the browser */
export const handle = noHydration
