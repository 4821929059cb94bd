// "Sign in with a passkey" on the embedded provider's sign-in page (issue 27, decision 212): the page's script posts
// JSON here (under the interaction's path, where its cookie is sent): first for the options, then with the answer.
import { data, redirect } from 'react-router'
import type { Route } from './+types/auth.interaction.passkey'
import { finishLogin, interactionDetails } from '~/identity/embedded-idp.server'
import { authenticatePasskey, authenticationOptions } from '~/identity/passkeys.server'
import { PASSKEY_TEXTS } from '~/identity/security-texts'
import { env } from '~/lib/env.server'

/** the sign-in page's script's address alone: a person who opens it is taken to the sign-in page */
export const loader = ({ params }: Route.LoaderArgs) => redirect(`/auth/interaction/${encodeURIComponent(params.uid)}`)

export async function action({ request, context }: Route.ActionArgs) {
	if (!env().embeddedIdp) throw data('Not found', { status: 404 })
	let uid: string
	try {
		uid = (await interactionDetails(context.req, context.res)).uid
	} catch {
		return Response.json({ error: 'This sign-in has expired. Reload the page and try again.' }, { status: 400 })
	}
	const text = await request.text()
	if (text.length > 20_000) throw data('Too large.', { status: 413 })
	let body: { step?: string; response?: unknown }
	try {
		body = JSON.parse(text)
	} catch {
		throw data('Send JSON.', { status: 400 })
	}
	if (body.step === 'options') return Response.json(await authenticationOptions(uid))
	const accountId = await authenticatePasskey(uid, body.response as never)
	if (!accountId) return Response.json({ error: PASSKEY_TEXTS.refused }, { status: 400 })
	return Response.json({ redirectTo: await finishLogin(context.req, context.res, accountId) })
}
