// An invitation link (issue 53): kept in a cookie for the sign-up that follows, or refused with the reason.
import { redirect } from 'react-router'
import type { Route } from './+types/invite'
import { invitationRefusal } from '~/admin/rules'
import { invitationByToken, invitationCookie, refusedSignUp } from '~/admin/sign-up.server'

export async function loader({ params }: Route.LoaderArgs) {
	const refusal = invitationRefusal(invitationByToken(params.token), null, Date.now())
	if (refusal) throw refusedSignUp(refusal)
	return redirect('/login?action=signup&returnTo=%2Fdashboard', {
		headers: { 'Set-Cookie': await invitationCookie().serialize(params.token), 'X-Remix-Reload-Document': 'true' },
	})
}
