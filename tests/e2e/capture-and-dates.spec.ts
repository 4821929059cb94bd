// Capture and reading (issue 51, points 5-8; docs/decisions/315-317): quick add grows into the menu bar's free width
// while focused; on a phone it is a bar along the bottom, one tap away, with its preview (JavaScript) or its
// confirmation page (without); at 360x740 eight rows and more fit, the chips that do not fit collapse into "+N"; the
// rows read their dates at a glance ("Tomorrow", "3 days overdue") with the absolute date as tooltip, and
// Display Options switch them back to absolute.
// With SHOTS=1 it saves the screenshots of docs/screenshots/capture-*.png (360 and 1280 px, light and dark).
import { TZDate } from '@date-fns/tz'
import type { Page } from '@playwright/test'
import { expect, expectAccessible, findTasks, makeTask, test } from './fixtures'

const TZ = 'Europe/London'
const SHOTS = !!process.env.SHOTS

/** local midnight `days` from today in the person's time zone */
function day(days: number) {
	const now = new TZDate(Date.now(), TZ)
	return new TZDate(now.getFullYear(), now.getMonth(), now.getDate() + days, TZ).getTime()
}
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const absolute = (days: number) => {
	const d = new TZDate(day(days), TZ)
	return `${String(d.getDate()).padStart(2, '0')}-${MONTHS[d.getMonth()]}-${d.getFullYear()}`
}

/** the rows wholly in sight: under the menu bar and above the phone's quick-add bar (or the window's bottom) */
const rowsInSight = (page: Page) =>
	page.getByTestId('task-card').evaluateAll((cards) => {
		const top = document.querySelector('header')!.getBoundingClientRect().bottom
		const bar = document.querySelector('form.quick-add')!
		const bottom = getComputedStyle(bar).position === 'fixed' ? bar.getBoundingClientRect().top : window.innerHeight
		return cards.filter((c) => {
			const r = c.getBoundingClientRect()
			return r.top >= top && r.bottom <= bottom
		}).length
	})

async function shot(page: Page, name: string) {
	if (!SHOTS || test.info().project.name !== 'js') return
	for (const scheme of ['light', 'dark'] as const) {
		await page.emulateMedia({ colorScheme: scheme })
		await page.screenshot({ path: `docs/screenshots/capture-${name}-${scheme}.png` })
	}
	await page.emulateMedia({ colorScheme: 'light' })
}

/** a list like a day's: starter tasks and twelve more, dates around today, every kind of chip */
function aDaysTasks(ownerId: string) {
	const folders = ['Inbox', 'Family', 'Personal', 'Professional']
	for (let i = 0; i < 12; i++)
		makeTask(ownerId, {
			title: ['Call the bank about the card', 'Buy milk', 'Renew passport before the summer trip', 'Water plants'][i % 4] + ` ${i + 1}`,
			due: day(i - 4),
			folder: folders[i % 4],
			context: i % 2 ? '@Home' : '@Work',
			priority: ['top', 'high', 'medium', 'low'][i % 4],
			status: i % 3 ? 'next' : 'waiting',
			...(i % 5 === 0 ? { repeat: 'FREQ=WEEKLY;BYDAY=MO,WE,FR', repeatChoice: 'ADVANCED', remind: 60, length: 30 } : {}),
		})
}

test('at 360x740 eight rows and more fit; chips that do not fit are counted into "+N", in the page for a screen reader', async ({ page, signIn }) => {
	const { user } = await signIn({ timezone: TZ, loadDefaults: true })
	aDaysTasks(user.id)
	const busy = makeTask(user.id, {
		title: 'Plan the move',
		due: day(1),
		start: day(-2),
		folder: 'Professional',
		context: '@Work',
		priority: 'high',
		status: 'waiting',
		repeat: 'FREQ=WEEKLY;BYDAY=MO,WE,FR',
		repeatChoice: 'ADVANCED',
		length: 90,
	})
	const seen: string[] = []
	for (const [width, height, least] of [
		[360, 740, 8],
		[1280, 800, 10],
	] as const) {
		await page.setViewportSize({ width, height })
		await page.goto('/tasks')
		const rows = await rowsInSight(page)
		seen.push(`${width}x${height}: ${rows} rows`)
		expect(rows, `rows in a ${width}x${height} window`).toBeGreaterThanOrEqual(least)
		const row = page.getByTestId('task-card').filter({ hasText: 'Plan the move' })
		// the chips in sight, and the "+N" CSS draws after them when some are out of sight
		const chips = () =>
			row.locator('dl').evaluate((dl) => ({
				// the words in sight (a relative date's absolute form after it is for screen readers only)
				inSight: [...dl.querySelectorAll('dd')].filter((dd) => dd.getBoundingClientRect().width > 1).map((dd) => dd.textContent!.replace(/ \(.*\)$/, '')),
				all: [...dl.querySelectorAll('dd')].map((dd) => dd.textContent!.replace(/ \(.*\)$/, '')),
				more: getComputedStyle(dl, '::after').content,
				height: dl.getBoundingClientRect().height,
			}))
		const seenChips = await chips()
		expect(seenChips.all).toEqual(['Tomorrow', '2 days ago', 'High', 'Waiting', 'Professional', '@Work', 'Every Monday, Wednesday and Friday', '90 min'])
		if (width === 360) {
			// one line of chips; the rest out of sight but in the page (a screen reader reads them), counted by "+N"
			expect(seenChips.inSight.length).toBeGreaterThan(0)
			expect(seenChips.inSight.length).toBeLessThan(seenChips.all.length)
			expect(seenChips.inSight).toEqual(seenChips.all.slice(0, seenChips.inSight.length))
			expect(seenChips.more).toContain('counter(more)')
			expect(seenChips.height, 'one line of chips').toBeLessThanOrEqual(20)
			await shot(page, 'list-360')
			// the task's own page shows every chip, on the card's whole width under the title, no "+N"; its buttons clear
			// of each other and of Detail at the corner
			await page.goto(`/tasks/detail/${busy.id}`)
			const card = page.getByTestId('task-card')
			const own = await card.locator('dl').evaluate((dl) => ({
				inSight: [...dl.querySelectorAll('dd')].filter((dd) => dd.getBoundingClientRect().width > 1).length,
				more: getComputedStyle(dl, '::after').content,
				width: dl.getBoundingClientRect().width,
				card: dl.closest('li')!.getBoundingClientRect().width,
			}))
			expect(own).toMatchObject({ inSight: seenChips.all.length, more: 'none' })
			expect(own.width, 'the chips take the card’s width').toBeGreaterThan(own.card * 0.8)
			const boxes = await card.locator(':scope > div > :is(a, button, details, form, span) summary, :scope > div > :is(a, button), :scope > details > summary').evaluateAll((els) =>
				els.map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0).map((r) => [r.left, r.right, r.top, r.bottom] as const),
			)
			const overlaps = boxes.flatMap((a, i) => boxes.slice(i + 1).filter((b) => a[0] < b[1] - 1 && b[0] < a[1] - 1 && a[2] < b[3] - 1 && b[2] < a[3] - 1).map((b) => [a, b]))
			expect(boxes.length, 'the card’s buttons').toBeGreaterThanOrEqual(3)
			expect(overlaps, 'buttons drawn over each other').toEqual([])
			await expectAccessible(page)
		} else {
			expect(seenChips.inSight).toEqual(seenChips.all)
			expect(seenChips.more).toBe('none')
			await shot(page, 'list-1280')
		}
		await expectAccessible(page)
	}
	expect(busy.id).toBeTruthy()
	test.info().annotations.push({ type: 'rows', description: seen.join('; ') })
	console.log(`rows in sight (${test.info().project.name}): ${seen.join('; ')}`)
})

test('rows and Kanban cards read dates at a glance, the absolute date read out and as tooltip; Display Options switch to absolute', async ({ page, signIn }) => {
	const { user } = await signIn({ timezone: TZ })
	makeTask(user.id, { title: 'Due today', due: day(0) })
	makeTask(user.id, { title: 'Due tomorrow', due: day(1), dueTime: 17 * 3_600_000 })
	makeTask(user.id, { title: 'Late by three', due: day(-3) })
	makeTask(user.id, { title: 'Later on', due: day(3) })
	makeTask(user.id, { title: 'Far off', due: day(20) })
	await page.goto('/tasks')
	const chip = (title: string) => page.getByTestId('task-card').filter({ hasText: title }).locator('dd').first()
	/** what the chip shows, and what a screen reader reads: the words, then the absolute date (issue 51, point 8) */
	const reads = async (title: string, words: string, full: string) => {
		await expect(chip(title)).toHaveText(`${words} (${full})`)
		await expect(chip(title).locator('.sr-only')).toHaveText(` (${full})`)
		await expect(chip(title).locator('.sr-only')).toHaveCSS('position', 'absolute')
		await expect(chip(title)).toHaveAttribute('title', full)
	}
	await reads('Due today', 'Today', absolute(0))
	await reads('Due tomorrow', 'Tomorrow 5:00 PM', `${absolute(1)} 5:00 PM`)
	await reads('Late by three', '3 days overdue', absolute(-3))
	const weekday = new TZDate(day(3), TZ).toLocaleDateString('en-GB', { weekday: 'long', timeZone: TZ })
	await reads('Later on', weekday, absolute(3))
	// a week or more ahead, the spec's form, with nothing more to say in a tooltip
	await expect(chip('Far off')).toHaveText(absolute(20))
	await expect(chip('Far off')).not.toHaveAttribute('title', /./)
	// Today's Focus reads the same way
	await page.goto('/tasks/todays-focus')
	await reads('Due today', 'Today', absolute(0))
	await expectAccessible(page)
	// and so do Kanban's cards
	const { saveTaskPreferences } = await import('~/tasks/preferences.server')
	saveTaskPreferences(user.id, { displayKanban: true, kanbanGroup: 'status' })
	await page.goto('/tasks')
	const card = page.getByTestId('kanban-board').getByTestId('task-card').filter({ hasText: 'Due tomorrow' })
	await expect(card.locator('dd')).toHaveText(`Tomorrow 5:00 PM (${absolute(1)} 5:00 PM)`)
	await expect(card.locator('dd')).toHaveAttribute('title', `${absolute(1)} 5:00 PM`)
	await expectAccessible(page)
	saveTaskPreferences(user.id, { displayKanban: false })
	// the detail page keeps the spec's form
	const overdue = findTasks(user.id).find((t) => t.title === 'Late by three')!
	await page.goto(`/tasks/detail/${overdue.id}`)
	await expect(page.getByText(absolute(-3)).first()).toBeVisible()
	await expect(page.getByText('3 days overdue')).toHaveCount(0)
	// Display Options: Absolute dates (a dialog with JavaScript, a page without; the same form)
	await page.goto('/tasks/display-options?returnTo=/tasks')
	await page.getByRole('switch', { name: 'Absolute dates' }).check()
	await page.getByRole('button', { name: 'Apply' }).click()
	await expect(page).toHaveURL(/\/tasks$/)
	await expect(chip('Due today')).toHaveText(absolute(0))
	await expect(chip('Late by three')).toHaveText(absolute(-3))
	await expectAccessible(page)
})

test('the quick add field grows into the menu bar while focused; nothing else in the bar moves', async ({ page, signIn }) => {
	await signIn({ timezone: TZ })
	await page.setViewportSize({ width: 1280, height: 800 })
	await page.goto('/tasks')
	const field = page.getByLabel('Task Title')
	const user = page.getByRole('navigation', { name: 'Main' }).getByText('User', { exact: true })
	const before = { field: (await field.boundingBox())!, user: (await user.boundingBox())!, header: (await page.locator('header').boundingBox())! }
	expect(before.field.width).toBeLessThanOrEqual(170)
	await field.focus()
	// to the bar's free width: its right edge meets the Quick Add button, which meets the User menu
	await expect.poll(async () => (await field.boundingBox())!.width).toBeGreaterThanOrEqual(2 * before.field.width)
	const button = (await page.getByRole('button', { name: 'Quick Add' }).boundingBox())!
	expect(before.user.x - (button.x + button.width)).toBeLessThanOrEqual(24)
	expect(await user.boundingBox()).toEqual(before.user)
	expect(await page.locator('header').boundingBox()).toEqual(before.header)
	await field.fill('Team sync every Tuesday at 9am p2 #Work')
	if (test.info().project.name === 'js') await expect(page.getByRole('list', { name: 'Understood' })).toBeVisible()
	await shot(page, 'quick-add-1280')
	await expectAccessible(page)
})

test('on a phone quick add is a bar at the bottom, one tap away, with its preview or its confirmation page', async ({ page, signIn, jsOn }) => {
	const { user } = await signIn({ timezone: TZ, loadDefaults: true })
	aDaysTasks(user.id)
	await page.setViewportSize({ width: 360, height: 740 })
	await page.goto('/tasks')
	const field = page.getByLabel('Task Title')
	// in sight at the bottom of the window, one line, without opening anything first
	const box = (await field.boundingBox())!
	expect(box.y + box.height).toBeLessThanOrEqual(740)
	expect(box.y).toBeGreaterThan(740 - 64)
	await field.click()
	await expect(field).toBeFocused()
	await field.fill('Pay rent tomorrow p2 #Personal')
	if (jsOn) {
		const understood = page.getByRole('list', { name: 'Understood' })
		await expect(understood).toContainText('Priority: High')
		await expect(understood).toContainText('Folder: Personal')
		// the preview opens above the bar, wholly in sight
		const preview = (await understood.boundingBox())!
		expect(preview.y).toBeGreaterThanOrEqual(0)
		expect(preview.y + preview.height).toBeLessThanOrEqual(box.y)
		await shot(page, 'phone-capture-360')
		await expectAccessible(page)
		await page.getByRole('button', { name: 'Quick Add' }).click()
	} else {
		await page.getByRole('button', { name: 'Quick Add' }).click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add “Pay rent”?')
		await expectAccessible(page)
		await page.getByRole('button', { name: 'Add Task' }).click()
		await expect(page).toHaveURL(/\/tasks$/)
	}
	await expect(page.getByText('Task “Pay rent” added.')).toBeVisible()
	const task = findTasks(user.id).find((t) => t.title === 'Pay rent')!
	expect(task).toMatchObject({ priority: 'high', folder: 'Personal', due: day(1) })
	await expect(page.getByTestId('task-card').filter({ hasText: 'Pay rent' }).locator('dd').first()).toHaveText(`Tomorrow (${absolute(1)})`)
	await expectAccessible(page)
})
