// Adding a passkey from the profile (issue 27, decision 212): WebAuthn is a JavaScript API, so the section's script
// posts JSON here: first for the options, then with the browser's answer and the passkey's name.
import { data, redirect } from 'react-router'
import type { Route } from './+types/profile.passkeys'
import { embeddedAccountOf } from '~/identity/accounts.server'
import { registerPasskey, registrationOptions } from '~/identity/passkeys.server'
import { PasskeyNameSchema } from '~/identity/security-forms'
import { PASSKEY_TEXTS } from '~/identity/security-texts'
import { requireUser } from '~/identity/users.server'
import { getSession } from '~/lib/session.server'
import { toastHeaders } from '~/lib/toast.server'
import { sectionPath } from '~/profile/sections'

/** the section's script's address alone: a person who opens it is taken to the section */
export const loader = () => redirect(sectionPath('signInSecurity'))

export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	const account = embeddedAccountOf(user.identitySubject)
	if (!account) throw data('Your sign-in provider manages your passkeys.', { status: 400 })
	const text = await request.text()
	if (text.length > 20_000) throw data('Too large.', { status: 413 })
	let body: { step?: string; name?: unknown; response?: unknown }
	try {
		body = JSON.parse(text)
	} catch {
		throw data('Send JSON.', { status: 400 })
	}
	const key = (await getSession(request)).id
	// the name is checked first, before the browser asks the person for their fingerprint or PIN
	const named = PasskeyNameSchema.safeParse({ name: body.name })
	if (!named.success) return Response.json({ error: named.error.issues[0]!.message }, { status: 400 })
	if (body.step === 'options') return Response.json(await registrationOptions(account, key))
	const passkey = await registerPasskey(account, key, body.response as never, named.data.name)
	if (!passkey) return Response.json({ error: PASSKEY_TEXTS.failed }, { status: 400 })
	return Response.json({ ok: true }, { headers: await toastHeaders({ type: 'success', description: PASSKEY_TEXTS.added(passkey.name) }) })
}
