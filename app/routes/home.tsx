import { Link } from 'react-router'
import type { Route } from './+types/home'
import { noHydration } from '~/ui/hydration'

export const meta: Route.MetaFunction = () => [
	{ title: 'Twentyfour: doing more with 24 hours a day' },
	{ name: 'description', content: 'Twentyfour is a fast, self-hostable personal task manager: doing more with 24 hours a day.' },
]

export default function Home() {
	return (
		<section className="py-10 text-center">
			<h1 className="text-4xl font-bold text-brand-800">Twentyfour</h1>
			<p className="mt-3 text-xl text-slate-700">doing more with 24 hours a day</p>
			<p className="mt-8">
				<Link
					to="/signup?action=signup&tier=free"
					className="rounded-md bg-brand-700 px-5 py-3 text-lg font-semibold text-white hover:bg-brand-800"
				>
					Get Started
				</Link>
			</p>
		</section>
	)
}

/** no interactivity here that needs React in the browser */
export const handle = noHydration
