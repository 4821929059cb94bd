// The profile's "Sign-in and security" section (issue 27, decision 212): password, two-factor codes and the list of
// active sessions. Every form works without JavaScript.
import { Form } from 'react-router'
import type { SecuritySectionData } from '~/identity/security-section.server'
import { PASSWORD_FIELDS } from '~/identity/security-texts'
import { Button } from '~/ui/button'
import { ErrorSummary, replyErrors, SubmitButton, TextField, type FormReply } from '~/ui/forms'
import { PasskeysPart } from './passkeys-part'
import { TwoFactorPart } from './two-factor-part'

const ACTION = '/profile/signInSecurity'

type Props = { data: SecuritySectionData; reply: FormReply; intent: string | null; recoveryCodes: string[] | null }

export function SignInSecuritySection({ data, reply, intent, recoveryCodes }: Props) {
	return (
		<>
			{data.embedded ? (
				<>
					<PasswordPart reply={intent === 'password' ? reply : null} />
					<PasskeysPart passkeys={data.passkeys} reply={intent?.startsWith('passkey-') ? reply : null} />
					<TwoFactorPart totp={data.totp} reply={intent?.startsWith('totp-') ? reply : null} intent={intent} recoveryCodes={recoveryCodes} />
				</>
			) : (
				<p className="mb-6 text-slate-700">
					You sign in to Twentyfour through your organization’s sign-in provider: your password, passkeys and two-factor codes are
					managed there. Here you can see and end your Twentyfour sessions.
				</p>
			)}
			<SessionsPart sessions={data.sessions} />
		</>
	)
}

function PasswordPart({ reply }: { reply: FormReply }) {
	const { errorOf, summary } = replyErrors(reply, PASSWORD_FIELDS)
	return (
		<div className="mb-8">
			<h3 id="password-heading" className="mb-2 text-lg font-semibold">
				Password
			</h3>
			<p className="mb-4 text-slate-700">Changing your password signs you out everywhere else.</p>
			<ErrorSummary errors={summary} />
			<Form method="post" action={ACTION} preventScrollReset noValidate>
				<TextField
					id="currentPassword"
					name="currentPassword"
					type="password"
					label="Current password"
					autoComplete="current-password"
					required
					errors={errorOf('currentPassword')}
				/>
				<TextField
					id="newPassword"
					name="newPassword"
					type="password"
					label="New password"
					hint="At least 8 characters. A password manager can make one for you."
					autoComplete="new-password"
					required
					errors={errorOf('newPassword')}
				/>
				<SubmitButton name="intent" value="password" pendingText="Changing…">
					Change password
				</SubmitButton>
			</Form>
		</div>
	)
}

function SessionsPart({ sessions }: { sessions: SecuritySectionData['sessions'] }) {
	const others = sessions.filter((s) => !s.current).length
	return (
		<div>
			<h3 id="sessions-heading" className="mb-2 text-lg font-semibold">
				Where you are signed in
			</h3>
			<ul className="mb-4 divide-y divide-slate-200 rounded-md border border-slate-200">
				{sessions.map((s) => (
					<li key={s.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
						<div className="min-w-0 flex-1 basis-64">
							<p className="font-medium">
								{s.device}
								{s.current ? <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-sm text-green-900">This browser</span> : null}
							</p>
							<p className="text-sm text-slate-700">Last seen {s.lastSeen}</p>
						</div>
						{s.current ? null : (
							<Form method="post" action={ACTION} preventScrollReset>
								<input type="hidden" name="sessionId" value={s.id} />
								<Button
									type="submit"
									variant="outline-danger"
									size="sm"
									name="intent"
									value="end-session"
									aria-label={`Sign out ${s.device}, last seen ${s.lastSeen}`}
								>
									Sign out
								</Button>
							</Form>
						)}
					</li>
				))}
			</ul>
			{others > 0 ? (
				<Form method="post" action={ACTION} preventScrollReset>
					<Button type="submit" variant="outline-danger" name="intent" value="end-others">
						Sign out everywhere else
					</Button>
				</Form>
			) : (
				<p className="text-slate-700">You are signed in in this browser only.</p>
			)}
		</div>
	)
}
