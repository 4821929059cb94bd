// The weekly review (issue 26), with JavaScript on and off: all six steps with axe on each, resume after leaving
// mid-step, another person's tasks never listed, and step 1 by the keyboard alone.
import { expect, expectAccessible, makeTask, test } from './fixtures'
import { localMidnight } from '~/lib/dates'

const DAY = 86_400_000
const row = (page: import('@playwright/test').Page, title: string) => page.getByRole('listitem').filter({ hasText: title })

test('the weekly review: six steps, resume, Finish with the summary', async ({ page, signedInUser, anotherUser }) => {
	// some twenty pages, each checked with axe: on a busy two-core machine that takes more than the default minute
	test.setTimeout(120_000)
	const { id, timezone } = signedInUser.user
	const other = await anotherUser()
	makeTask(other.user.id, { title: 'Secret of another person' })
	makeTask(id, { title: 'Call the plumber' })
	makeTask(id, { title: 'Renew the passport', status: 'next', folder: 'Family', due: localMidnight(timezone, Date.now(), -2) })
	makeTask(id, { title: 'Quote from the builder', status: 'waiting', folder: 'Finances', added: Date.now() - 10 * DAY })
	makeTask(id, { title: 'Sort the photos', status: 'planning', folder: 'Personal' })
	makeTask(id, { title: 'Learn the cello', status: 'someday' })
	makeTask(id, { title: 'See the dentist', status: 'next', folder: 'Family', due: localMidnight(timezone, Date.now(), 2) })

	await page.goto('/dashboard')
	await page.getByTestId('review-reminder').getByRole('link', { name: 'Start the Weekly Review' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Weekly Review' })).toBeVisible()
	await page.getByRole('button', { name: 'Start the review' }).click()

	// 1. inbox
	await expect(page).toHaveURL(/\/review\/inbox$/)
	await expect(page.getByTestId('review-progress')).toContainText('Step 1 of 6')
	await expect(page.getByText('Secret of another person')).toHaveCount(0)
	await expectAccessible(page)
	const plumber = row(page, 'Call the plumber')
	await plumber.getByLabel('Status').selectOption('next')
	await plumber.getByLabel('Folder').selectOption('Family')
	await plumber.getByRole('button', { name: 'Save decision: Call the plumber' }).click()
	await expect(page.getByText('“Call the plumber” decided.')).toBeVisible()
	await expect(row(page, 'Call the plumber')).toHaveCount(0)
	await page.getByRole('button', { name: /Skip this step|Next step/ }).click()

	// 2. overdue; then leave mid-step and come back
	await expect(page).toHaveURL(/\/review\/overdue$/)
	await expectAccessible(page)
	await row(page, 'Renew the passport').getByRole('button', { name: '+1 day: Renew the passport' }).click()
	await expect(page.getByText('“Renew the passport” rescheduled.')).toBeVisible()
	await page.goto('/dashboard')
	await page.goto('/review')
	await expect(page).toHaveURL(/\/review\/overdue$/)
	await page.getByRole('button', { name: /Skip this step|Next step/ }).click()

	// 3. waiting for
	await expect(page).toHaveURL(/\/review\/waiting$/)
	await expectAccessible(page)
	await row(page, 'Quote from the builder').getByRole('button', { name: 'Follow up: Quote from the builder' }).click()
	await expect(page.getByText('Follow-up added for “Quote from the builder”.')).toBeVisible()
	await expect(row(page, 'Quote from the builder')).toHaveCount(0)
	await page.getByRole('button', { name: /Skip this step|Next step/ }).click()

	// 4. folders without a next action (an empty title is refused beside the field)
	await expect(page).toHaveURL(/\/review\/folders$/)
	await expectAccessible(page)
	const personal = row(page, 'Personal')
	await personal.getByRole('button', { name: 'Add next action' }).click()
	await expect(page).toHaveTitle(/^Error: /)
	await expect(row(page, 'Personal').getByText('Enter the next action.')).toBeVisible()
	await row(page, 'Personal').getByLabel('Next action for Personal').fill('Buy an album')
	await row(page, 'Personal').getByRole('button', { name: 'Add next action' }).click()
	await expect(page.getByText('Next action added to Personal.')).toBeVisible()
	await expect(page.getByRole('heading', { level: 2, name: 'Personal' })).toHaveCount(0)
	await page.getByRole('button', { name: /Skip this step|Next step/ }).click()

	// 5. someday/maybe
	await expect(page).toHaveURL(/\/review\/someday$/)
	await expectAccessible(page)
	await row(page, 'Learn the cello').getByRole('button', { name: 'Activate: Learn the cello' }).click()
	await expect(page.getByText('“Learn the cello” is a Next Action.')).toBeVisible()
	await page.getByRole('button', { name: /Skip this step|Next step/ }).click()

	// 6. the week ahead
	await expect(page).toHaveURL(/\/review\/week-ahead$/)
	await expect(page.getByRole('link', { name: 'See the dentist' })).toBeVisible()
	await expect(page.getByText('Secret of another person')).toHaveCount(0)
	await expectAccessible(page)
	await page.getByRole('button', { name: 'Finish review' }).click()
	await expect(page).toHaveURL(/\/review$/)
	await expect(page.getByTestId('review-summary')).toContainText('4 decided, 1 rescheduled, 2 next actions added')
	await page.goto('/dashboard')
	await expect(page.getByTestId('review-reminder')).toHaveCount(0)
})

test('step 1 by the keyboard alone', async ({ page, signedInUser }) => {
	makeTask(signedInUser.user.id, { title: 'Book the car service' })
	await page.goto('/review')
	await page.getByRole('button', { name: 'Start the review' }).focus()
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(/\/review\/inbox$/)
	const status = row(page, 'Book the car service').getByLabel('Status')
	await status.focus()
	// a select takes the keyboard: type the option's first letters
	await page.keyboard.type('Someday')
	await expect(status).toHaveValue('someday')
	// Tab through folder and context to the decision button
	await page.keyboard.press('Tab')
	await page.keyboard.press('Tab')
	await page.keyboard.press('Tab')
	await expect(page.getByRole('button', { name: 'Save decision: Book the car service' })).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(page.getByText('“Book the car service” decided.')).toBeVisible()
	await expect(row(page, 'Book the car service')).toHaveCount(0)
})

test('another person’s task cannot be decided by id', async ({ page, signedInUser, anotherUser }) => {
	const other = await anotherUser()
	const secret = makeTask(other.user.id, { title: 'Not yours' })
	makeTask(signedInUser.user.id, { title: 'Mine' })
	await page.goto('/review/inbox')
	const form = row(page, 'Mine').locator('form')
	await form.locator('input[name=taskId]').evaluate((el, v) => ((el as HTMLInputElement).value = v), secret.id)
	await row(page, 'Mine').getByRole('button', { name: 'Delete: Mine' }).click()
	await expect(page.getByRole('heading', { name: 'Task not found' })).toBeVisible()
})
