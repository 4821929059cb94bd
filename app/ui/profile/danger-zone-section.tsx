// Danger Zone: Delete Data (the account stays) and Delete Account. Each asks for the full name.
import { Form } from 'react-router'
import { ErrorSummary, SubmitButton, TextField } from '~/ui/forms'
import { HAND_OVER_RULE, HAND_OVER_RULE_DATA } from '~/sharing/hand-over-texts'
import { ExportLinks } from './info-sections'

export type DangerForm = 'deleteData' | 'deleteAccount'

const dangerButton =
	'inline-flex min-h-10 items-center justify-center rounded-md bg-solid-danger px-4 py-2 font-semibold text-on-solid hover:bg-solid-danger-strong'

function ConfirmForm({
	form,
	title,
	intent,
	button,
	fullName,
	error,
	children,
}: {
	form: DangerForm
	title: string
	intent: string
	button: string
	fullName: string
	error: string | undefined
	children: React.ReactNode
}) {
	return (
		<div role="group" aria-labelledby={`${form}-title`} className="mb-6 rounded-md border-2 border-red-300 p-4">
			<h3 id={`${form}-title`} className="text-lg font-semibold text-red-800">
				{title}
			</h3>
			{children}
			<Form method="post" action="/profile/deleteOptions" className="mt-3" noValidate>
				<TextField
					id={`${form}-name`}
					name="confirmName"
					label="Your full name"
					hint={`To confirm, type your full name as it is on your profile: ${fullName}`}
					autoComplete="off"
					errors={error ? [error] : undefined}
					required
				/>
				<SubmitButton name="intent" value={intent} pendingText="Deleting…" className={dangerButton}>
					{button}
				</SubmitButton>
			</Form>
		</div>
	)
}

/** the rule for shared folders, and what it does with each of the person's (decisions 381, 396) */
function SharedFolders({ rule, lines, label }: { rule: string; lines: string[]; label: string }) {
	return (
		<>
			<p className="mt-2">{rule}</p>
			{lines.length ? (
				<ul aria-label={label} className="mt-1 list-disc pl-6">
					{lines.map((line) => (
						<li key={line}>{line}</li>
					))}
				</ul>
			) : null}
		</>
	)
}

export function DangerZoneSection({
	fullName,
	billing,
	handOvers,
	errors,
}: {
	fullName: string
	billing: boolean
	/** what each Delete does with each folder the person shares with others (issue 55; app/sharing/hand-over-texts.ts) */
	handOvers: { account: string[]; data: string[] }
	errors: Partial<Record<DangerForm, string>>
}) {
	const summary = (['deleteData', 'deleteAccount'] as const)
		.filter((f) => errors[f])
		.map((f) => ({ id: `${f}-name`, message: errors[f]! }))
	return (
		<>
			<ErrorSummary errors={summary} />
			<p className="mb-4 text-slate-700">
				Deleting here is final: it cannot be undone, and nothing goes to the trash. Download your data first if you want to keep a copy: <ExportLinks />
			</p>
			<ConfirmForm
				form="deleteData"
				title="Delete Data"
				intent="delete-data"
				button="Delete Data"
				fullName={fullName}
				error={errors.deleteData}
			>
				<p>
					Deletes all of your contexts, folders and tasks, empties your trash, and resets your preferences: the tasks are
					not kept in the trash and cannot be restored. Your account and your templates stay.
				</p>
				{handOvers.data.length ? <SharedFolders rule={HAND_OVER_RULE_DATA} lines={handOvers.data} label="Your shared folders, when you delete your data" /> : null}
			</ConfirmForm>
			<ConfirmForm
				form="deleteAccount"
				title="Delete Account"
				intent="delete-account"
				button="Delete Account"
				fullName={fullName}
				error={errors.deleteAccount}
			>
				<p>
					Deletes your account and everything in it, including your trash and your templates
					{billing ? ', cancels your subscription' : ''} and your sign-in at the identity provider, then logs you out.
					Nothing is kept to restore. You can sign up again with the same email address later.
				</p>
				<SharedFolders rule={HAND_OVER_RULE} lines={handOvers.account} label="Your shared folders" />
			</ConfirmForm>
		</>
	)
}
