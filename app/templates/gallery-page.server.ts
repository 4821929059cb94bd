// What the gallery pages and modals show: cards with sanitized Markdown, the viewer's rights, and the
// auth guard per gallery (personal is premium only).
import { env } from '~/lib/env.server'
import { data } from 'react-router'
import type { User } from '~/identity/users.server'
import { isPremium, requirePremiumUser, requireUser } from '~/identity/users.server'
import { longDate } from '~/lib/dates'
import { renderMarkdown } from '~/lib/markdown.server'
import { galleryTemplates, isGallery, publicOwnerName, findGalleryTemplate, type Gallery, type TemplateCardRow } from './templates.server'

export type GalleryCard = {
	id: string
	name: string
	descriptionHtml: string
	timesUsed: number
	/** the owner's display name (public), "Imported" (personal copies of public templates), or null */
	byline: string | null
	ownerId: string | null
	added: string
}

export function galleryCard(row: TemplateCardRow, gallery: Gallery, timeZone: string): GalleryCard {
	return {
		id: row.id,
		name: row.name,
		descriptionHtml: renderMarkdown(row.description),
		timesUsed: row.timesUsed,
		byline: gallery === 'public' ? row.ownerName : row.importedFrom ? 'Imported' : null,
		ownerId: gallery === 'public' ? row.ownerId : null,
		added: longDate(row.added, timeZone),
	}
}

/** The signed-in user allowed to see this gallery: any user, but /gallery/personal needs premium. */
export async function galleryUser(request: Request, gallery: string | undefined): Promise<{ user: User; gallery: Gallery }> {
	if (!isGallery(gallery)) throw data('Gallery not found', { status: 404 })
	const user = gallery === 'personal' ? await requirePremiumUser(request) : await requireUser(request)
	return { user, gallery }
}

/** /gallery/public/{userId}: the owner's name when the id is a person with public templates (not a template) */
export function ownerGallery(gallery: Gallery, viewerId: string, id: string | undefined) {
	if (gallery !== 'public' || !id || findGalleryTemplate('public', viewerId, id)) return null
	const name = publicOwnerName(id)
	return name ? { id, name } : null
}

export function galleryPage(user: User | null, gallery: Gallery, ownerId?: string) {
	const rows = galleryTemplates(gallery, user?.id ?? null, ownerId)
	return {
		gallery,
		signedIn: !!user,
		// a visitor is told of no premium lock on a server where everything is included (issue 53)
		premium: user ? isPremium(user) : env().premiumForAll,
		cards: rows.map((r) => galleryCard(r, gallery, user?.timezone ?? 'UTC')),
	}
}
export type GalleryPageData = ReturnType<typeof galleryPage>
