// The keyboard shortcuts (issue 25, docs/decisions/242) as a page: what `?` shows in a dialog, for a person without
// JavaScript (no shortcut can work then) or with the shortcuts off, with the way to the setting. No React here.
import type { Route } from './+types/help.shortcuts'
import { requireUser } from '~/identity/users.server'
import { noHydration } from '~/lib/route-handle'
import { RouteErrorBoundary } from '~/ui/route-error-boundary'
import { ShortcutList, ShortcutNote } from '~/ui/shortcuts/shortcut-list'

export const handle = noHydration

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	return { on: user.keyboardShortcuts }
}

export const meta: Route.MetaFunction = () => [
	{ title: 'Keyboard Shortcuts | Twentyfour' },
	{ name: 'description', content: 'The keys that move between your tasks, complete, star and edit them, and go to your lists.' },
]

export default function ShortcutsHelpPage({ loaderData }: Route.ComponentProps) {
	return (
		<section className="mx-auto max-w-2xl" aria-labelledby="shortcuts-title">
			<h1 id="shortcuts-title" className="mb-2 text-2xl font-bold">
				Keyboard Shortcuts
			</h1>
			<p className="mb-4 text-slate-700">
				{loaderData.on
					? 'With JavaScript on, these keys work on every page of your tasks. Press ? on any page to see this list.'
					: 'These keys work once you turn keyboard shortcuts on (and JavaScript is on).'}
			</p>
			<div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
				<ShortcutList />
				<div className="mt-4">
					<ShortcutNote on={loaderData.on} />
				</div>
			</div>
		</section>
	)
}

export function ErrorBoundary() {
	return <RouteErrorBoundary />
}
