// gallery-public (/gallery): the public templates for everyone; signed-in people get the tabbed gallery.
import { redirect } from 'react-router'
import type { Route } from './+types/gallery-public'
import { getOptionalUser } from '~/identity/users.server'
import { galleryPage } from '~/templates/gallery-page.server'
import { noHydration } from '~/lib/route-handle'
import { GalleryView } from '~/ui/templates/gallery-view'
import { GalleryErrorBoundary } from '~/ui/templates/gallery-error'

export const handle = noHydration

export async function loader({ request }: Route.LoaderArgs) {
	const user = await getOptionalUser(request)
	if (user) throw redirect('/gallery/public')
	return galleryPage(null, 'public')
}

export const meta: Route.MetaFunction = () => [
	{ title: 'Template Gallery | Twentyfour' },
	{ name: 'description', content: 'Ready-made task templates shared by Twentyfour members.' },
]

export default function PublicGallery({ loaderData }: Route.ComponentProps) {
	return <GalleryView data={loaderData} />
}

export const ErrorBoundary = GalleryErrorBoundary
