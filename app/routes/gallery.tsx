// gallery (/gallery/{gallery}) and public-user-gallery (/gallery/public/{userId}): the tabbed gallery.
// Its modals (create, details, edit, the Use confirmation) are child routes: over the gallery in a
// dialog with JavaScript, pages of their own without it.
import { Outlet, useMatches, useNavigate } from 'react-router'
import type { Route } from './+types/gallery'
import { galleryPage, galleryUser, ownerGallery } from '~/templates/gallery-page.server'
import { useHydrated } from '~/ui/hydrated'
import { GalleryDialog, ModalPage } from '~/ui/templates/gallery-dialog'
import { GalleryErrorBoundary } from '~/ui/templates/gallery-error'
import { GalleryView } from '~/ui/templates/gallery-view'

const TITLES = { corporate: 'Corporate Gallery', personal: 'Personal Gallery', public: 'Public Gallery' } as const

export async function loader({ request, params }: Route.LoaderArgs) {
	const { user, gallery } = await galleryUser(request, params.gallery)
	const owner = ownerGallery(gallery, user.id, params.templateId)
	return { page: galleryPage(user, gallery, owner?.id), owner, title: owner ? `${owner.name}'s templates` : TITLES[gallery] }
}

export const meta: Route.MetaFunction = ({ data }) => [
	{ title: `${data?.title ?? 'Template Gallery'} | Twentyfour` },
	{ name: 'description', content: 'Task templates: corporate, personal and public.' },
]

export default function GalleryLayout({ loaderData }: Route.ComponentProps) {
	const { page, owner, title } = loaderData
	const hydrated = useHydrated()
	const navigate = useNavigate()
	const leaf = useMatches().at(-1)
	const modal = leaf?.id !== 'routes/gallery' && !(leaf?.data as { owner?: boolean } | undefined)?.owner
	if (modal && !hydrated) {
		return (
			<ModalPage>
				<Outlet />
			</ModalPage>
		)
	}
	return (
		<>
			<GalleryView data={page} heading={title} owner={owner} />
			{modal ? (
				<GalleryDialog key={leaf?.pathname} onClose={() => navigate(`/gallery/${page.gallery}`, { preventScrollReset: true })}>
					<Outlet />
				</GalleryDialog>
			) : null}
		</>
	)
}

export const ErrorBoundary = GalleryErrorBoundary
