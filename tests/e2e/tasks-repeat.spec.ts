// Completing a repeating task creates the next one (spec point 4).
import { expect, findTasks, test } from './fixtures'
import { londonDay } from './task-helpers'

async function dates(days: number) {
	const { dateInputValue, displayDate } = await import('~/tasks/task-dates')
	const day = await londonDay(days)
	return { input: dateInputValue(day, 'Europe/London'), shown: displayDate(day, 'Europe/London'), day }
}

test('complete a weekly task and find the next one due 7 days later', async ({ page, signIn }) => {
	const { user } = await signIn({ loadDefaults: false })
	const today = await dates(0)
	const nextWeek = await dates(7)
	await page.goto('/tasks/create/new?returnTo=/tasks')
	await page.getByLabel('Title', { exact: true }).fill('Put the bins out')
	await page.getByLabel('Due date').fill(today.input)
	await page.getByLabel('Due time').fill('07:30')
	await page.getByLabel('Remind').selectOption('15')
	await page.getByLabel('Repeat', { exact: true }).selectOption('WEEKLY')
	await page.getByRole('button', { name: 'Add', exact: true }).click()
	await expect(page).toHaveURL(/\/tasks$/)
	const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Put the bins out/ }) })
	// the row reads its date at a glance, the absolute date as its tooltip (issue 51, point 8)
	await expect(card).toContainText('Today 7:30 AM')
	await expect(card.locator('dd[title]').first()).toHaveAttribute('title', `${today.shown} 7:30 AM`)
	await expect(card).toContainText('Weekly')

	await card.getByRole('button', { name: 'Complete Put the bins out' }).click()
	await expect(page.getByTestId('toast')).toContainText(`Task completed. The next one is due ${nextWeek.shown}.`)
	const next = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Put the bins out/ }) })
	await expect(next).toHaveCount(1)
	await expect(next).toContainText(`${nextWeek.shown} 7:30 AM`)
	const all = await findTasks(user.id)
	expect(all).toHaveLength(2)
	const [done, fresh] = [all.find((t) => t.completed)!, all.find((t) => !t.completed)!]
	expect(fresh).toMatchObject({ due: nextWeek.day, createdFrom: done.id, remindSent: false, repeat: done.repeat })
	expect(fresh.remindDate).toBe(nextWeek.day + (7 * 60 + 15) * 60_000)
})

test('an Advanced repeat phrase is read and repeats as it says', async ({ page, signIn }) => {
	const { user } = await signIn({ loadDefaults: false })
	const today = await dates(0)
	const inFour = await dates(4)
	await page.goto('/tasks/create/new?returnTo=/tasks')
	await page.getByLabel('Title', { exact: true }).fill('Water the ferns')
	await page.getByLabel('Due date').fill(today.input)
	await page.getByLabel('Repeat', { exact: true }).selectOption('ADVANCED')
	await page.getByLabel('Advanced repeat').fill('every 4 days')
	await page.getByRole('button', { name: 'Add', exact: true }).click()
	await expect(page).toHaveURL(/\/tasks$/)
	await page.getByRole('button', { name: 'Complete Water the ferns' }).click()
	await expect(page.getByTestId('toast')).toContainText(`The next one is due ${inFour.shown}.`)
	expect((await findTasks(user.id)).find((t) => !t.completed)?.due).toBe(inFour.day)
})

test('an Advanced phrase that cannot be read is a field error', async ({ page, signIn }) => {
	await signIn({ loadDefaults: false })
	await page.goto('/tasks/create/new')
	await page.getByLabel('Title', { exact: true }).fill('Mystery')
	await page.getByLabel('Due date').fill((await dates(0)).input)
	await page.getByLabel('Repeat', { exact: true }).selectOption('ADVANCED')
	await page.getByLabel('Advanced repeat').fill('whenever the moon is blue')
	await page.getByRole('button', { name: 'Add', exact: true }).click()
	await expect(page).toHaveTitle(/^Error: /)
	await expect(page.getByRole('alert')).toBeVisible()
	await expect(page.getByLabel('Advanced repeat')).toHaveAttribute('aria-invalid', 'true')
})

test('a refused completion rolls back with the point 8 warning', async ({ page, signIn }) => {
	const { user } = await signIn({ loadDefaults: false })
	const { makeTask } = await import('../factories')
	// a repeating task whose rule was lost (imported data, for example)
	await makeTask(user.id, { title: 'Broken repeat', due: await londonDay(0), repeatChoice: 'ADVANCED', repeat: '' })
	await page.goto('/tasks')
	const complete = page.getByRole('button', { name: 'Complete Broken repeat' })
	await complete.click()
	const toast = page.getByTestId('toast')
	await expect(toast).toContainText('Task Edit')
	await expect(toast).toContainText('Unable to create a new instance this recurring task because no repeat frequency was specified.')
	await expect(page.getByRole('button', { name: 'Complete Broken repeat' })).toHaveAttribute('aria-pressed', 'false')
	expect((await findTasks(user.id))[0]).toMatchObject({ completed: false, completedDate: null })
})
