import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}
/** true once React runs in the browser: controls that need JavaScript render only then */
export function useHydrated() {
	return useSyncExternalStore(
		subscribe,
		() => true,
		() => false,
	)
}
