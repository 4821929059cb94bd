import type { Route } from './+types/modern'
import { LandingPageView } from '~/marketing/landing-page'
import { MODERN } from '~/marketing/landing-pages'
import { marketingMeta } from '~/marketing/meta'
import { PUBLIC_PAGE_HANDLE } from '~/marketing/site'
import { publicSite } from '~/marketing/site.server'

export const handle = PUBLIC_PAGE_HANDLE

export function loader() {
	return { publicUrl: publicSite().publicUrl }
}

export const meta: Route.MetaFunction = ({ data }) => marketingMeta({ ...MODERN, publicUrl: data?.publicUrl })

export default function Modern() {
	return <LandingPageView page={MODERN} />
}
