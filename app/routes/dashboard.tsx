import { Link } from 'react-router'
import type { Route } from './+types/dashboard'
import { requireUser } from '~/identity/users.server'
import { taskCounts } from '~/tasks/counts.server'
import { noHydration } from '~/ui/hydration'

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	return { name: user.goesBy || user.firstName, counts: taskCounts(user.id, user.timezone) }
}

export const meta: Route.MetaFunction = () => [
	{ title: 'Dashboard | Twentyfour' },
	{ name: 'description', content: 'Your tasks at a glance.' },
]

export default function Dashboard({ loaderData }: Route.ComponentProps) {
	const { counts } = loaderData
	const cards = [
		{ label: 'Incomplete', value: counts.incomplete, to: '/tasks' },
		{ label: 'Overdue', value: counts.overdue, to: '/tasks/overdue' },
		{ label: "Today's Focus", value: counts.todaysFocus, to: '/tasks/todays-focus' },
		{ label: 'This week', value: counts.thisWeek, to: '/tasks/this-week' },
	]
	return (
		<>
			<h1 className="text-2xl font-bold">Dashboard</h1>
			<p className="mt-1 text-slate-700">Hello {loaderData.name}. Here is where your tasks stand.</p>
			<ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
				{cards.map((c) => (
					<li key={c.label}>
						<Link
							to={c.to}
							className="block rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600"
							data-testid={`count-${c.label.toLowerCase().replace("'s", 's').replace(' ', '-')}`}
						>
							<span className="block text-3xl font-bold text-brand-800">{c.value}</span>
							<span className="block text-sm font-medium text-slate-700">{c.label}</span>
						</Link>
					</li>
				))}
			</ul>
		</>
	)
}

/** no interactivity here that needs React in the browser */
export const handle = noHydration
