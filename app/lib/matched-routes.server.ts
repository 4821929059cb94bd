// The route records a page's render is given: only the page's own matches (decision 259). React Router's ServerRouter
// builds a router from every route of the manifest for each render (`createServerRoutes`, then `createStaticRouter`):
// about 170 routes converted twice, some 0.4 ms of a task list's 5 to 6. Nothing in a server render reaches a route it
// did not match: the router's state, the scripts, the styles and the meta are the matches' own; links are drawn by
// app/ui/link.tsx without React Router's route lookup; routes are discovered in the browser from the manifest's file
// (`routeDiscovery: initial`), not from the page.
import type { EntryContext } from 'react-router'

/** the render's context with the manifest's routes cut to the page's matches (the root and every layout in them) */
export function matchedRoutesOnly(context: EntryContext): EntryContext {
	const all = context.manifest.routes
	const routes: typeof all = {}
	for (const match of context.staticHandlerContext.matches) routes[match.route.id] = all[match.route.id]
	// `branches` are the whole route tree's, ranked once per process for matching: the cut router ranks its own
	return { ...context, manifest: { ...context.manifest, routes }, branches: undefined as unknown as EntryContext['branches'] }
}
