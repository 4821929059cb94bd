// The landing pages (/home, /landing/do-more, /landing/2, /landing/3, /landing/4, /modern): one module that
// app/routes.ts maps to each path; the page is the one whose path was asked for (app/marketing/landing-pages.ts).
import type { Route } from './+types/landing'
import { RouteErrorBoundary } from '~/ui/route-error-boundary'
import { LandingPageView } from '~/ui/marketing/landing-page'
import { landingPage } from '~/marketing/landing-pages'
import { marketingMeta } from '~/marketing/meta'
import { PUBLIC_PAGE_HANDLE } from '~/marketing/site'
import { publicSite } from '~/marketing/site.server'
import { notFound } from '~/lib/not-found'
import { PAGE_NOT_FOUND } from '~/ui/route-error-boundary'
import { pageUrl } from '~/lib/page-url.server'
import { env } from '~/lib/env.server'

export const handle = PUBLIC_PAGE_HANDLE

export function loader({ request }: Route.LoaderArgs) {
	const page = landingPage(pageUrl(request).pathname)
	if (!page) throw notFound(PAGE_NOT_FOUND)
	return { publicUrl: publicSite().publicUrl, path: page.path, billing: !!env().billing }
}

export const meta: Route.MetaFunction = ({ data }) => {
	const page = landingPage(data?.path)
	return page ? marketingMeta({ ...page, publicUrl: data?.publicUrl }) : []
}

export default function Landing({ loaderData }: Route.ComponentProps) {
	return <LandingPageView page={landingPage(loaderData.path)!} billing={loaderData.billing} />
}

export function ErrorBoundary() {
	return <RouteErrorBoundary />
}
