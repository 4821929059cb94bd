// A select's options that the browser is not handed as loader data (issue 52, decision 354): the country and time zone
// lists (about 9 KB of the profile's inline scripts). The server draws them; the page, when it hydrates, reads them back
// from the select the server drew; a client-side navigation's data request carries them (`withDrawnOnly`,
// app/lib/rendered-only.server.ts).
import { useState } from 'react'

export type Option = { value: string; label: string }

/** the options of the select `id` as the page holds them (the placeholder, value "", left out); none when it is absent */
export function drawnOptions(id: string): Option[] {
	if (typeof document === 'undefined') return []
	const select = document.getElementById(id)
	if (!(select instanceof HTMLSelectElement)) return []
	return [...select.options].filter((o) => o.value !== '').map((o) => ({ value: o.value, label: o.text }))
}

/**
 * The options given (on the server and after a client-side navigation), or else, in the browser's first render (the
 * hydration), those of the select `id` that the server drew, kept for the later renders.
 */
export function useDrawnOptions(id: string, given: Option[] | undefined): Option[] {
	const [read] = useState(() => (given ? null : drawnOptions(id)))
	return given ?? read ?? []
}
