// The enrollment wizard (screen 5) at /signup: one form, five sections, one open at a time.
// Its server side is app/identity/enrollment-page.server.ts, its sections app/identity/enrollment-wizard/.
import { RouteErrorBoundary } from '~/ui/route-error-boundary'
import { getFormProps, useForm } from '@conform-to/react'
import { useEffect, useRef, useState } from 'react'
import { Form } from 'react-router'
import type { Route } from './+types/enrollment'
import { ENROLLMENT_FIELDS, FIELD_LABELS, SECTIONS, type SectionId } from '~/identity/enrollment-form'
import { enrollmentAction, enrollmentPage } from '~/identity/enrollment-page.server'
import {
	ApplicationOptionsFields,
	ReferralFields,
	SubscriptionFields,
	TermsFields,
} from '~/ui/identity/enrollment-wizard/section-fields'
import { WizardSection } from '~/ui/identity/enrollment-wizard/wizard-section'
import { PersonalDetailsFields } from '~/ui/profile/personal-details-fields'
import { ErrorSummary, errorTitle, replyErrors, SaveCancel } from '~/ui/forms'
import { useHydrated } from '~/ui/hydrated'
import { InlineScript } from '~/ui/inline-script'
import { noHydration } from '~/lib/route-handle'

export async function loader({ request }: Route.LoaderArgs) {
	return enrollmentPage(request)
}

export async function action({ request, context }: Route.ActionArgs) {
	return enrollmentAction(request, context)
}

// the title is rendered by the page itself: it says "Error: " when the form was refused
export const meta: Route.MetaFunction = () => [
	{ name: 'description', content: 'Complete your enrollment in Twentyfour.' },
]

const TIMEZONE_DEFAULT = `(function(){var s=document.getElementById('timezone');if(!s||s.value!=='UTC')return;var z=Intl.DateTimeFormat().resolvedOptions().timeZone;for(var i=0;i<s.options.length;i++){if(s.options[i].value===z){s.value=z;break}}})()`

export default function Enrollment({ loaderData, actionData }: Route.ComponentProps) {
	const { defaults } = loaderData
	const hydrated = useHydrated()
	const lastResult = actionData?.result ?? undefined
	const [form] = useForm({
		id: `enrollment-${defaults.subscriptionTier}`,
		lastResult,
		defaultValue: defaults,
		shouldValidate: 'onSubmit',
	})
	const { errorOf, summary: errors, submitted } = replyErrors(lastResult, ENROLLMENT_FIELDS)
	const [open, setOpen] = useState<SectionId>(actionData?.open ?? loaderData.reopen ?? 'personal')
	// a refused save opens the first section with errors
	const [answered, setAnswered] = useState(actionData)
	if (answered !== actionData) {
		setAnswered(actionData)
		if (actionData?.open) setOpen(actionData.open)
	}
	const timezoneRef = useRef<HTMLSelectElement>(null)
	useEffect(() => {
		// default to the browser's timezone when JavaScript runs
		const select = timezoneRef.current
		if (select && !submitted && select.value === 'UTC') {
			const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
			if (loaderData.timeZones.includes(zone)) select.value = zone
		}
	}, [submitted, loaderData.timeZones])

	const summary = errors.map((e) => ({ id: e.id, message: `${FIELD_LABELS[e.id]}: ${e.message}` }))
	const values = (lastResult?.initialValue ?? defaults) as Record<string, string | undefined>
	const valid = (name: string) => submitted && !errorOf(name)?.length
	const fields = { values, errorOf, valid }

	function go(to: SectionId) {
		setOpen(to)
		requestAnimationFrame(() => document.getElementById(`summary-${to}`)?.focus())
	}

	const sectionBody: Record<SectionId, React.ReactNode> = {
		personal: (
			<PersonalDetailsFields
				{...fields}
				timeZones={loaderData.timeZones}
				countries={loaderData.countries}
				timezoneRef={timezoneRef}
			/>
		),
		options: <ApplicationOptionsFields {...fields} />,
		subscription: <SubscriptionFields {...fields} billingEnabled={loaderData.billingEnabled} initialTier={defaults.subscriptionTier} plans={loaderData.plans} />,
		referral: <ReferralFields {...fields} />,
		terms: <TermsFields {...fields} />,
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
					{SECTIONS.map((section, i) => (
						<WizardSection
							key={section.id}
							section={section}
							number={i + 1}
							open={open === section.id}
							hasErrors={section.fields.some((f) => errorOf(f)?.length)}
							prev={SECTIONS[i - 1]?.id}
							next={SECTIONS[i + 1]?.id}
							hydrated={hydrated}
							onOpen={() => setOpen(section.id)}
							go={go}
						>
							{sectionBody[section.id]}
						</WizardSection>
					))}
					<SaveCancel />
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

export function ErrorBoundary() {
	return <RouteErrorBoundary />
}
