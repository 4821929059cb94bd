// Passkeys in the "Sign-in and security" section: listed (name, added, last used), renamed and removed with plain
// forms; added with JavaScript only, as WebAuthn is a JavaScript API (decision 212).
import { useEffect, useState } from 'react'
import { Form, useNavigate } from 'react-router'
import type { SecuritySectionData } from '~/identity/security-section.server'
import { Button } from '~/ui/button'
import { ErrorSummary, replyErrors, SubmitButton, TextField, type FormReply } from '~/ui/forms'

const ACTION = '/profile/signInSecurity'
type Passkey = NonNullable<SecuritySectionData['passkeys']>[number]

export function PasskeysPart({ passkeys, reply }: { passkeys: Passkey[]; reply: FormReply }) {
	const renaming = (reply?.initialValue as { passkeyId?: string } | undefined)?.passkeyId
	const idOf = () => `passkey-name-${renaming}`
	const { errorOf, summary } = replyErrors(reply, ['name'], idOf)
	return (
		<div className="mb-8">
			<h3 id="passkeys-heading" className="mb-2 text-lg font-semibold">
				Passkeys
			</h3>
			<p className="mb-4 text-slate-700">
				A passkey signs you in with your fingerprint, face or device PIN instead of your password. Removing one signs you out everywhere else.
			</p>
			<ErrorSummary errors={summary} />
			{passkeys.length === 0 ? (
				<p className="mb-4 text-slate-700">You have no passkeys.</p>
			) : (
				<ul aria-label="Your passkeys" className="mb-4 divide-y divide-slate-200 rounded-md border border-slate-200">
					{passkeys.map((p) => (
						<li key={p.id} className="flex flex-wrap items-end justify-between gap-3 p-3">
							<Form method="post" action={ACTION} preventScrollReset noValidate className="min-w-0 flex-1 basis-64">
								<input type="hidden" name="passkeyId" value={p.id} />
								<p className="mb-2 font-medium">{p.name}</p>
								<p className="mb-2 text-sm text-slate-700">
									Added {p.added}. Last used {p.lastUsed}.
								</p>
								<TextField
									id={`passkey-name-${p.id}`}
									name="name"
									label={`New name for ${p.name}`}
									required
									maxLength={60}
									autoComplete="off"
									defaultValue={p.name}
									errors={renaming === p.id ? errorOf('name') : undefined}
								/>
								<Button type="submit" variant="secondary" size="sm" name="intent" value="passkey-rename">
									Rename
								</Button>
							</Form>
							<Form method="post" action={ACTION} preventScrollReset>
								<input type="hidden" name="passkeyId" value={p.id} />
								<Button type="submit" variant="outline-danger" size="sm" name="intent" value="passkey-remove" aria-label={`Remove passkey ${p.name}`}>
									Remove
								</Button>
							</Form>
						</li>
					))}
				</ul>
			)}
			<AddPasskey />
		</div>
	)
}

/** needs JavaScript: without it (or without WebAuthn in the browser) it says so plainly */
function AddPasskey() {
	const [support, setSupport] = useState<'unknown' | 'yes' | 'no'>('unknown')
	const [error, setError] = useState<string | null>(null)
	const [busy, setBusy] = useState(false)
	const navigate = useNavigate()
	useEffect(() => setSupport(typeof window.PublicKeyCredential === 'function' ? 'yes' : 'no'), [])
	if (support !== 'yes') {
		return (
			<p className="text-slate-700">
				{support === 'no'
					? 'This browser cannot make passkeys. Your passkeys can still be renamed and removed here.'
					: 'Adding a passkey needs JavaScript, which is off in this browser. Your passkeys can still be renamed and removed here.'}
			</p>
		)
	}
	async function add(event: React.FormEvent<HTMLFormElement>) {
		event.preventDefault()
		// the name is checked by the server's schema (the options are refused without a good one): zod stays out of the page
		const name = String(new FormData(event.currentTarget).get('name') ?? '')
		setError(null)
		setBusy(true)
		try {
			const post = (body: unknown) =>
				fetch('/profile/passkeys', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
			const options = await post({ step: 'options', name })
			if (!options.ok) throw new Error(((await options.json().catch(() => ({}))) as { error?: string }).error)
			const { startRegistration } = await import('@simplewebauthn/browser')
			const response = await startRegistration({ optionsJSON: await options.json() })
			const answer = await post({ step: 'verify', name, response })
			const result = (await answer.json().catch(() => ({}))) as { ok?: boolean; error?: string }
			if (!result.ok) throw new Error(result.error)
			navigate(ACTION, { replace: true, preventScrollReset: true })
		} catch (thrown) {
			const message = thrown instanceof Error && thrown.message ? thrown.message : ''
			const declined = !message || /cancel|abort|NotAllowed|timed out/i.test(message)
			setError(declined ? 'The passkey was not added (cancelled, or the device said no). Try again.' : message)
		} finally {
			setBusy(false)
		}
	}
	return (
		<>
			<ErrorSummary errors={error ? [{ id: 'new-passkey-name', message: error }] : []} />
			<form onSubmit={add} noValidate>
				<TextField
					id="new-passkey-name"
					name="name"
					label="Name of the new passkey"
					hint="Where it lives, like “Phone” or “Laptop”."
					required
					maxLength={60}
					autoComplete="off"
					errors={error ? [error] : undefined}
				/>
				<SubmitButton aria-disabled={busy || undefined}>{busy ? 'Adding…' : 'Add a passkey'}</SubmitButton>
			</form>
		</>
	)
}
