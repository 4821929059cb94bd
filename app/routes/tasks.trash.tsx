// The trash (issue 25, decision 243): deleted tasks, kept 30 days, with Restore, Delete for ever and Empty trash. The
// two final actions ask first, as a second step on the same page (?confirm=), so they work the same without JavaScript.
import { redirect } from 'react-router'
import type { Route } from './+types/tasks.trash'
import { requireUser } from '~/identity/users.server'
import { longDate } from '~/lib/dates'
import { readForm } from '~/lib/form-data.server'
import { count } from '~/lib/plural'
import { redirectWithToast } from '~/lib/toast.server'
import { recordRestored } from '~/sharing/history.server'
import { deleteForEver, emptyTrash, listTrash, restoreFromTrash } from '~/tasks/trash.server'
import { RouteErrorBoundary } from '~/ui/route-error-boundary'
import { TrashPage } from '~/ui/tasks/trash-list'
import { pageUrl } from '~/lib/page-url.server'

const HERE = '/tasks/trash'

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const entries = listTrash(user.id).map((e) => ({
		...e,
		deleted: longDate(e.deletedAt, user.timezone),
		purge: longDate(e.purgeAt, user.timezone),
	}))
	const confirm = pageUrl(request).searchParams.get('confirm')
	// only a confirmation of something that is there
	const confirming = confirm === 'all' && entries.length ? 'all' : (entries.find((e) => e.id === confirm)?.id ?? null)
	return { entries, confirming }
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	const form = await readForm(request)
	const intent = String(form.get('intent') ?? '')
	const id = String(form.get('id') ?? '').slice(0, 64)
	const confirmed = form.get('confirm') === 'Y'
	switch (intent) {
		case 'restore': {
			const restored = restoreFromTrash(user.id, id)
			// a shared task's change list says it came back, and who brought it (issue 55; decision 395)
			recordRestored(user.id, user.id, restored)
			return redirectWithToast(HERE, {
				type: 'success',
				description: restored.length > 1 ? `Task and ${count(restored.length - 1, 'sub-task')} restored.` : 'Task restored.',
			})
		}
		case 'delete-forever': {
			if (!confirmed) return redirect(`${HERE}?confirm=${encodeURIComponent(id)}`)
			const gone = deleteForEver(user.id, id)
			return redirectWithToast(HERE, { type: 'success', description: `${count(gone, 'task')} deleted for ever.` })
		}
		case 'empty': {
			if (!confirmed) return redirect(`${HERE}?confirm=all`)
			const gone = emptyTrash(user.id)
			return redirectWithToast(HERE, { type: 'success', description: `Trash emptied: ${count(gone, 'task')} deleted for ever.` })
		}
		default:
			return redirectWithToast(HERE, { type: 'warning', description: 'Nothing was changed.' })
	}
}

export const meta: Route.MetaFunction = () => [
	{ title: 'Trash | Twentyfour' },
	{ name: 'description', content: 'Deleted tasks, kept for 30 days: restore them or delete them for ever.' },
]

export default function Trash({ loaderData }: Route.ComponentProps) {
	return <TrashPage {...loaderData} />
}

export function ErrorBoundary() {
	return <RouteErrorBoundary />
}
