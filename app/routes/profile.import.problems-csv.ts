// GET /profile/import/:importId/problems.csv: every row of a kept import that cannot be imported fully, as a CSV
// download (the preview and the result show the first 100; issue 30). Only the person who sent the file gets it.
import { data } from 'react-router'
import type { Route } from './+types/profile.import.problems-csv'
import { requireUser } from '~/identity/users.server'
import { importProblemsCsv } from '~/imports/imports.server'
import { IMPORT_TEXTS } from '~/imports/import-form'

export async function loader({ request, params }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const csv = await importProblemsCsv(user.id, params.importId)
	if (!csv) throw data(IMPORT_TEXTS.notFound, { status: 404 })
	return new Response(new Uint8Array(csv), {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="import-problems-${params.importId.slice(0, 8)}.csv"`,
			'Cache-Control': 'private, no-store',
		},
	})
}
