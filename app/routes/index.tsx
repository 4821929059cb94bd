import { redirect } from 'react-router'
import type { Route } from './+types/index'
import { requireUser } from '~/identity/users.server'

export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request)
	return redirect('/dashboard')
}
