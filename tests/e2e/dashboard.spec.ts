// The dashboard (screen 14) and the word cloud (screen 15), with JavaScript on and off: charts drawn
// on the server whose segments are links to lists of the same length, GET settings forms, sortable
// tables, and the word alert with its 10 seconds.
import { TZDate } from '@date-fns/tz'
import { addDays, startOfWeek } from 'date-fns'
import { expect, expectAccessible, makeTask, test } from './fixtures'

const TZ = 'Europe/London'
/** local midnight of this week's Monday + `days` */
const thisWeek = (days: number) => addDays(startOfWeek(new TZDate(Date.now(), TZ), { weekStartsOn: 1 }), days).getTime()

test('the dashboard: a column opens a list of its length; settings, pies and tables', async ({ page, signIn }) => {
	const { user } = await signIn({
		loadDefaults: false,
		timezone: TZ,
	})
	await makeTask(user.id, {
		title: 'Pay the rent',
		due: thisWeek(1),
		folder: 'Finances',
		context: '@Home',
	})
	await makeTask(user.id, {
		title: 'Ring the bank',
		due: thisWeek(1),
		folder: 'Finances',
	})
	await makeTask(user.id, {
		title: 'Post the parcel',
		due: thisWeek(1),
		folder: 'Inbox',
		completed: true,
		completedDate: Date.now(),
	})
	await makeTask(user.id, {
		title: 'Water the roses',
		start: thisWeek(6),
		folder: 'Inbox',
		context: '@Home',
	})
	await makeTask(user.id, { title: 'Read a book', folder: '' })

	await page.goto('/dashboard')
	await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
	// what keeps the first paint light (decision 120): the six cards below the week skip layout until near the
	// viewport, as inline styles so the layout before the stylesheet skips them too; legend swatches are not SVGs
	await expect(page.locator('main [style*="content-visibility:auto"]')).toHaveCount(6)
	await expect(page.locator('main .chart-swatch')).not.toHaveCount(0)
	await expect(page.locator('main li svg, main th svg')).toHaveCount(0)
	const week = page.getByRole('figure', { name: /^This Week: Week of/ })
	await expect(week).toBeVisible()
	// Sunday is the seventh day
	await expect(week.getByRole('link', { name: 'Sunday, start: 1 task' })).toBeVisible()
	await week.getByRole('link', { name: 'Tuesday, due: 3 tasks' }).click()
	await expect(page).toHaveURL(/\/tasks\/custom\?completed=A&group=a&field=due&operator=%24eq&value=\d{4}-\d{2}-\d{2}$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Custom')
	await expect(page.getByText('3 tasks', { exact: true })).toBeVisible()
	await expect(page.getByTestId('task-card')).toHaveCount(3)
	await expectAccessible(page)

	// settings: a GET form in a disclosure
	await page.goto('/dashboard')
	await page.getByText('Settings', { exact: true }).click()
	await page.getByLabel('Complete', { exact: true }).selectOption('Y')
	await page.getByRole('button', { name: 'Show' }).first().click()
	await expect(page).toHaveURL(/complete=Y/)
	await expect(week.getByRole('link', { name: 'Tuesday, due: 1 task' })).toBeVisible()
	await expect(week.getByRole('link', { name: /Sunday, start/ })).toHaveCount(0)
	await expect(page.getByLabel('Complete', { exact: true })).toHaveValue('Y')

	// the all-time pie: its slice opens the list of the incomplete tasks
	const allTime = page.getByRole('figure', { name: 'All time' })
	await expect(allTime.getByRole('link', { name: 'All time, Complete: 1 task of 5' })).toBeVisible()
	// with the keyboard: a slice is a link like any other
	await allTime.getByRole('link', { name: 'All time, Incomplete: 4 tasks of 5' }).focus()
	await page.keyboard.press('Enter')
	await expect(page.getByText('4 tasks', { exact: true })).toBeVisible()

	// the Folder table, by count then by name, both ways
	await page.goto('/dashboard')
	const folders = page.getByRole('table', { name: 'Folder' })
	const names = () => folders.getByRole('rowheader').allTextContents()
	await expect.poll(names).toEqual(['Finances', 'Inbox', 'Unassigned'])
	await folders.getByRole('link', { name: /^Count/ }).click()
	await expect.poll(names).toEqual(['Inbox', 'Unassigned', 'Finances'])
	await expect(folders.getByRole('columnheader', { name: /Count/ })).toHaveAttribute('aria-sort', 'ascending')
	await folders.getByRole('link', { name: /^Folder/ }).click()
	await expect.poll(names).toEqual(['Finances', 'Inbox', 'Unassigned'])
	await folders.getByRole('link', { name: /^Folder/ }).click()
	await expect.poll(names).toEqual(['Unassigned', 'Inbox', 'Finances'])
	await expect(folders.getByRole('columnheader', { name: /Folder/ })).toHaveAttribute('aria-sort', 'descending')
	// a row opens the list of its incomplete tasks
	await folders.getByRole('link', { name: 'Finances' }).click()
	await expect(page).toHaveURL(/\/tasks\/folder\/Finances\?completed=N$/)
	await expect(page.getByText('2 tasks', { exact: true })).toBeVisible()
})

test('the word cloud: folders as words, the alert for 10 seconds, a hint for an empty range', async ({ page, jsOn, signIn }) => {
	const { user } = await signIn({
		loadDefaults: false,
		timezone: TZ,
	})
	const year = new TZDate(Date.now(), TZ).getFullYear()
	const thisYear = new TZDate(year, 5, 1, TZ).getTime()
	for (const folder of ['Inbox', 'Inbox', 'Family', ''])
		await makeTask(user.id, {
			title: `In ${folder || 'no folder'}`,
			folder,
			due: thisYear,
			completed: true,
			completedDate: thisYear,
		})
	if (jsOn) await page.clock.install()

	await page.goto('/wordcloud')
	await expect(page.getByRole('heading', { level: 1, name: 'Word Cloud' })).toBeVisible()
	// the defaults: every task due this year (issue 24; point 9's completed tasks of 2019 showed nothing to a new user)
	await expect(page.getByLabel('Completed')).toHaveValue('A')
	await expect(page.getByLabel('Date field')).toHaveValue('due')
	await expect(page.getByLabel('From')).toHaveValue(`${year}-01-01`)
	await expect(page.getByLabel('To')).toHaveValue(`${year}-12-31`)
	const cloud = page.getByRole('group', { name: 'Word cloud of folders' })
	await expect(cloud.getByRole('link', { name: 'Unassigned: 1 task' })).toBeVisible()
	await expect(page.getByRole('table', { name: 'Share of each word: the numbers' }).getByRole('row', { name: /Inbox 2 50%/ })).toBeVisible()
	// the pie draws every word here, so no second table repeats its numbers (issue 24)
	await expect(page.getByRole('table', { name: 'Words in Other' })).toHaveCount(0)

	await cloud.getByRole('link', { name: 'Inbox: 2 tasks' }).click()
	const alert = page.getByRole('status').filter({ hasText: 'Out of' })
	await expect(alert).toHaveText(/Out of 4 tasks, the word appeared 2 times \(50%\)\./)
	const box = page.getByTestId('word-alert')
	if (jsOn) {
		// the page stays where it is; the alert leaves after 10 seconds
		await expect(page).toHaveURL(/\/wordcloud$/)
		await page.clock.runFor(9_000)
		await expect(box).toBeVisible()
		await page.clock.runFor(1_000)
		await expect(box).toHaveCount(0)
	} else {
		await expect(page).toHaveURL(/word=Inbox#word-alert$/)
		// CSS hides it: fading out in the last 0.4 s of 10 s
		const timing = await box.evaluate((el) => {
			const style = getComputedStyle(el)
			return [style.animationName, style.animationDelay, style.animationDuration]
		})
		expect(timing).toEqual(['toast-out', '9.6s', '0.4s'])
		await page.getByRole('link', { name: 'Dismiss' }).click()
		await expect(box).toHaveCount(0)
	}
	await expectAccessible(page)

	// an empty range: a one-line hint to widen it
	await page.getByLabel('From').fill('2030-01-01')
	await page.getByLabel('To').fill('2030-12-31')
	await page.getByRole('button', { name: 'Load' }).click()
	await expect(page.getByTestId('word-cloud-empty')).toHaveText(/try a wider date range/)
	await expectAccessible(page)

	// To before From
	await page.getByLabel('To').fill('2029-01-01')
	await page.getByRole('button', { name: 'Load' }).click()
	await expect(page).toHaveTitle(/^Error: Word Cloud/)
	await expect(page.getByRole('alert')).toContainText('To must be on or after From.')
})

test('another person’s tasks never show on my dashboard or word cloud', async ({ page, signIn, anotherUser }) => {
	const other = await anotherUser({ loadDefaults: false })
	await makeTask(other.user.id, {
		title: 'Secret',
		folder: 'Hidden folder',
		context: '@Secret',
		due: Date.now(),
		completed: true,
	})
	await signIn({ loadDefaults: false })
	await page.goto('/dashboard')
	await expect(page.getByRole('figure', { name: 'All time' })).toContainText('You have no tasks yet.')
	await expect(page.getByText('@Secret')).toHaveCount(0)
	await page.goto('/wordcloud')
	await expect(page.getByTestId('word-cloud-empty')).toBeVisible()
	await expect(page.getByText('Hidden folder')).toHaveCount(0)
})

test('reached from a task list’s menu, the dashboard and the word cloud show their numbers', async ({ page, signIn }) => {
	// with JavaScript the task list runs React and these are client-side navigations: their data comes as a data
	// request, not as the fields a document's render reads alone (app/lib/rendered-only.server.ts, decision 260)
	const { user } = await signIn({ loadDefaults: false, timezone: TZ })
	await makeTask(user.id, { title: 'Pay the rent', due: thisWeek(1), folder: 'Finances' })
	for (const [entry, shown] of [
		['Dashboard', page.getByRole('figure', { name: 'All time' }).getByText('1', { exact: true })],
		['Word Cloud', page.getByRole('link', { name: 'Finances: 1 task' })],
	] as const) {
		await page.goto('/tasks')
		await page.locator('summary', { hasText: 'Tasks' }).click()
		await page.getByRole('link', { name: entry, exact: true }).click()
		await expect(page.getByRole('heading', { level: 1, name: entry })).toBeVisible()
		await expect(shown.first()).toBeVisible()
		await expectAccessible(page)
	}
})

test('the week chart fills its card at 1280 px and stays readable at 360 px', async ({ page, signIn }) => {
	await signIn({ loadDefaults: true })
	const card = page.getByRole('region', { name: 'This Week' })
	const chart = card.getByRole('group', { name: /^This Week/ })
	for (const [width, least] of [
		[1280, 0.9],
		[360, 0.9],
	] as const) {
		await page.setViewportSize({ width, height: 900 })
		await page.goto('/dashboard')
		const [c, s] = [(await card.boundingBox())!, (await chart.boundingBox())!]
		expect(s.width / c.width, `the chart's share of its card at ${width} px`).toBeGreaterThan(least * 0.95)
		// its letters no smaller than 9 px on screen: the phone has its own drawing
		const smallest = await chart.evaluate((svg) => {
			const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width
			return Math.min(...Array.from(svg.querySelectorAll('text')).map((t) => Number(t.getAttribute('font-size')) * scale))
		})
		expect(smallest).toBeGreaterThanOrEqual(9)
	}
})
