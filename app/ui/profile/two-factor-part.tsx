// Two-factor codes in the "Sign-in and security" section: set up with a QR code (drawn on the server) and a confirming
// code, ten recovery codes shown once, and turning them off with a code or the password (decision 212).
import { Form } from 'react-router'
import type { SecuritySectionData } from '~/identity/security-section.server'
import { Button } from '~/ui/button'
import { ErrorSummary, replyErrors, SubmitButton, TextField, type FormReply } from '~/ui/forms'

const ACTION = '/profile/signInSecurity'
type Totp = NonNullable<SecuritySectionData['totp']>

type Props = { totp: Totp; reply: FormReply; intent: string | null; recoveryCodes: string[] | null }

export function TwoFactorPart({ totp, reply, intent, recoveryCodes }: Props) {
	return (
		<div className="mb-8">
			<h3 id="totp-heading" className="mb-2 text-lg font-semibold">
				Two-factor codes
			</h3>
			{recoveryCodes ? <RecoveryCodes codes={recoveryCodes} /> : null}
			{totp.on ? <TotpOn recoveryLeft={totp.recoveryLeft} reply={intent === 'totp-off' ? reply : null} /> : null}
			{!totp.on && totp.setup ? <TotpSetup setup={totp.setup} reply={intent === 'totp-confirm' ? reply : null} /> : null}
			{!totp.on && !totp.setup ? (
				<Form method="post" action={ACTION} preventScrollReset>
					<p className="mb-4 text-slate-700">
						With two-factor codes on, signing in asks for your password and then a 6-digit code from an authenticator app on your phone
						(such as Aegis, Google Authenticator, 1Password or Bitwarden).
					</p>
					<SubmitButton name="intent" value="totp-start" pendingText="Starting…">
						Set up two-factor codes
					</SubmitButton>
				</Form>
			) : null}
		</div>
	)
}

function TotpSetup({ setup, reply }: { setup: NonNullable<Totp['setup']>; reply: FormReply }) {
	const { errorOf, summary } = replyErrors(reply, ['code'])
	return (
		<>
			<ol className="mb-4 list-decimal space-y-2 pl-5 text-slate-700">
				<li>In your authenticator app, add an account and scan this QR code.</li>
				<li>Enter the 6-digit code the app shows, to confirm.</li>
			</ol>
			<svg
				role="img"
				aria-labelledby="totp-qr-title"
				viewBox={`0 0 ${setup.qr.size} ${setup.qr.size}`}
				width={200}
				height={200}
				shapeRendering="crispEdges"
				className="mb-4 rounded-md border border-slate-300"
			>
				<title id="totp-qr-title">QR code to scan with your authenticator app</title>
				<rect width={setup.qr.size} height={setup.qr.size} fill="#fff" />
				<path d={setup.qr.d} fill="#000" />
			</svg>
			<p className="mb-4 text-slate-700">
				Cannot scan it? Enter this key in the app instead (time-based):{' '}
				<code id="totp-secret" className="rounded bg-slate-100 px-1 font-mono text-slate-900">
					{setup.secret}
				</code>
			</p>
			<ErrorSummary errors={summary} />
			<Form method="post" action={ACTION} preventScrollReset noValidate>
				<TextField
					id="code"
					name="code"
					label="Code from the app"
					inputMode="numeric"
					autoComplete="one-time-code"
					maxLength={9}
					required
					errors={errorOf('code')}
				/>
				<div className="flex flex-wrap gap-3">
					<SubmitButton name="intent" value="totp-confirm" pendingText="Turning on…">
						Turn on two-factor codes
					</SubmitButton>
					<Button type="submit" variant="secondary" name="intent" value="totp-cancel" formNoValidate>
						Cancel
					</Button>
				</div>
			</Form>
		</>
	)
}

function RecoveryCodes({ codes }: { codes: string[] }) {
	return (
		<div className="mb-6 rounded-md border-l-4 border-green-700 bg-green-50 p-3">
			<h4 className="font-semibold">Your recovery codes</h4>
			<p className="mb-2 text-slate-800">
				Each one lets you in once if you lose your phone. Save them now (print them, or keep them in a password manager): they are not shown again.
			</p>
			<ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 font-mono text-slate-900 sm:grid-cols-5">
				{codes.map((c) => (
					<li key={c}>{c}</li>
				))}
			</ul>
		</div>
	)
}

function TotpOn({ recoveryLeft, reply }: { recoveryLeft: number; reply: FormReply }) {
	const { errorOf, summary } = replyErrors(reply, ['proof'])
	return (
		<>
			<p className="mb-2 font-medium text-green-800">Two-factor codes are on.</p>
			<p className="mb-4 text-slate-700">
				{recoveryLeft === 1 ? '1 recovery code is left.' : `${recoveryLeft} recovery codes are left.`} To turn two-factor codes off, confirm it is you.
			</p>
			<ErrorSummary errors={summary} />
			<Form method="post" action={ACTION} preventScrollReset noValidate>
				<TextField
					id="proof"
					name="proof"
					type="password"
					label="A code from your app, or your password"
					autoComplete="off"
					required
					errors={errorOf('proof')}
				/>
				<Button type="submit" variant="outline-danger" name="intent" value="totp-off">
					Turn off two-factor codes
				</Button>
			</Form>
		</>
	)
}
