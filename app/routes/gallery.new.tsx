// Create Template (screen 18) at /gallery/personal/new: premium only.
import type { Route } from './+types/gallery.new'
import { templateEditorAction } from '~/templates/editor.server'
import { galleryUser } from '~/templates/gallery-page.server'
import { blankDraft } from '~/templates/template-tree'
import { templateNotFound } from '~/templates/templates.server'
import { GalleryErrorBoundary } from '~/ui/templates/gallery-error'
import { TemplateEditor } from '~/ui/templates/template-editor'

async function personalUser(request: Request, gallery: string) {
	const { user } = await galleryUser(request, gallery)
	if (gallery !== 'personal') throw templateNotFound()
	return user
}

export async function loader({ request, params }: Route.LoaderArgs) {
	await personalUser(request, params.gallery)
	return { draft: blankDraft() }
}

export async function action({ request, params }: Route.ActionArgs) {
	const user = await personalUser(request, params.gallery)
	return templateEditorAction(request, user)
}

export const meta: Route.MetaFunction = () => [{ name: 'description', content: 'Create Template: a task template.' }]

export default function NewTemplate({ loaderData, actionData }: Route.ComponentProps) {
	const state = actionData ?? { draft: loaderData.draft, errors: {}, version: 0 }
	return <TemplateEditor state={state} mode="create" close="/gallery/personal" />
}

export const ErrorBoundary = GalleryErrorBoundary
