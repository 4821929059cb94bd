// gallery-item (/gallery/{gallery}/{templateId}): the template details modal (screen 19). The same path
// with a person's id on the public gallery is public-user-gallery: the layout lists that person's templates.
import type { Route } from './+types/gallery.item'
import { templateDetails, templateDetailsAction } from '~/templates/details.server'
import { galleryUser, ownerGallery } from '~/templates/gallery-page.server'
import { GalleryErrorBoundary } from '~/ui/templates/gallery-error'
import { TemplateDetailsView } from '~/ui/templates/template-details'

export async function loader({ request, params }: Route.LoaderArgs) {
	const { user, gallery } = await galleryUser(request, params.gallery)
	if (ownerGallery(gallery, user.id, params.templateId)) return { owner: true as const, details: null }
	return { owner: false as const, details: templateDetails(user, gallery, params.templateId) }
}

export async function action({ request, params }: Route.ActionArgs) {
	const { user, gallery } = await galleryUser(request, params.gallery)
	return templateDetailsAction(request, user, gallery, params.templateId)
}

export const meta: Route.MetaFunction = ({ data }) => [
	{ title: `${data?.details?.name ?? 'Public templates'} | Twentyfour` },
	{ name: 'description', content: 'A task template: its description and tasks.' },
]

export default function TemplateItem({ loaderData }: Route.ComponentProps) {
	return loaderData.details ? <TemplateDetailsView details={loaderData.details} /> : null
}

export const ErrorBoundary = GalleryErrorBoundary
