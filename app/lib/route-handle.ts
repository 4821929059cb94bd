/**
 * A route that gains nothing from React in the browser says `export const handle = { hydrate: false }`:
 * its page then ships no JavaScript at all (React and React Router cost ~115 KB gzipped, over our
 * 90 KB budget). Every form works as a plain post anyway. See docs/decisions/004-javascript-budget.md.
 */
export type RouteHandle = { hydrate?: boolean }

export const noHydration: RouteHandle = { hydrate: false }

/** whether a page whose own route (the last match) has this handle runs React in the browser */
export const hydratesWith = (handle: unknown) => (handle as RouteHandle | undefined)?.hydrate !== false
