// A card's links: its address with one parameter set (Edit, the edit form's Cancel), the card menu's link, and its
// "Add sub-task".

export function withParam(url: string, name: string, value: string) {
	const u = new URL(url, 'http://local.invalid')
	u.searchParams.set(name, value)
	return u.pathname + u.search
}

/**
 * The query parameter that opens one card's menu on a page drawn by the server (issue 51, point 10; decision 351): its
 * value is the card's title id (app/tasks/card-title-ids.ts), short and unique on the page.
 */
export const MENU_PARAM = 'menu'

/**
 * The card menu's link without JavaScript: the same list, its other parameters kept, with this card's menu open. A
 * relative address (`?...`): the page's path is the browser's already, so 25 cards do not repeat it.
 */
export function menuHref(here: string, titleId: string) {
	const u = new URL(here, 'http://local.invalid')
	u.searchParams.delete('edit')
	u.searchParams.delete('delete')
	u.searchParams.set(MENU_PARAM, titleId)
	return u.search
}

/**
 * The card's "Add sub-task" without JavaScript (issue 55): the create page, which comes back to this list (its page,
 * filters and sort) once the sub-task is added or cancelled; an open edit form or menu is not opened again.
 */
export function subTaskHref(here: string, taskId: string) {
	const back = new URL(here, 'http://local.invalid')
	for (const name of ['edit', 'delete', MENU_PARAM]) back.searchParams.delete(name)
	return `/tasks/create/new?${new URLSearchParams({ parentId: taskId, returnTo: back.pathname + back.search })}`
}

/** a page's own address without its open menu (what its forms and links carry), and the menu asked for */
export function splitMenu(pathname: string, search: string): { here: string; menu: string | null } {
	const params = new URLSearchParams(search)
	const menu = params.get(MENU_PARAM)
	if (menu === null) return { here: pathname + search, menu: null }
	params.delete(MENU_PARAM)
	const rest = params.toString()
	return { here: rest ? `${pathname}?${rest}` : pathname, menu }
}
