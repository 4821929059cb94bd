// The fields of the enrollment wizard's sections after Personal Details (which the profile shares).
import { useState } from 'react'
import { PlanChoice } from '~/ui/billing/plan-choice'
import { REFERRAL_SOURCES } from '~/identity/enrollment-form'
import { RadioGroup, SelectField, TextField } from '~/ui/forms'
import { useFromFieldsOnHydration } from '~/ui/typed-before-hydration'

export type WizardFieldsProps = {
	values: Record<string, string | undefined>
	errorOf: (name: string) => string[] | undefined
	valid: (name: string) => boolean
}

const YES_NO = [
	{ value: 'Y', label: 'Yes' },
	{ value: 'N', label: 'No' },
]

export function ApplicationOptionsFields({ values, errorOf, valid }: WizardFieldsProps) {
	return (
		<RadioGroup
			id="loadDefaults"
			name="loadDefaults"
			label="Load default folders, contexts and starter tasks?"
			hint="Five folders (Inbox, Family, Finances, Personal, Professional), four contexts and four tasks that show you around."
			defaultValue={values.loadDefaults}
			errors={errorOf('loadDefaults')}
			valid={valid('loadDefaults')}
			options={YES_NO}
			required
		/>
	)
}

export function SubscriptionFields({
	values,
	errorOf,
	valid,
	billingEnabled,
	initialTier,
	plans,
}: WizardFieldsProps & { billingEnabled: boolean; initialTier: string; plans: React.ComponentProps<typeof PlanChoice>['plans'] | null }) {
	const [tier, setTier] = useState(initialTier)
	// a tier chosen before the script loaded (issue 48)
	useFromFieldsOnHydration(() => {
		const chosen = document.querySelector<HTMLInputElement>('input[name="subscriptionTier"]:checked')
		if (chosen) setTier(chosen.value)
	})
	return (
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
			{plans ? (
				<PlanChoice plans={plans} defaultValue={values.subscriptionLevel} errors={errorOf('subscriptionLevel')} valid={valid('subscriptionLevel')} />
			) : null}
			{!billingEnabled ? (
				<p className={`rounded-md border-l-4 p-3 text-sm ${tier === 'paid' ? 'border-amber-500 bg-amber-50' : 'border-slate-300 bg-slate-50'}`}>
					Paid plans are not offered on this instance: it has no billing configured. Choose Early Adopter to
					continue.
				</p>
			) : null}
		</>
	)
}

export function ReferralFields({ values, errorOf }: WizardFieldsProps) {
	return (
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
	)
}

export function TermsFields({ values, errorOf, valid }: WizardFieldsProps) {
	return (
		<>
			<RadioGroup
				id="privacyPolicy"
				name="privacyPolicy"
				label="I have read and accept the Privacy Policy"
				hint="The privacy policy opens in a new tab."
				defaultValue={values.privacyPolicy}
				errors={errorOf('privacyPolicy')}
				valid={valid('privacyPolicy')}
				options={YES_NO}
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
				options={YES_NO}
				required
			/>
			<p className="-mt-2 mb-4 text-sm">
				<a href="/user-agreement" target="_blank" rel="noopener" className="text-brand-700 underline">
					Terms of Service<span className="sr-only"> (opens in a new tab)</span>
				</a>
			</p>
		</>
	)
}
