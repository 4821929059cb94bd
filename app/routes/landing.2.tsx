import type { Route } from './+types/landing.2'
import { LandingPageView } from '~/marketing/landing-page'
import { LANDING_2 } from '~/marketing/landing-pages'
import { marketingMeta } from '~/marketing/meta'
import { PUBLIC_PAGE_HANDLE } from '~/marketing/site'
import { publicSite } from '~/marketing/site.server'

export const handle = PUBLIC_PAGE_HANDLE

export function loader() {
	return { publicUrl: publicSite().publicUrl }
}

export const meta: Route.MetaFunction = ({ data }) => marketingMeta({ ...LANDING_2, publicUrl: data?.publicUrl })

export default function Landing2() {
	return <LandingPageView page={LANDING_2} />
}
