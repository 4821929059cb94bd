// Typing before the page's script has loaded (issue 48, point 2, docs/decisions/274): the page's JavaScript modules are
// held back while a test types, as on a first visit over a slow link, then let through; React hydrates over fields that
// already hold text, and the test sends the form after that.
import type { Page, Route } from '@playwright/test'
import { waitForHydration } from './fixtures'

/** holds every script module of the app (built under /assets/) until `release`; call before the page is loaded */
export async function holdScripts(page: Page) {
	const held: Route[] = []
	let released = false
	await page.route(/\/assets\/[^?#]+\.js(\?.*)?$/, (route) => {
		if (released) return route.continue()
		held.push(route)
	})
	return {
		/** the page as it is before its script runs: the fixture's goto would wait for React, which is held */
		goto: async (url: string) => {
			await page.mainFrame().goto(url, { waitUntil: 'load' })
		},
		/** lets the held modules load and waits for React to take the page over */
		release: async () => {
			released = true
			for (const route of held.splice(0)) await route.continue()
			await waitForHydration(page)
			await page.unroute(/\/assets\/[^?#]+\.js(\?.*)?$/)
		},
		/** true while the page is not hydrated */
		notHydrated: async () => !(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))),
	}
}
