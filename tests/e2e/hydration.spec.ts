// The pages that hydrate, as the browser has them after the hydration (issue 52, decisions 353 and 354): Preact hydrates
// the HTML React drew on the server. No mismatch in the console, the title in <head> alone, every id that a label or an
// aria attribute names on the page, no `defaultvalue` attribute; the profile's country and time zone options drawn by
// the server and never handed to the browser as data. With JavaScript off the same checks hold of the server's HTML.
import type { ConsoleMessage, Page } from '@playwright/test'
import { createSignedInUser, expect, expectAccessible, makeTask, test } from './fixtures'

/** what the console said about hydration (React's warnings, Preact's through app/ui/preact-as-react.ts) and page errors */
function hydrationProblems(page: Page) {
	const said: string[] = []
	const listen = (message: ConsoleMessage) => {
		if (/hydrat|did not match|mismatch/i.test(message.text())) said.push(`${message.type()} on ${new URL(page.url()).pathname}: ${message.text()}`)
	}
	page.on('console', listen)
	page.on('pageerror', (error) => said.push(`pageerror: ${error.message}`))
	return said
}

/** the page's ids that something names but that are not on the page, and other traces of a hydration gone wrong */
async function brokenReferences(page: Page) {
	return page.evaluate(() => {
		const problems: string[] = []
		const named = (attribute: string) =>
			[...document.querySelectorAll(`[${attribute}]`)].flatMap((element) =>
				(element.getAttribute(attribute) ?? '')
					.split(/\s+/)
					.filter(Boolean)
					.filter((id) => !document.getElementById(id))
					.map((id) => `${element.tagName.toLowerCase()} ${attribute}="${id}": no such id`),
			)
		problems.push(...named('for'), ...named('aria-labelledby'), ...named('aria-describedby'))
		// the label of a control points to it: a label whose `for` names an element that is not a control is as broken
		for (const label of document.querySelectorAll('label[for]')) {
			const target = document.getElementById(label.getAttribute('for')!)
			if (target && !target.matches('input, select, textarea, button, output, meter, progress'))
				problems.push(`label for="${label.getAttribute('for')}" names a ${target.tagName.toLowerCase()}`)
		}
		const ids = [...document.querySelectorAll('[id]')].map((e) => e.id)
		const twice = ids.filter((id, i) => ids.indexOf(id) !== i)
		if (twice.length) problems.push(`ids on the page twice: ${[...new Set(twice)].join(', ')}`)
		if (document.querySelector('[defaultvalue]')) problems.push('an element with a defaultvalue attribute')
		if (document.querySelectorAll('body title').length) problems.push('a <title> in <body>')
		const titles = document.querySelectorAll('head title')
		if (titles.length !== 1 || titles[0].textContent !== document.title) problems.push(`${titles.length} <title> in <head>`)
		return problems
	})
}

test('the pages that hydrate: no mismatch, the title in <head>, every named id on the page', async ({ page, context }) => {
	test.slow()
	const said = hydrationProblems(page)
	const { user } = await createSignedInUser(context, { premium: true, loadDefaults: true })
	await makeTask(user.id, { title: 'Pay the rent', status: 'next', priority: 'top' })
	const { saveTaskPreferences } = await import('~/tasks/preferences.server')
	for (const [path, kanban] of [
		['/tasks', false],
		['/tasks/create/new', false],
		['/profile', false],
		['/profile/dataImport', false],
		['/dashboard', false],
		['/review', false],
		['/tasks', true],
	] as const) {
		saveTaskPreferences(user.id, { displayKanban: kanban, kanbanGroup: 'status' })
		await page.goto(path)
		if (kanban) await expect(page.getByTestId('kanban-board')).toBeVisible()
		expect(await brokenReferences(page), `${path}${kanban ? ' (Kanban)' : ''}`).toEqual([])
		await expectAccessible(page)
	}
	saveTaskPreferences(user.id, { displayKanban: false })

	// drawn after the hydration: a page reached by a client-side navigation, and a card's edit form
	await page.goto('/tasks')
	await page.getByText('User', { exact: true }).click()
	await page.getByRole('link', { name: 'Profile' }).click()
	await expect(page).toHaveTitle('Personal Details | Profile | Twentyfour')
	expect(await brokenReferences(page)).toEqual([])
	await page.goto('/tasks')
	await page.getByRole('link', { name: 'Edit Pay the rent' }).click()
	await expect(page.getByRole('heading', { name: /Edit “Pay the rent”/ })).toBeVisible()
	expect(await brokenReferences(page)).toEqual([])
	expect(said).toEqual([])
})

test('the profile: the country and time zone options drawn by the server, not handed to the browser as data', async ({ page, context, jsOn }) => {
	// axe over some 600 options is slow on a busy machine
	test.slow()
	const { user } = await createSignedInUser(context, { timezone: 'America/Chicago' })
	const said = hydrationProblems(page)
	const form = page.getByRole('region', { name: 'Personal Details', exact: true })
	const zones = form.getByLabel('Timezone')
	const countries = form.getByLabel('Country')
	const response = await page.goto('/profile')
	const html = (await response!.text()).replace(/<select[\s\S]*?<\/select>/g, '')
	// the page's scripts (its loader data) hold neither list: the options are in the HTML once, in the selects
	expect(html).not.toContain('Afghanistan')
	expect(html).not.toContain('Pacific/Auckland')
	expect(await zones.locator('option').count()).toBeGreaterThan(300)
	expect(await countries.locator('option', { hasText: 'Afghanistan' }).count()).toBe(1)
	await expect(zones).toHaveValue('America/Chicago')
	await expect(countries).toHaveValue('GB')

	// reached without the server drawing the page (a client-side navigation with JavaScript): the lists come as data
	await page.goto('/profile/taskDefaults')
	await page.getByRole('link', { name: 'Personal Details', exact: true }).click()
	await expect(page).toHaveURL(/\/profile\/general/)
	expect(await zones.locator('option').count()).toBeGreaterThan(300)
	await expect(zones.locator('option', { hasText: 'Pacific/Auckland' })).toHaveCount(1)
	await expect(zones).toHaveValue('America/Chicago')
	await expect(countries).toHaveValue('GB')
	await expect(countries.locator('option', { hasText: 'Afghanistan' })).toHaveCount(1)

	// the form is saved with both, and the page drawn again after the save still offers every option
	await zones.selectOption('Pacific/Auckland')
	await countries.selectOption('AF')
	await form.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByTestId('toast')).toContainText('Personal details updated successfully.')
	await expect(zones).toHaveValue('Pacific/Auckland')
	await expect(countries).toHaveValue('AF')
	expect(await countries.locator('option').count()).toBeGreaterThan(200)
	const { getUserById } = await import('~/identity/users.server')
	expect(getUserById(user.id)).toMatchObject({ timezone: 'Pacific/Auckland', country: 'AF' })
	expect(await brokenReferences(page)).toEqual([])
	if (jsOn) expect(said).toEqual([])
})
