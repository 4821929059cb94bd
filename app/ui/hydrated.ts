import { useSyncExternalStore } from 'react'

/**
 * Set once the page's first render in the browser is done (`markHydrated`, from app/entry.client.tsx). With
 * `VITE_PREACT=1` "react" in the browser is Preact's compatibility layer (decision 335), whose `useSyncExternalStore` has no server snapshot: the
 * hydrating render must draw what the server drew, so the browser answers false until that render is over.
 */
let hydrated = false
/** true while Preact resumes the hydration of a part loaded by `import()` (app/ui/preact-as-react.ts, decision 355) */
let resuming = false
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
	listeners.add(listener)
	return () => listeners.delete(listener)
}

/**
 * Preact hydrates a part loaded by `import()` (a `lazy` component the server drew) once its module is there, after the
 * page's hydration: that render must draw what the server drew too (React answers the server's snapshot there as well).
 */
export function setResumingHydration(on: boolean) {
	resuming = on
}

export function markHydrated() {
	hydrated = true
	for (const listener of listeners) listener()
}

/** true once React runs in the browser: controls that need JavaScript render only then */
export function useHydrated() {
	return useSyncExternalStore(
		subscribe,
		() => hydrated && !resuming,
		() => false,
	)
}
