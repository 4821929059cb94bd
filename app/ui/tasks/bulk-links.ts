// What a list needs of bulk edit before its form is drawn (docs/decisions/245): the form's id, which each card's
// checkbox names, and the Select link. Apart from ./bulk-form.tsx, which loads only in Select mode (decision 185).

export const BULK_FORM = 'bulk-form'

/** the list's address with Select mode set as asked (null: off), without a card in edit mode */
export function selectHref(here: string, mode: '1' | 'page' | null) {
	const url = new URL(here, 'http://local.invalid')
	url.searchParams.delete('edit')
	url.searchParams.delete('delete')
	if (mode) url.searchParams.set('select', mode)
	else url.searchParams.delete('select')
	return url.pathname + url.search
}
