// GET /profile/export/data.json: all of the signed-in user's data as a JSON download.
import type { Route } from './+types/profile.export.data-json'
import { requireUser } from '~/identity/users.server'
import { exportFileName } from '~/profile/export'
import { userDataExport } from '~/profile/export.server'

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	return new Response(JSON.stringify(userDataExport(user.id), null, 2), {
		headers: {
			'Content-Type': 'application/json; charset=utf-8',
			'Content-Disposition': `attachment; filename="${exportFileName('data', user.timezone)}"`,
			'Cache-Control': 'private, no-store',
		},
	})
}
