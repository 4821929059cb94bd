// Manage Subscription (screen 21): free users see the upgrade, app-store subscribers are sent to their
// store, card subscribers see their plan with Change Subscription and Update Credit Card.
import { Form } from 'react-router'
import { FREE_LEVEL } from '~/billing/plans'
import { EVERYTHING_INCLUDED, GRANTED_BY_ADMIN } from '~/marketing/tiers'
import type { SubscriptionSectionData } from '~/billing/manage.server'
import { planLabel } from '~/ui/billing/plan-choice'
import { ButtonLink } from '~/ui/button'
import { ErrorSummary, replyErrors, SelectField, SubmitButton, type FormReply } from '~/ui/forms'

const FIELDS = ['subscriptionLevel'] as const

export function ManageSubscriptionSection({ data, reply }: { data: SubscriptionSectionData; reply: FormReply }) {
	const { errorOf, summary } = replyErrors(reply, FIELDS)
	const card = 'rounded-md border border-slate-200 p-4'
	// a server without billing has no tiers to speak of: everything is on (issue 53)
	if (!data.billing) {
		return (
			<p className="rounded-md border-l-4 border-brand-600 bg-brand-50 p-3" data-testid="everything-included">
				{EVERYTHING_INCLUDED} Paid plans are not offered on this instance: it has no billing configured.
			</p>
		)
	}
	return (
		<div className="space-y-4">
			<p>
				Your tier: <strong>{data.tier === 'paid' || data.granted ? 'Early Patron' : 'Early Adopter (free)'}</strong>
				{data.plan ? <span className="text-slate-700"> ({planLabel(data.plan)})</span> : null}
			</p>
			{data.premiumForAll ? <p>On this instance every user has the Early Patron features too.</p> : null}
			{data.granted && data.tier === 'free' ? <p>{GRANTED_BY_ADMIN}</p> : null}
			{data.appStore ? (
				<p className="rounded-md border-l-4 border-brand-600 bg-brand-50 p-3">
					You subscribed through your phone's app store. Manage your subscription in your device's app store.
				</p>
			) : (
				<>
					{data.tier === 'free' ? (
						<p>
							Early Adopters have every core feature of Twentyfour. Upgrade to Early Patron for Kanban and a personal
							template gallery.
						</p>
					) : (
						<dl className="grid gap-x-4 sm:grid-cols-[auto_1fr] sm:gap-y-1">
							{data.created ? (
								<>
									<dt className="font-medium">Subscribed on</dt>
									<dd className="mb-2 sm:mb-0">{data.created}</dd>
								</>
							) : null}
							{data.cancels ? (
								<>
									<dt className="font-medium">Cancels automatically on</dt>
									<dd className="mb-2 sm:mb-0">{data.cancels}</dd>
								</>
							) : data.renews ? (
								<>
									<dt className="font-medium">Renews automatically on</dt>
									<dd className="mb-2 sm:mb-0">{data.renews}</dd>
								</>
							) : null}
						</dl>
					)}
					<section className={card} aria-labelledby="change-subscription">
						<h3 id="change-subscription" className="mb-2 text-lg font-semibold">
							Change Subscription
						</h3>
						<ErrorSummary errors={summary} />
						<Form method="post" action="/profile/subscription" preventScrollReset noValidate>
							<SelectField
								id="subscriptionLevel"
								name="subscriptionLevel"
								label="Subscription Level"
								required
								placeholder="Choose a level"
								errors={errorOf('subscriptionLevel')}
								options={[
									{ value: FREE_LEVEL, label: 'Early Adopter: free' },
									...data.plans.map((p) => ({ value: p.item, label: `Early Patron, ${planLabel(p)}` })),
								]}
							/>
							<SubmitButton name="intent" value="change" pendingText="Changing…">
								Change Subscription
							</SubmitButton>
						</Form>
					</section>
					{data.tier === 'paid' && !data.cancels ? (
						<section className={card} aria-labelledby="update-card">
							<h3 id="update-card" className="mb-2 text-lg font-semibold">
								Update Credit Card
							</h3>
							<p className="mb-3">The new card pays your next renewals.</p>
							<ButtonLink to="/profile/subscription/card" reloadDocument variant="secondary">
								Update Credit Card
							</ButtonLink>
						</section>
					) : null}
				</>
			)}
		</div>
	)
}
