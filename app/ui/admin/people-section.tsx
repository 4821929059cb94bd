// The admin page's people (issue 53): one card per person (a table does not fit 360 px), each with its own small
// forms: disable or enable, make or unmake admin, grant the paid tier, delete with the Danger Zone's rule.
import { Form } from 'react-router'
import type { Person } from '~/admin/people.server'
import { formatBytes } from '~/admin/rules'
import { longDate } from '~/lib/dates'
import { Button } from '~/ui/button'
import { ErrorSummary, TextField, type FieldErrors } from '~/ui/forms'

type Props = {
	people: Person[]
	me: string
	timezone: string
	billing: boolean
	deleteError: { userId: string; errors: FieldErrors } | null
}

function Action({ person, intent, children, variant }: { person: Person; intent: string; children: React.ReactNode; variant?: 'danger' }) {
	return (
		<Form method="post" action="/admin" preventScrollReset>
			<input type="hidden" name="userId" value={person.id} />
			<Button type="submit" name="intent" value={intent} size="sm" variant={variant === 'danger' ? 'outline-danger' : 'secondary'}>
				{children}
				<span className="sr-only"> ({person.email})</span>
			</Button>
		</Form>
	)
}

function Badge({ children, tone }: { children: React.ReactNode; tone: 'brand' | 'red' | 'amber' }) {
	const tones = { brand: 'bg-brand-100 text-brand-800', red: 'bg-red-100 text-red-800', amber: 'bg-amber-100 text-amber-900' }
	return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>
}

function PersonCard({ person, me, timezone, billing, deleteError }: Omit<Props, 'people'> & { person: Person }) {
	const self = person.id === me
	const when = (ms: number | null) => (ms ? longDate(ms, timezone) : 'never')
	const deleteId = `delete-${person.id}`
	const errors = deleteError?.userId === person.id ? deleteError.errors : undefined
	return (
		<li className="rounded-lg border border-slate-200 bg-white p-4" data-testid="person" aria-labelledby={`person-${person.id}`}>
			<div className="flex flex-wrap items-center gap-2">
				<h3 id={`person-${person.id}`} className="font-semibold break-all">
					{person.email}
				</h3>
				{person.admin ? <Badge tone="brand">Admin</Badge> : null}
				{person.disabled ? <Badge tone="red">Disabled</Badge> : null}
				{billing && (person.paid || person.granted) ? <Badge tone="amber">{person.granted ? 'Early Patron (granted)' : 'Early Patron'}</Badge> : null}
				{self ? <span className="text-sm text-slate-600">(you)</span> : null}
			</div>
			<dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
				<dt className="text-slate-600">Name</dt>
				<dd>{person.name}</dd>
				<dt className="text-slate-600">Created</dt>
				<dd>{when(person.created)}</dd>
				<dt className="text-slate-600">Last seen</dt>
				<dd>{when(person.lastSeen)}</dd>
				<dt className="text-slate-600">Tasks</dt>
				<dd>{person.tasks}</dd>
				<dt className="text-slate-600">Data size</dt>
				<dd>{formatBytes(person.dataBytes)}</dd>
			</dl>
			{self ? (
				<p className="mt-3 text-sm text-slate-600">Your own account: change it on your profile.</p>
			) : (
				<div className="mt-3 flex flex-wrap gap-2">
					{person.disabled ? <Action person={person} intent="enable">Enable</Action> : <Action person={person} intent="disable" variant="danger">Disable</Action>}
					{person.adminByEnv ? null : person.admin ? (
						<Action person={person} intent="unmake-admin">Unmake admin</Action>
					) : (
						<Action person={person} intent="make-admin">Make admin</Action>
					)}
					<Action person={person} intent="reset-link">
						Send a password-reset link
					</Action>
					{billing ? (
						person.granted ? (
							<Action person={person} intent="ungrant-paid">Take back the free Early Patron tier</Action>
						) : (
							<Action person={person} intent="grant-paid">Grant Early Patron for free</Action>
						)
					) : null}
				</div>
			)}
			{self ? null : (
				<details className="mt-3" open={!!errors}>
					<summary className="cursor-pointer text-sm font-medium text-red-800">Delete this account…</summary>
					<Form method="post" action="/admin" className="mt-2" noValidate>
						<input type="hidden" name="userId" value={person.id} />
						<p className="mb-2 text-sm">Deletes the account and all of its data for good, as Delete Account on the profile does: a folder it shares goes to its first manager or editor, and one shared only with viewers is deleted.</p>
						<TextField
							id={deleteId}
							name="confirmName"
							label="Their full name"
							hint={`To confirm, type their full name exactly: ${person.name}`}
							autoComplete="off"
							errors={errors}
							required
						/>
						<Button type="submit" name="intent" value="delete" size="sm" variant="danger">
							Delete account<span className="sr-only"> ({person.email})</span>
						</Button>
					</Form>
				</details>
			)}
		</li>
	)
}

export function PeopleSection(props: Props) {
	const summary = props.deleteError?.errors?.map((message) => ({ id: `delete-${props.deleteError!.userId}`, message })) ?? []
	return (
		<section aria-labelledby="people" className="space-y-3">
			<h2 id="people" className="text-xl font-bold">
				People <span className="text-base font-normal text-slate-600">({props.people.length})</span>
			</h2>
			<ErrorSummary errors={summary} />
			<ul className="space-y-3">
				{props.people.map((person) => (
					<PersonCard key={person.id} person={person} {...props} />
				))}
			</ul>
		</section>
	)
}
