/**
 * The menu bar's menus (app/ui/drop-menu.tsx), on every page: a click elsewhere or on an entry closes an open menu,
 * Escape closes it and returns to its button, and the arrow keys, Home and End move between its entries (from the
 * closed menu's button, Down opens it on the first entry and Up on the last). Pages that React runs call it from
 * app/entry.client.tsx; pages that ship no React carry it as MENUS_SCRIPT. Without JavaScript a menu is a disclosure
 * of links. Self-contained (no outside names), because MENUS_SCRIPT is its source.
 */
export function enhanceMenus() {
	const moves: Record<string, (at: number, n: number) => number> = {
		ArrowDown: (at, n) => (at + 1) % n,
		ArrowUp: (at, n) => (at <= 0 ? n - 1 : at - 1),
		Home: () => 0,
		End: (_, n) => n - 1,
	}
	document.addEventListener('click', (event) => {
		const target = event.target instanceof Element ? event.target : null
		for (const menu of document.querySelectorAll<HTMLDetailsElement>('details.drop-menu[open]')) {
			if (!target || !menu.contains(target) || target.closest('.menu-list a')) menu.open = false
		}
	})
	document.addEventListener('keydown', (event) => {
		const menu = event.target instanceof Element ? event.target.closest<HTMLDetailsElement>('details.drop-menu') : null
		if (!menu) return
		if (event.key === 'Escape') {
			if (!menu.open) return
			menu.open = false
			menu.querySelector('summary')?.focus()
			return
		}
		const move = moves[event.key]
		const entries = [...menu.querySelectorAll<HTMLElement>('.menu-list a, .menu-list button')]
		if (!move || !entries.length) return
		event.preventDefault()
		menu.open = true
		entries[move(entries.indexOf(document.activeElement as HTMLElement), entries.length)]!.focus()
	})
}

/** the same, as an inline script for the pages without React: a constant made from the code above, never from data */
export const MENUS_SCRIPT = `(${enhanceMenus.toString()})()`
