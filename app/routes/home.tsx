import type { Route } from './+types/home'
import { LandingPageView } from '~/marketing/landing-page'
import { HOME } from '~/marketing/landing-pages'
import { marketingMeta } from '~/marketing/meta'
import { PUBLIC_PAGE_HANDLE } from '~/marketing/site'
import { publicSite } from '~/marketing/site.server'

export const handle = PUBLIC_PAGE_HANDLE

export function loader() {
	return { publicUrl: publicSite().publicUrl }
}

export const meta: Route.MetaFunction = ({ data }) => marketingMeta({ ...HOME, publicUrl: data?.publicUrl })

export default function Home() {
	return <LandingPageView page={HOME} />
}
