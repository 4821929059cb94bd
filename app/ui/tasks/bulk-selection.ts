// Select mode's ticked cards (bulk edit), kept in the page with JavaScript.
import { useState } from 'react'
import { useLocation } from 'react-router'
import { BULK_FORM } from './bulk-links'

/**
 * The ticked cards of Select mode, kept in the page: all of this page's with ?select=page, none otherwise; every
 * navigation (a bulk change's return included) starts afresh, as a page load does without JavaScript. Boxes ticked
 * (or unticked) before the page's script loaded are what counts once it has (`fromFields`; issue 48, decision 274).
 */
export function useSelection(data: { select?: 'on' | 'page'; tasks: { id: string }[] }) {
	const { key } = useLocation()
	const initial = () => new Set(data.select === 'page' ? data.tasks.map((t) => t.id) : [])
	const [state, setState] = useState(() => ({ key, ids: initial(), matching: false }))
	if (state.key !== key) {
		const fresh = { key, ids: initial(), matching: false }
		setState(fresh)
		return { ...fresh, set: () => {}, toggle: () => {}, fromFields: () => {} }
	}
	return {
		ids: state.ids,
		matching: state.matching,
		set: (ids: Set<string>, matching: boolean) => setState({ key, ids, matching }),
		/** the boxes as the page shows them: the bulk form calls it as it takes over (not before: an update of the page
		 * while its lazily loaded form is still server HTML would draw that form afresh, losing its choices) */
		fromFields: () => {
			const ticked = Array.from(document.querySelectorAll<HTMLInputElement>(`input[name="id"][form="${BULK_FORM}"]:checked`), (box) => box.value)
			const matching = !!document.querySelector(`#${BULK_FORM} input[name="scope"]:checked`)
			setState({ key, ids: new Set(ticked), matching })
		},
		toggle: (id: string, on: boolean) =>
			setState((s) => {
				const ids = new Set(s.ids)
				if (on) ids.add(id)
				else ids.delete(id)
				// unticking one card leaves "all matching"
				return { key, ids, matching: on ? s.matching : false }
			}),
	}
}
