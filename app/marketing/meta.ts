// Title, description and Open Graph tags of a public page.
import { PRODUCT_NAME } from './site'

export type PageMeta = {
	title: string
	description: string
	/** the page's own path, for og:url */
	path: string
	/** where this instance is reached (from the loader): Open Graph wants absolute addresses */
	publicUrl?: string
}

export const OG_IMAGE = { path: '/images/og-twentyfour.png', width: 1200, height: 630, alt: 'Twentyfour: doing more with 24 hours a day' }

export function marketingMeta({ title, description, path, publicUrl = '' }: PageMeta) {
	return [
		{ title },
		{ name: 'description', content: description },
		{ property: 'og:type', content: 'website' },
		{ property: 'og:site_name', content: PRODUCT_NAME },
		{ property: 'og:title', content: title },
		{ property: 'og:description', content: description },
		{ property: 'og:url', content: `${publicUrl}${path}` },
		{ property: 'og:image', content: `${publicUrl}${OG_IMAGE.path}` },
		{ property: 'og:image:width', content: String(OG_IMAGE.width) },
		{ property: 'og:image:height', content: String(OG_IMAGE.height) },
		{ property: 'og:image:alt', content: OG_IMAGE.alt },
		{ name: 'twitter:card', content: 'summary_large_image' },
	]
}
