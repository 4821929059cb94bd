// The import preview and result (issue 13): what the kept upload will create, every row that could not be read or
// mapped fully, and Confirm / Cancel; after Confirm, the same address shows what was imported.
import { readForm } from '~/lib/form-data.server'
import { data } from 'react-router'
import type { Route } from './+types/profile.import'
import { requireUser } from '~/identity/users.server'
import { confirmImport, discardPendingImport, findPendingImport, ImportFailed } from '~/imports/imports.server'
import { IMPORT_TEXTS } from '~/imports/import-form'
import { importStatusSchema } from '~/imports/plan-summary'
import { parseWithZod } from '@conform-to/zod/v4'
import { getDefaultTaskOptions } from '~/tasks/preferences.server'
import { ImportPreview, ImportResult } from '~/ui/imports/import-preview'
import { redirectWithToast, toastForPage } from '~/lib/toast.server'
import { CANCELLED, sectionPath } from '~/profile/sections'
import { RouteErrorBoundary } from '~/ui/route-error-boundary'

export const handle = { hydrate: false }

const NOT_FOUND = IMPORT_TEXTS.notFound

export async function loader({ request, params }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const pending = await findPendingImport(user.id, params.importId)
	if (!pending) throw data(NOT_FOUND, { status: 404 })
	const { id, filename, timezone, replace, summary, result } = pending
	// tasks without a status get the Quick Add Defaults' status unless the person chooses another (issue 51, point 14)
	return { id, filename, timezone, replace, summary, result: result ?? null, defaultStatus: getDefaultTaskOptions(user.id).status }
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const form = await readForm(request)
	const intent = form.get('intent')
	if (intent === 'cancel') {
		await discardPendingImport(user.id, params.importId)
		return redirectWithToast(sectionPath('dataImport'), { type: 'warning', description: CANCELLED })
	}
	if (intent !== 'confirm') throw data(`Encountered unexpected saveAction = ${String(intent)}`, { status: 400 })
	try {
		const choice = parseWithZod(form, { schema: importStatusSchema })
		if (choice.status !== 'success') throw data('Choose one of the statuses.', { status: 400 })
		const done = await confirmImport(user.id, params.importId, {}, choice.value.noStatus)
		if (!done) throw data(NOT_FOUND, { status: 404 })
		if (!done.result) return redirectWithToast(`/profile/import/${done.id}`, { type: 'info', description: 'This import is already running.' })
		const { tasks, folders, contexts } = done.result
		return redirectWithToast(`/profile/import/${done.id}`, {
			type: 'success',
			description: IMPORT_TEXTS.imported(tasks, folders, contexts, done.filename),
		})
	} catch (error) {
		if (!(error instanceof ImportFailed)) throw error
		return data({ failed: error.message }, { status: 500, headers: await toastForPage(context, { type: 'warning', description: error.message }) })
	}
}

export default function ImportPage({ loaderData, actionData }: Route.ComponentProps) {
	const title = loaderData.result ? 'Import finished' : 'Import preview'
	return (
		<>
			<title>{`${title} | Profile | Twentyfour`}</title>
			<div className="mx-auto max-w-4xl">
				{loaderData.result ? (
					<ImportResult id={loaderData.id} filename={loaderData.filename} result={loaderData.result} />
				) : (
					<ImportPreview {...loaderData} failed={actionData?.failed ?? null} />
				)}
			</div>
		</>
	)
}

export function ErrorBoundary() {
	return <RouteErrorBoundary notFound={(data) => ({ title: 'Import not found', message: String(data) })} />
}
