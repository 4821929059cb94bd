import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { markHydrated } from './ui/hydrated'
import { enhanceMenus } from './ui/menu-keys'

enhanceMenus()

/** the browser build runs on Preact's compatibility layer (vite.config.ts, decisions 335 and 353; not with `VITE_REACT=1`, not in `npm run dev`) */
const PREACT = import.meta.env.PREACT_IN_THE_BROWSER === true

/**
 * In the browser build "react" is Preact's compatibility layer (decision 335). React Router's `HydratedRouter` throws a
 * promise until it has decoded the page's loader data; React suspends the whole root on it, Preact has no root to
 * suspend and would fail the hydration. So the router is made first, before anything is rendered: the component is
 * called once as a plain function, which makes the router or throws that promise (waited for, then again). Once the
 * router is made it goes on to its first hook outside a render and throws: that is the sign that it is ready.
 */
async function routerReady() {
	for (let i = 0; i < 20; i++) {
		try {
			;(HydratedRouter as (props: object) => unknown)({})
		} catch (thrown) {
			if (thrown instanceof Promise) {
				await thrown
				continue
			}
		}
		return
	}
}

/**
 * The document as the parent of the `<html>` that the root renders. Preact treats `document` itself as its
 * `<html>` element (preactjs/preact#3794), which would draw a second `<html>` inside the first; a stand-in that is
 * not `document` but answers for it, with `<html>` as its only child (the doctype left out), lets the root's
 * `<html>` hydrate the page's own.
 */
function documentAsParent(): Element {
	const html = document.documentElement
	return new Proxy(document, {
		get(target, key) {
			if (key === 'firstChild') return html
			if (key === 'childNodes') return [html]
			const value = Reflect.get(target, key, target) as unknown
			return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
		},
		set: (target, key, value) => Reflect.set(target, key, value, target),
	}) as unknown as Element
}

const hydrate = () =>
	startTransition(() => {
		hydrateRoot(
			PREACT ? documentAsParent() : document,
			<StrictMode>
				<HydratedRouter />
			</StrictMode>,
		)
		// from here on `useHydrated` is true (with Preact the page is hydrated now; React hydrates with the server's answer)
		markHydrated()
	})

// With Preact this module is in the shell file that the route modules import, so it runs before React Router's module
// script has set `window.__reactRouterRouteModules`: hydrate once that script has finished.
if (PREACT) setTimeout(() => void import('./ui/preact-as-react').then(routerReady).then(hydrate))
else hydrate()
