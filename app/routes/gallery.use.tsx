// Instantiate template (screen 20) at /gallery/{gallery}/{templateId}/use/{useId}: the tasks were created
// (hidden) when Use was pressed; Add keeps them with the edits, Cancel deletes exactly them.
import type { Route } from './+types/gallery.use'
import { confirmationAction, confirmationPage } from '~/templates/confirmation.server'
import { galleryUser } from '~/templates/gallery-page.server'
import { GalleryErrorBoundary } from '~/ui/templates/gallery-error'
import { UseConfirmation } from '~/ui/templates/use-confirmation'

export async function loader({ request, params }: Route.LoaderArgs) {
	const { user, gallery } = await galleryUser(request, params.gallery)
	return confirmationPage(user, gallery, params.templateId, params.useId)
}

export async function action({ request, params }: Route.ActionArgs) {
	const { user, gallery } = await galleryUser(request, params.gallery)
	return confirmationAction(request, user, gallery, params.templateId, params.useId)
}

export const meta: Route.MetaFunction = () => [{ name: 'description', content: 'Use Template: a task template.' }]

export default function UseTemplate({ loaderData, actionData }: Route.ComponentProps) {
	return <UseConfirmation page={loaderData} answer={actionData ?? null} />
}

export const ErrorBoundary = GalleryErrorBoundary
