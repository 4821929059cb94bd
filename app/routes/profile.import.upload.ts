// The import upload with JavaScript (issue 13): the same checks as the form post on /profile/dataImport, answered as
// JSON so the page can show the upload's own progress: { url } of the preview, or { reply } with the form's errors.
import { redirect } from 'react-router'
import type { Route } from './+types/profile.import.upload'
import { requireUser } from '~/identity/users.server'
import { submitImport } from '~/imports/imports.server'
import { sectionPath } from '~/profile/sections'

/** the page's script's address alone: a person who opens it is taken to the Data Import section */
export const loader = () => redirect(sectionPath('dataImport'))

export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	const answer = await submitImport(request, user)
	if (answer.ok === 'cancel') return Response.json({ url: sectionPath('dataImport') })
	if (answer.ok) return Response.json({ url: `/profile/import/${answer.id}` })
	return Response.json({ reply: answer.reply }, { status: answer.status })
}
