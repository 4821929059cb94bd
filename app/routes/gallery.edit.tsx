// Edit Template (screen 18) at /gallery/personal/{templateId}/edit: the owner's private template only.
import type { Route } from './+types/gallery.edit'
import { templateEditorAction } from '~/templates/editor.server'
import { galleryUser } from '~/templates/gallery-page.server'
import { requireOwnTemplate, templateNotFound } from '~/templates/templates.server'
import { GalleryErrorBoundary } from '~/ui/templates/gallery-error'
import { TemplateEditor } from '~/ui/templates/template-editor'

async function ownPrivateTemplate(request: Request, params: Route.LoaderArgs['params']) {
	const { user } = await galleryUser(request, params.gallery)
	if (params.gallery !== 'personal') throw templateNotFound()
	const template = requireOwnTemplate(user.id, params.templateId)
	if (template.public) throw templateNotFound()
	return { user, template }
}

export async function loader({ request, params }: Route.LoaderArgs) {
	const { template } = await ownPrivateTemplate(request, params)
	const tasks = template.tasks.map((t) => ({ title: t.title, notes: t.notes, children: t.children ?? [] }))
	return { draft: { name: template.name, description: template.description, tasks } }
}

export async function action({ request, params }: Route.ActionArgs) {
	const { user, template } = await ownPrivateTemplate(request, params)
	return templateEditorAction(request, user, template)
}

export const meta: Route.MetaFunction = () => [{ name: 'description', content: 'Edit Template: a task template.' }]

export default function EditTemplate({ loaderData, actionData }: Route.ComponentProps) {
	const state = actionData ?? { draft: loaderData.draft, errors: {}, version: 0 }
	return <TemplateEditor state={state} mode="edit" close="/gallery/personal" />
}

export const ErrorBoundary = GalleryErrorBoundary
