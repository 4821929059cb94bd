// GET /profile/export/tasks.csv: all of the signed-in user's tasks as a CSV download.
import type { Route } from './+types/profile.export.tasks-csv'
import { requireUser } from '~/identity/users.server'
import { exportFileName, tasksCsv } from '~/profile/export'
import { ownerTasks } from '~/profile/export.server'

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	return new Response(tasksCsv(ownerTasks(user.id), user.timezone), {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="${exportFileName('tasks', user.timezone)}"`,
			'Cache-Control': 'private, no-store',
		},
	})
}
