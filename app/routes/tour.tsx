import type { Route } from './+types/tour'
import { marketingMeta } from '~/marketing/meta'
import { TOUR_PAGE } from '~/marketing/pages'
import { PUBLIC_PAGE_HANDLE } from '~/marketing/site'
import { publicSite } from '~/marketing/site.server'
import { TOUR_SLIDES } from '~/marketing/tour'
import { TourCarousel } from '~/ui/marketing/tour-carousel'

// the carousel is HTML and CSS only, so this page ships no JavaScript either
export const handle = PUBLIC_PAGE_HANDLE

export function loader() {
	return { publicUrl: publicSite().publicUrl }
}

export const meta: Route.MetaFunction = ({ data }) => marketingMeta({ ...TOUR_PAGE, publicUrl: data?.publicUrl })

export default function Tour() {
	return (
		<>
			<h1 className="text-4xl font-bold tracking-tight text-slate-900">{TOUR_PAGE.heading}</h1>
			<p className="mt-2 text-lg text-slate-700">{TOUR_PAGE.lead}</p>
			<TourCarousel slides={TOUR_SLIDES} label="Twentyfour tour" />
		</>
	)
}
