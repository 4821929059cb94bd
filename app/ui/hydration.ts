import { useMatches } from 'react-router'
import { hydratesWith } from '~/lib/route-handle'

/** whether this page runs React in the browser (its own route's handle, app/lib/route-handle.ts) */
export function useShouldHydrate() {
	return hydratesWith(useMatches().at(-1)?.handle)
}
