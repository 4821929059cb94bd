import { useFetcher, useLocation } from 'react-router'
import { Link } from '~/ui/link'
import { Button } from './button'

export function CookieBanner() {
	const fetcher = useFetcher()
	const location = useLocation()
	if (fetcher.state !== 'idle' || fetcher.data) return null
	return (
		<section
			aria-label="Cookies"
			className="border-b border-amber-300 bg-amber-50 px-4 py-3"
		>
			<div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3">
				<p className="flex-1 text-sm text-slate-900">
					Twentyfour uses cookies to keep you signed in and to remember your choices. Read our{' '}
					<Link to="/privacy-policy" className="font-medium text-brand-700 underline">
						privacy policy
					</Link>
					.
				</p>
				<fetcher.Form method="post" action="/cookies">
					<input type="hidden" name="returnTo" value={location.pathname + location.search} />
					<Button type="submit" size="sm">
						Got it
					</Button>
				</fetcher.Form>
			</div>
		</section>
	)
}
