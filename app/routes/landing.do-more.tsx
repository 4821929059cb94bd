import type { Route } from './+types/landing.do-more'
import { LandingPageView } from '~/marketing/landing-page'
import { DO_MORE } from '~/marketing/landing-pages'
import { marketingMeta } from '~/marketing/meta'
import { PUBLIC_PAGE_HANDLE } from '~/marketing/site'
import { publicSite } from '~/marketing/site.server'

export const handle = PUBLIC_PAGE_HANDLE

export function loader() {
	return { publicUrl: publicSite().publicUrl }
}

export const meta: Route.MetaFunction = ({ data }) => marketingMeta({ ...DO_MORE, publicUrl: data?.publicUrl })

export default function DoMore() {
	return <LandingPageView page={DO_MORE} />
}
