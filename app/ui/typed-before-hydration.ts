/**
 * What a person typed before the page's script loaded (issue 48, point 2, docs/decisions/274). The page is a plain
 * HTML form until React takes it over: on a first visit or a slow phone, text, ticks and choices go into the fields
 * first. React 19 leaves a field's value alone when it hydrates, so the one rule for every enhanced form is: what is
 * sent, or checked before it is sent, is read from the form's fields (`formText`), never from a copy in React state;
 * and where state draws the form (a preview, a count, rows that are edited here), it starts from the fields
 * (`useFromFieldsOnHydration`), not from what the server drew.
 */
import { useLayoutEffect, useRef } from 'react'

/** a field's text in a form as the browser would send it ('' when absent) */
export function formText(form: HTMLFormElement, name: string): string {
	const value = new FormData(form).get(name)
	return typeof value === 'string' ? value : ''
}

/**
 * Calls `read` once, when React has taken the page over, so the component's state can start from what the fields hold
 * (typed before the script loaded). A layout effect: it runs after the first render in the browser and before the
 * one that follows hydration, so no field is swapped out (or reset) from under what it holds.
 */
export function useFromFieldsOnHydration(read: () => void) {
	const once = useRef(read)
	useLayoutEffect(() => once.current(), [])
}
