// The profile's "Sign-in and security" section (issue 27, decision 212): what it shows and what its forms do.
// Password, two-factor codes and passkeys belong to the embedded provider's accounts; with an external provider
// (OIDC_ISSUER) the section offers the sessions only.
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { User } from './users.server'
import { notFound } from '~/lib/not-found'
import { getSession, startNewSession, type SessionData } from '~/lib/session.server'
import { redirectWithToast, toastForPage } from '~/lib/toast.server'
import type { AppLoadContext } from 'react-router'
import { embeddedAccountOf, setPassword, verifyPassword } from './accounts.server'
import { deviceName } from './device-name'
import { providerSessionId } from './logout.server'
import { qrCodePath } from './qr-code.server'
import { listPasskeys, removePasskey, renamePasskey } from './passkeys.server'
import { PasskeyRenameSchema, PasswordChangeSchema, TotpConfirmSchema, TotpOffSchema } from './security-forms'
import { codesPaused, PASSKEY_TEXTS, SECURITY_TEXTS, WRONG_CODE } from './security-texts'
import { endSession, listSessions, signOutEverywhereElse } from './sessions.server'
import { groupedSecret, totpUri, waitText } from './two-factor'
import { cancelTotpSetup, codeWait, confirmTotp, startTotpSetup, turnOffTotp, unusedRecoveryCodes } from './two-factor.server'

const PATH = '/profile/signInSecurity'
const section = 'signInSecurity' as const

function when(ms: number | null, timeZone: string) {
	if (ms === null) return 'unknown'
	return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(ms)
}

export async function securitySectionData(request: Request, user: User) {
	const current = (await getSession(request)).id
	const account = embeddedAccountOf(user.identitySubject)
	const sessions = listSessions(user.id)
		.map((s) => ({ id: s.id, device: deviceName(s.userAgent), lastSeen: when(s.lastSeenAt, user.timezone), current: s.id === current }))
		.sort((a, b) => Number(b.current) - Number(a.current))
	if (!account) return { section, embedded: false as const, sessions, totp: null, passkeys: null }
	const pending = account.totpPendingSecret
	const totp = {
		on: !!account.totpSecret,
		recoveryLeft: account.totpSecret ? unusedRecoveryCodes(account.id) : 0,
		setup: !account.totpSecret && pending ? { qr: await qrCodePath(totpUri(pending, account.email)), secret: groupedSecret(pending) } : null,
	}
	const passkeys = listPasskeys(account.id).map((p) => ({
		id: p.id,
		name: p.name,
		added: when(p.createdAt, user.timezone),
		lastUsed: p.lastUsedAt === null ? 'never' : when(p.lastUsedAt, user.timezone),
	}))
	return { section, embedded: true as const, sessions, totp, passkeys }
}
export type SecuritySectionData = Awaited<ReturnType<typeof securitySectionData>>

/** The other sessions of this person end: the app's and the embedded provider's (keeping this browser's). */
async function endOthers(request: Request, user: User, accountId: string | null) {
	const session = await getSession(request)
	return signOutEverywhereElse(user.id, session.id, accountId ? { accountId, keepProviderSession: providerSessionId(request) } : null)
}

export async function securitySectionAction(request: Request, user: User, form: FormData, intent: string, context: AppLoadContext) {
	const account = embeddedAccountOf(user.identitySubject)
	switch (intent) {
		case 'end-session': {
			const id = String(form.get('sessionId') ?? '')
			if (id === (await getSession(request)).id) throw data('Use Log out to end this session.', { status: 400 })
			if (!endSession(user.id, id)) throw notFound({ title: 'Session not found', message: 'No such session of yours is open.' })
			return redirectWithToast(PATH, { type: 'success', description: SECURITY_TEXTS.sessionEnded })
		}
		case 'end-others': {
			const ended = await endOthers(request, user, account?.id ?? null)
			return redirectWithToast(PATH, { type: 'success', description: SECURITY_TEXTS.othersEnded(ended) })
		}
	}
	if (!account) throw data('Your sign-in provider manages your password and second factors.', { status: 400 })
	switch (intent) {
		case 'password': {
			const submission = parseWithZod(form, { schema: PasswordChangeSchema })
			const hide = { hideFields: ['currentPassword', 'newPassword'] }
			if (submission.status !== 'success') return data({ section, intent, reply: submission.reply(hide) }, { status: 400 })
			const { currentPassword, newPassword } = submission.value
			const refuse = (field: string, message: string) =>
				data({ section, intent, reply: submission.reply({ ...hide, fieldErrors: { [field]: [message] } }) }, { status: 400 })
			if (!(await verifyPassword(currentPassword, account.passwordHash))) return refuse('currentPassword', SECURITY_TEXTS.wrongPassword)
			if (currentPassword === newPassword) return refuse('newPassword', SECURITY_TEXTS.samePassword)
			await setPassword(account.id, newPassword)
			await endOthers(request, user, account.id)
			// this browser keeps its sign-in under a new session id: a copy of the old cookie opens nothing either
			const headers = await startNewSession(request, (await getSession(request)).data as SessionData)
			return redirectWithToast(PATH, { type: 'success', description: SECURITY_TEXTS.passwordChanged }, { headers })
		}
		case 'passkey-rename': {
			const submission = parseWithZod(form, { schema: PasskeyRenameSchema })
			if (submission.status !== 'success') return data({ section, intent, reply: submission.reply() }, { status: 400 })
			if (!renamePasskey(account.id, submission.value.passkeyId, submission.value.name)) throw notFound(PASSKEY_TEXTS.notFound)
			return redirectWithToast(PATH, { type: 'success', description: PASSKEY_TEXTS.renamed })
		}
		case 'passkey-remove': {
			if (!removePasskey(account.id, String(form.get('passkeyId') ?? ''))) throw notFound(PASSKEY_TEXTS.notFound)
			await endOthers(request, user, account.id)
			return redirectWithToast(PATH, { type: 'success', description: PASSKEY_TEXTS.removed })
		}
		case 'totp-start':
			if (!account.totpSecret) startTotpSetup(account.id)
			return redirectWithToast(PATH, { type: 'info', description: 'Scan the QR code with your authenticator app, then enter the code it shows.' })
		case 'totp-cancel':
			cancelTotpSetup(account.id)
			return redirectWithToast(PATH, { type: 'warning', description: SECURITY_TEXTS.totpCancelled })
		case 'totp-confirm': {
			const submission = parseWithZod(form, { schema: TotpConfirmSchema })
			if (submission.status !== 'success') return data({ section, intent, reply: submission.reply() }, { status: 400 })
			const codes = confirmTotp(account, submission.value.code)
			if (!codes) return data({ section, intent, reply: submission.reply({ fieldErrors: { code: [WRONG_CODE] } }) }, { status: 400 })
			// a session opened before codes were on must not outlive them (issue 49), as after a password change
			await endOthers(request, user, account.id)
			// shown once: in this answer only, never stored in clear
			return data(
				{ section, reply: submission.reply({ resetForm: true }), recoveryCodes: codes },
				{ headers: await toastForPage(context, { type: 'success', description: SECURITY_TEXTS.totpOn }) },
			)
		}
		case 'totp-off': {
			const submission = parseWithZod(form, { schema: TotpOffSchema })
			const hide = { hideFields: ['proof'] }
			if (submission.status !== 'success') return data({ section, intent, reply: submission.reply(hide) }, { status: 400 })
			if (!(await turnOffTotp(account, submission.value.proof))) {
				const wait = codeWait(account.id)
				const message = wait > 0 ? `${SECURITY_TEXTS.wrongProof} ${codesPaused(waitText(wait))}` : SECURITY_TEXTS.wrongProof
				return data({ section, intent, reply: submission.reply({ ...hide, fieldErrors: { proof: [message] } }) }, { status: 400 })
			}
			return redirectWithToast(PATH, { type: 'success', description: SECURITY_TEXTS.totpOff })
		}
		default:
			throw data(`Encountered unexpected saveAction = ${intent}`, { status: 400 })
	}
}
