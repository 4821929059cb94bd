// The calendar feed (issue 28): GET /calendar/{secret}.ics, a resource route without a session; the secret is the key.
import type { Route } from './+types/calendar.feed'
import { feedResponse } from '~/calendar/feeds.server'

export function loader({ request, params }: Route.LoaderArgs) {
	const secret = /^([A-Za-z0-9_-]{43})\.ics$/.exec(params.file)?.[1] ?? ''
	return feedResponse(request, secret)
}
