import { buttonClass } from '~/ui/button'
import { Form } from 'react-router'
import type { Route } from './+types/logout'
import { logout } from '~/identity/logout.server'
import { noHydration } from '~/lib/route-handle'

export async function action({ request }: Route.ActionArgs) {
	return logout(request)
}

export const meta: Route.MetaFunction = () => [
	{ title: 'Log out | Twentyfour' },
	{ name: 'description', content: 'Log out of Twentyfour.' },
]

/** A GET changes nothing: it asks for the one click that logs out. */
export default function Logout() {
	return (
		<section className="mx-auto max-w-md rounded-lg border border-slate-200 bg-white p-6">
			<h1 className="text-2xl font-bold">Log out</h1>
			<p className="mt-2">Log out of Twentyfour on this browser?</p>
			<Form method="post" className="mt-4">
				<button type="submit" className={buttonClass()}>
					Log Out
				</button>
			</Form>
		</section>
	)
}

/** no interactivity here that needs React in the browser */
export const handle = noHydration
