// The API Access section (issue 16): personal access tokens for scripts and other apps. A new token is shown once.
import { Form } from 'react-router'
import { Link } from '~/ui/link'
import type { ApiAccessSectionData } from '~/api/api-access.server'
import { TOKEN_ACCESS, TOKEN_EXPIRY, TOKEN_FIELDS } from '~/api/token-form'
import { LIMITS } from '~/lib/limits'
import { Button } from '~/ui/button'
import { ErrorSummary, RadioGroup, replyErrors, SelectField, SubmissionToken, SubmitButton, TextField, type FormReply } from '~/ui/forms'

type Created = { name: string; token: string } | null

export function ApiAccessSection({ data, reply, created }: { data: ApiAccessSectionData; reply: FormReply; created: Created }) {
	const { errorOf, summary } = replyErrors(reply, TOKEN_FIELDS)
	const values = (reply?.initialValue ?? {}) as Record<string, string | undefined>
	return (
		<>
			<p className="mb-4 text-slate-700">
				A personal access token lets a script or another app use your Twentyfour data through the{' '}
				<Link to="/api/docs" reloadDocument className="font-medium text-brand-700 underline">
					JSON API
				</Link>
				, and serves as an app password for CalDAV: a task app signs in with your email and the token (see Calendar and Sync).
				Keep it secret, like a password. A read-only token can read but never change anything.
			</p>
			{created ? (
				<div className="mb-6 rounded-md border-l-4 border-green-700 bg-green-50 p-3">
					<h3 className="font-semibold">Your new token “{created.name}”</h3>
					<p className="mb-2 text-slate-800">Copy it now: it is not shown again.</p>
					<label htmlFor="new-token" className="sr-only">
						New token
					</label>
					<input id="new-token" readOnly value={created.token} className="w-full rounded-md border border-slate-400 bg-white p-2 font-mono text-sm" />
				</div>
			) : null}
			<ErrorSummary errors={summary} />
			<Form method="post" action="/profile/apiAccess" preventScrollReset noValidate className="mb-8">
				<SubmissionToken />
				<TextField
					id="name"
					name="name"
					label="Token name"
					hint="What will use it, e.g. “Phone app” or “Backup script”."
					required
					maxLength={LIMITS.listName}
					autoComplete="off"
					defaultValue={created ? '' : (values.name ?? '')}
					errors={errorOf('name')}
				/>
				<RadioGroup
					id="access"
					name="access"
					label="Access"
					required
					defaultValue={created ? 'read' : (values.access ?? 'read')}
					errors={errorOf('access')}
					options={[...TOKEN_ACCESS]}
				/>
				<SelectField
					id="expiry"
					name="expiry"
					label="Expires after"
					required
					defaultValue={created ? '90' : (values.expiry ?? '90')}
					errors={errorOf('expiry')}
					options={[...TOKEN_EXPIRY]}
				/>
				<SubmitButton name="intent" value="create" pendingText="Creating…">
					Create token
				</SubmitButton>
			</Form>
			<h3 className="mb-2 text-lg font-semibold">Your tokens</h3>
			{data.tokens.length === 0 ? (
				<p className="text-slate-700">You have no tokens.</p>
			) : (
				<ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
					{data.tokens.map((t) => (
						<li key={t.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
							<div className="min-w-0 flex-1 basis-64">
								<p className="font-medium">
									{t.name} <span className="font-mono text-sm text-slate-600">…{t.lastFour}</span>
								</p>
								<p className="text-sm text-slate-700">
									{t.access}. Created {t.created}. {t.expired ? `Expired ${t.expires}` : `Expires: ${t.expires}`}. Last used: {t.lastUsed}.
								</p>
							</div>
							<Form method="post" action="/profile/apiAccess" preventScrollReset>
								<input type="hidden" name="tokenId" value={t.id} />
								<Button type="submit" variant="outline-danger" size="sm" name="intent" value="revoke" aria-label={`Revoke ${t.name}`}>
									Revoke
								</Button>
							</Form>
						</li>
					))}
				</ul>
			)}
		</>
	)
}
