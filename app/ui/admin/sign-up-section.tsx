// The admin page's sign-up policy and invitations (issue 53).
import { Form } from 'react-router'
import { INVITATION_DAYS, POLICY_LABELS, SIGN_UP_POLICIES, type SignUpPolicy } from '~/admin/rules'
import { longDate } from '~/lib/dates'
import { Button } from '~/ui/button'
import { ErrorSummary, RadioGroup, SelectField, TextField, type FieldErrors } from '~/ui/forms'

type Invitation = { id: string; email: string | null; createdAt: number; expiresAt: number }

export function SignUpSection({
	policy,
	invitations,
	timezone,
	now,
	created,
	errors,
}: {
	policy: SignUpPolicy
	invitations: Invitation[]
	timezone: string
	now: number
	created: { link: string; email: string | null } | null
	errors: { policy?: FieldErrors; email?: FieldErrors; days?: FieldErrors }
}) {
	const summary = [
		...(errors.policy ?? []).map((message) => ({ id: 'policy', message })),
		...(errors.email ?? []).map((message) => ({ id: 'invite-email', message })),
		...(errors.days ?? []).map((message) => ({ id: 'invite-days', message })),
	]
	return (
		<section aria-labelledby="sign-up" className="space-y-4">
			<h2 id="sign-up" className="text-xl font-bold">
				Sign-up
			</h2>
			<ErrorSummary errors={summary} />
			<Form method="post" action="/admin" className="rounded-lg border border-slate-200 bg-white p-4" preventScrollReset>
				<RadioGroup
					id="policy"
					name="policy"
					label="Who may sign up"
					inline={false}
					defaultValue={policy}
					errors={errors.policy}
					options={SIGN_UP_POLICIES.map((p) => ({ value: p, label: POLICY_LABELS[p] }))}
				/>
				<Button type="submit" name="intent" value="policy">
					Save sign-up policy
				</Button>
			</Form>
			<div className="rounded-lg border border-slate-200 bg-white p-4">
				<h3 className="text-lg font-semibold">Invitations</h3>
				<p className="mb-3 text-sm text-slate-700">
					An invitation is a link that lets one person sign up while sign-up is by invitation. It works once, until it
					expires.
				</p>
				{created ? (
					<div className="mb-4 rounded-md border-l-4 border-green-700 bg-green-50 p-3" data-testid="new-invitation">
						<label htmlFor="invitation-link" className="mb-1 block font-medium">
							The invitation link{created.email ? ` for ${created.email}` : ''}: copy it now, it is not shown again.
						</label>
						<input id="invitation-link" readOnly value={created.link} className="w-full rounded-md border border-slate-400 bg-white p-2 font-mono text-sm" />
					</div>
				) : null}
				<Form method="post" action="/admin" noValidate preventScrollReset>
					<TextField id="invite-email" name="email" type="email" label="Only for this email address" autoComplete="off" errors={errors.email} />
					<SelectField
						id="invite-days"
						name="days"
						label="Works for"
						required
						defaultValue="7"
						errors={errors.days}
						options={INVITATION_DAYS.map((d) => ({ value: String(d), label: d === 1 ? '1 day' : `${d} days` }))}
					/>
					<Button type="submit" name="intent" value="invite">
						Make an invitation
					</Button>
				</Form>
				{invitations.length ? (
					<>
						<h4 className="mt-4 font-semibold">Not used yet</h4>
						<ul className="mt-2 divide-y divide-slate-200">
							{invitations.map((i) => (
								<li key={i.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="invitation">
									<span className="text-sm">
										{i.email ?? 'Anyone'} ·{' '}
										{i.expiresAt <= now ? <strong>expired</strong> : `expires ${longDate(i.expiresAt, timezone)}`}
									</span>
									<Form method="post" action="/admin" preventScrollReset>
										<input type="hidden" name="invitationId" value={i.id} />
										<Button type="submit" name="intent" value="revoke" size="sm" variant="outline-danger">
											Revoke<span className="sr-only"> the invitation {i.email ? `for ${i.email}` : 'for anyone'} made {longDate(i.createdAt, timezone)}</span>
										</Button>
									</Form>
								</li>
							))}
						</ul>
					</>
				) : null}
			</div>
		</section>
	)
}
