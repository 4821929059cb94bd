// Keyboard shortcuts (issue 25, item 4, docs/decisions/242): every shortcut does what the help says, on a page React
// runs and on one it does not; none while typing in a field; turned off in the profile, no key does anything (WCAG
// 2.1.4). Without JavaScript no shortcut can work: the list is a page, reachable from the user menu and the profile.
import type { Page } from '@playwright/test'
import { E2E_URL } from './env'
import { expect, expectAccessible, findTasks, makeTask, test, waitForHydration } from './fixtures'

/** the title of the card that has the focus itself, or null */
const focusedCard = (page: Page) =>
	page.evaluate(() => {
		const active = document.activeElement
		return active?.matches('li.task-card') ? (active.querySelector('h2, h3')?.textContent ?? '') : null
	})

const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())

async function stored(userId: string, title: string) {
	return findTasks(userId).find((t) => t.title === title)!
}

test.describe('with JavaScript', () => {
	test.beforeEach(({ jsOn }) => test.skip(!jsOn, 'shortcuts are keys a script listens to; without it the list is a page (below)'))

	test('every shortcut on the task list: ?, /, q, j, k, s, x, Enter, e, n, and g then i, t, d, k', async ({ page, signIn, context }) => {
		test.slow()
		const { user } = await signIn({ loadDefaults: false })
		for (const title of ['Alpha', 'Bravo', 'Charlie']) makeTask(user.id, { title })
		await page.goto('/tasks')
		const titles = await page.locator('li.task-card h2').allTextContents()
		expect(titles.toSorted()).toEqual(['Alpha', 'Bravo', 'Charlie'])

		// ? opens the help, an accessible dialog; Escape closes it
		await page.keyboard.press('?')
		const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
		await expect(help).toBeVisible()
		await expect(help.getByRole('row', { name: /Next card/ })).toBeVisible()
		await expectAccessible(page)
		// while it is open its keys are its own: j moves no card behind it
		await page.keyboard.press('j')
		expect(await focusedCard(page)).toBeNull()
		await page.keyboard.press('Escape')
		await expect(help).toBeHidden()

		// / focuses search (the / itself is not typed); typing there is typing
		await page.keyboard.press('/')
		const search = page.getByRole('searchbox', { name: 'Search tasks' })
		await expect(search).toBeFocused()
		await page.keyboard.type('jx?g')
		await page.keyboard.press('d')
		await expect(search).toHaveValue('jx?gd')
		await expect(help).toBeHidden()
		expect(await focusedCard(page)).toBeNull()
		await expect(page).toHaveURL(/\/tasks$/)
		await search.fill('')
		await blur(page)

		// q focuses quick add; typing there is typing
		await page.keyboard.press('q')
		const quickAdd = page.getByLabel('Task Title')
		await expect(quickAdd).toBeFocused()
		await page.keyboard.type('jx?s')
		await expect(quickAdd).toHaveValue('jx?s')
		await expect(help).toBeHidden()
		expect(await focusedCard(page)).toBeNull()
		await quickAdd.fill('')
		await blur(page)
		expect(findTasks(user.id).every((t) => !t.completed && !t.star)).toBe(true)

		// j and k move between the cards in order, with a visible focus ring, and stop at the ends
		await page.keyboard.press('j')
		expect(await focusedCard(page)).toBe(titles[0])
		expect(await page.evaluate(() => document.activeElement!.matches(':focus-visible'))).toBe(true)
		await page.keyboard.press('j')
		expect(await focusedCard(page)).toBe(titles[1])
		await page.keyboard.press('j')
		await page.keyboard.press('j')
		expect(await focusedCard(page)).toBe(titles[2])
		await page.keyboard.press('k')
		expect(await focusedCard(page)).toBe(titles[1])
		await expectAccessible(page)
		// the help closes with Escape and gives the focus back to the card
		await page.keyboard.press('?')
		await expect(help).toBeVisible()
		await page.keyboard.press('Escape')
		await expect(help).toBeHidden()
		await expect.poll(() => focusedCard(page)).toBe(titles[1])

		// s stars the focused card and x completes it, through the card's own buttons
		const second = titles[1]!
		const card = page.locator('li.task-card', { has: page.getByRole('heading', { name: second }) })
		await page.keyboard.press('s')
		await expect(card.getByRole('button', { name: `Star ${second}` })).toHaveAttribute('aria-pressed', 'true')
		await expect.poll(async () => (await stored(user.id, second)).star).toBe(true)
		expect(await focusedCard(page)).toBe(second)
		await page.keyboard.press('x')
		await expect.poll(async () => (await stored(user.id, second)).completed).toBe(true)
		expect((await stored(user.id, titles[0]!)).completed).toBe(false)

		// Enter opens the focused card's detail, as its title link does (in the same tab, issue 51)
		await page.goto('/tasks')
		await page.keyboard.press('j')
		// on a fresh page the first key loads the shortcuts and is then replayed: the focus moves a moment later
		await expect.poll(() => focusedCard(page)).toBe(titles[0])
		const first = (await focusedCard(page))!
		await page.keyboard.press('Enter')
		await expect(page).toHaveURL(new RegExp(`/tasks/detail/${(await stored(user.id, first)).id}$`))
		expect(context.pages()).toHaveLength(1)
		await page.goto('/tasks')
		await page.keyboard.press('j')
		await expect.poll(() => focusedCard(page)).toBe(titles[0])

		// e edits the focused card; its title field has the focus, and typing there is typing
		await page.keyboard.press('e')
		await expect(page.getByRole('heading', { name: `Edit “${first}”` })).toBeVisible()
		const titleField = page.getByRole('textbox', { name: 'Title', exact: true })
		await expect(titleField).toBeFocused()
		await page.keyboard.press('End')
		await page.keyboard.type('xs')
		await expect(titleField).toHaveValue(`${first}xs`)
		expect(await stored(user.id, first)).toMatchObject({ completed: false, star: false })

		// n opens Create Task (the list's Add: a dialog over the list)
		await page.goto('/tasks')
		await page.keyboard.press('n')
		const create = page.getByRole('dialog', { name: 'Create Task' })
		await expect(create).toBeVisible()
		await page.keyboard.press('Escape')
		await expect(create).toBeHidden()

		// g then i, t, d, k
		await page.keyboard.press('g')
		await page.keyboard.press('i')
		await expect(page).toHaveURL(/\/gtd\/tasks\/inbox$/)
		await page.keyboard.press('g')
		await page.keyboard.press('t')
		await expect(page).toHaveURL(/\/tasks\/todays-focus$/)
		await page.keyboard.press('g')
		await page.keyboard.press('d')
		await expect(page).toHaveURL(/\/dashboard$/)
		// reached by React Router: the shortcuts still work on the page that has no React of its own
		await page.keyboard.press('g')
		await page.keyboard.press('k')
		// not premium, so no board: Display Options, where the Kanban switch is
		await expect(page).toHaveURL(/\/tasks\/display-options\?returnTo=%2Ftasks$/)
		await expectAccessible(page)
	})

	test('g waits 1.5 s for its second key; Ctrl, Alt and Cmd combinations are the browser’s', async ({ page, signIn }) => {
		const { user } = await signIn({ loadDefaults: false })
		makeTask(user.id, { title: 'Alpha' })
		await page.goto('/tasks')
		await page.keyboard.press('g')
		await page.waitForTimeout(1700)
		await page.keyboard.press('i')
		await page.waitForTimeout(300)
		await expect(page).toHaveURL(/\/tasks$/)
		for (const combo of ['Control+j', 'Alt+j', 'Meta+j', 'Shift+J']) {
			await page.keyboard.press(combo)
			expect(await focusedCard(page), combo).toBeNull()
		}
		await page.keyboard.press('j')
		expect(await focusedCard(page)).toBe('Alpha')
		await page.keyboard.press('Control+x')
		await page.keyboard.press('Alt+s')
		await page.waitForTimeout(300)
		expect(await stored(user.id, 'Alpha')).toMatchObject({ completed: false, star: false })
	})

	test('on a page without React (the dashboard, loaded afresh) the shortcuts come as a small script; ? shows the help page', async ({ page, signIn }) => {
		await signIn({ loadDefaults: false })
		await page.goto('/dashboard')
		await expect(page.locator('#app-scripts')).toHaveCount(0)
		await page.keyboard.press('?')
		await expect(page).toHaveURL(/\/help\/shortcuts$/)
		await expect(page.getByRole('heading', { name: 'Keyboard Shortcuts', level: 1 })).toBeVisible()
		await expectAccessible(page)
		await page.goto('/dashboard')
		await page.keyboard.press('g')
		await page.keyboard.press('t')
		await expect(page).toHaveURL(/\/tasks\/todays-focus$/)
		await page.goto('/dashboard')
		await page.keyboard.press('n')
		await expect(page).toHaveURL(/\/tasks\/create\/new$/)
		// typing in a field of a page without React is typing too
		await page.goto('/wordcloud')
		const from = page.getByLabel('Completed')
		await from.focus()
		await page.keyboard.press('g')
		await page.keyboard.press('d')
		await page.waitForTimeout(300)
		await expect(page).toHaveURL(/\/wordcloud$/)
	})

	test('g k goes to the Kanban board for a premium person with it on; j, s and x work on its cards', async ({ page, signIn }) => {
		const me = await signIn({ premium: true, loadDefaults: false })
		makeTask(me.user.id, { title: 'On the board', status: 'next' })
		const { saveTaskPreferences } = await import('~/tasks/preferences.server')
		saveTaskPreferences(me.user.id, { displayKanban: true, kanbanGroup: 'status' })
		// the drag and drop board takes over from the plain one when its script arrives: held back here until the
		// focus is on a card, as on a slow phone, where the swap must not drop the focus
		let release = () => {}
		const held = new Promise<void>((resolve) => (release = resolve))
		await page.route(/kanban-dnd-[\w-]+\.js$/, async (route) => {
			await held
			await route.continue()
		})
		await page.goto('/dashboard')
		await page.keyboard.press('g')
		await page.keyboard.press('k')
		await expect(page).toHaveURL(/\/tasks$/)
		await expect(page.getByTestId('kanban-board')).toBeVisible()
		await waitForHydration(page)
		// the board's keys are ready once the page after the client-side navigation has settled: j on the only card
		// keeps it (a loaded CI machine pressed j before then)
		await expect(async () => {
			await page.keyboard.press('j')
			expect(await focusedCard(page)).toBe('On the board')
		}).toPass({ timeout: 10_000 })
		release()
		await expect(page.getByTestId('drag-handle')).toBeVisible()
		expect(await focusedCard(page)).toBe('On the board')
		await page.keyboard.press('s')
		await expect.poll(async () => (await stored(me.user.id, 'On the board')).star).toBe(true)
		await page.keyboard.press('x')
		await expect.poll(async () => (await stored(me.user.id, 'On the board')).completed).toBe(true)
		await page.goto('/tasks/todays-focus')
		await page.keyboard.press('g')
		await page.keyboard.press('k')
		await expect(page).toHaveURL(/\/tasks$/)
	})

	// changed on purpose (issue 51, point 6): a phone has quick add too, as a bar along the bottom, and q goes there
	test('on a phone q focuses the quick-add bar at the bottom', async ({ page, signIn }) => {
		await signIn({ loadDefaults: false })
		await page.setViewportSize({ width: 390, height: 800 })
		await page.goto('/tasks')
		await expect(page.getByLabel('Task Title')).toBeVisible()
		await page.keyboard.press('q')
		await expect(page.getByLabel('Task Title')).toBeFocused()
		await blur(page)
		// / still finds the search field, which opens under the bar while it has the focus
		await page.keyboard.press('/')
		await expect(page.getByRole('searchbox', { name: 'Search tasks' })).toBeFocused()
		await expect(page.getByRole('searchbox', { name: 'Search tasks' })).toBeVisible()
		await expectAccessible(page)
		await blur(page)
		// every signed-in page has the bar
		await page.goto('/dashboard')
		await page.keyboard.press('q')
		await expect(page.getByLabel('Task Title')).toBeFocused()
	})
})

test('the list is a page reachable from the user menu and the profile; turned off there, no key does anything', async ({ page, signIn, jsOn }) => {
	test.slow()
	const { user } = await signIn({ loadDefaults: false })
	makeTask(user.id, { title: 'Alpha' })

	// the profile: the setting (On by default) and the way to the list
	await page.goto('/profile/general')
	const setting = page.getByRole('group', { name: 'Keyboard shortcuts' })
	await expect(setting.getByRole('radio', { name: 'On' })).toBeChecked()
	await page.getByRole('link', { name: 'See all keyboard shortcuts' }).click()
	await expect(page).toHaveURL(/\/help\/shortcuts$/)
	await expect(page.getByRole('heading', { name: 'Keyboard Shortcuts', level: 1 })).toBeVisible()
	for (const does of ['Show the keyboard shortcuts', 'Search tasks', 'Next card', 'Complete the card', 'GTD Inbox', 'Kanban']) {
		await expect(page.getByRole('cell', { name: new RegExp(does) })).toBeVisible()
	}
	await expectAccessible(page)

	// the user menu's Keyboard Shortcuts: the dialog with JavaScript (the focus goes back to the menu), else the page
	await page.goto('/tasks')
	const userMenu = page.locator('summary', { hasText: 'User' })
	await userMenu.click()
	await page.getByRole('link', { name: 'Keyboard Shortcuts' }).click()
	if (jsOn) {
		const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
		await expect(help).toBeVisible()
		await expect(help.getByRole('link', { name: 'Turn them off in your profile' })).toBeVisible()
		await expectAccessible(page)
		await page.keyboard.press('Escape')
		await expect(help).toBeHidden()
		await expect(userMenu).toBeFocused()
		await expect(page).toHaveURL(/\/tasks$/)
	} else {
		await expect(page).toHaveURL(/\/help\/shortcuts$/)
	}

	// Off: a plain form under Personal Details
	await page.goto('/profile/general')
	await setting.getByRole('radio', { name: 'Off' }).check()
	await page.getByRole('button', { name: 'Change shortcuts' }).click()
	await expect(page.getByTestId('toast')).toContainText('Keyboard shortcuts turned off.')
	await expect(setting.getByRole('radio', { name: 'Off' })).toBeChecked()
	await expectAccessible(page)
	expect(findTasks(user.id).length).toBe(1)
	const { getUserById } = await import('~/identity/users.server')
	expect(getUserById(user.id)!.keyboardShortcuts).toBe(false)

	if (jsOn) {
		// no key does anything, on a page React runs or one it does not
		for (const path of ['/tasks', '/dashboard']) {
			await page.goto(path)
			for (const key of ['?', '/', 'q', 'n', 'j', 'x', 's', 'e']) await page.keyboard.press(key)
			await page.keyboard.press('g')
			await page.keyboard.press('i')
			await page.waitForTimeout(300)
			await expect(page).toHaveURL(new RegExp(`${path}$`))
			await expect(page.getByRole('dialog')).toHaveCount(0)
			expect(await page.evaluate(() => document.activeElement === document.body), path).toBe(true)
		}
		expect(findTasks(user.id)[0]).toMatchObject({ completed: false, star: false })
		// the menu's entry is then the page, which says how to turn them on again
		await page.goto('/tasks')
		await userMenu.click()
		await page.getByRole('link', { name: 'Keyboard Shortcuts' }).click()
		await expect(page).toHaveURL(/\/help\/shortcuts$/)
	} else {
		await page.goto('/help/shortcuts')
	}
	await expect(page.getByText('Your keyboard shortcuts are turned off')).toBeVisible()
	await page.getByRole('link', { name: 'Turn them on in your profile' }).click()
	await setting.getByRole('radio', { name: 'On' }).check()
	await page.getByRole('button', { name: 'Change shortcuts' }).click()
	await expect(page.getByTestId('toast')).toContainText('Keyboard shortcuts turned on.')
	expect(getUserById(user.id)!.keyboardShortcuts).toBe(true)
})

test('the setting refuses anything but On or Off, a 1 MB value included, and changes nothing', async ({ page, signIn }, testInfo) => {
	test.skip(testInfo.project.name !== 'js', 'a server-side rule: once is enough')
	const { user } = await signIn({ loadDefaults: false })
	const { getUserById } = await import('~/identity/users.server')
	for (const value of ['maybe', 'x'.repeat(1_000_000)]) {
		const response = await page.request.post(`${E2E_URL}/profile/general`, {
			form: { intent: 'shortcuts', keyboardShortcuts: value },
			headers: { origin: E2E_URL },
			maxRedirects: 0,
		})
		expect(response.status(), value.slice(0, 10)).toBeGreaterThanOrEqual(400)
		expect(getUserById(user.id)!.keyboardShortcuts).toBe(true)
	}
	// the help page is the signed-in person's: a visitor is sent to sign in
	const visitor = await fetch(`${E2E_URL}/help/shortcuts`, { redirect: 'manual' })
	expect([302, 303]).toContain(visitor.status)
})
