import { redirect } from 'react-router'
import type { Route } from './+types/cookies'
import { safeReturnTo } from '~/identity/auth.server'
import { cookieAckHeader } from '~/ui/cookie-banner.server'
import { readForm } from '~/lib/form-data.server'

export async function action({ request }: Route.ActionArgs) {
	const form = await readForm(request)
	const cookie = cookieAckHeader()
	return redirect(safeReturnTo(String(form.get('returnTo') ?? ''), '/home'), { headers: { 'Set-Cookie': cookie } })
}

export async function loader() {
	return redirect('/home')
}
