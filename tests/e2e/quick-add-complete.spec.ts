// Issue 48 point 1 (docs/decisions/270): a task quick add understood anything of (a date, a time, an @context, a
// #folder, a !priority, a star, a repeat, all at once) completes from its card, JavaScript on and off; a repeating one
// moves to its next date. And point 5: with the sign-up defaults it reaches the weekly review's Inbox to zero.
import type { Page } from '@playwright/test'
import { expectCompletedInDatabase, PHRASES } from '../quick-add-phrases'
import { expect, expectAccessible, findTasks, test } from './fixtures'

// The rule for each of the eight phrases (the values each task gets, Complete JavaScript off and on, the toasts) is
// checked through the routes' own actions in app/tasks/quick-add-complete.server.test.ts; the browser walks the journey
// once each way with a plain phrase and with the one that holds everything and repeats (docs/decisions/345).
const JOURNEY = PHRASES.filter((p) => p.typed === 'Call Bob tomorrow 5pm' || p.title === 'Team review')

async function quickAdd(page: Page, typed: string, title: string, jsOn: boolean) {
	await page.getByLabel('Task Title').fill(typed)
	if (jsOn) {
		// the live preview lists what was understood before it is added
		await expect(page.getByRole('list', { name: 'Understood' })).toBeVisible({ timeout: 20_000 })
		await page.getByRole('button', { name: 'Quick Add' }).click()
	} else {
		await page.getByRole('button', { name: 'Quick Add' }).click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Add “${title}”?`)
		await expectAccessible(page)
		await page.getByRole('button', { name: 'Add Task' }).click()
	}
	await expect(page.getByText(`Task “${title}” added.`)).toBeVisible()
}

test('a quick add of a plain phrase and of one with everything and a repeat: each task completes from its card', async ({ page, signIn, jsOn }) => {
	test.slow()
	const { user } = await signIn({ timezone: 'Europe/London' })
	expect(JOURNEY).toHaveLength(2)
	for (const { typed, title, repeats, check } of JOURNEY) {
		await test.step(`quick add "${typed}" makes a task that completes from its card`, async () => {
			await page.goto('/tasks')
			await quickAdd(page, typed, title, jsOn)
			const made = findTasks(user.id).find((t) => t.title === title)!
			expect(made).toMatchObject({ repeatChoice: repeats ? expect.any(String) : '', ...check })
			expect(made.repeat !== '').toBe(!!repeats)
			await page.goto('/tasks')
			await expectAccessible(page)
			await page.getByRole('button', { name: `Complete ${title}`, exact: true }).click()
			const toast = page.getByTestId('toast')
			await expect(toast).toContainText('Task completed.')
			await expect(toast).not.toContainText('Unable to create a new instance')
			await expectAccessible(page)
			expectCompletedInDatabase(expect, findTasks(user.id), made, repeats)
			if (repeats) {
				// the next one is on the list in its place
				await expect(toast).toContainText('The next one is due')
				await expect(page.getByRole('button', { name: `Complete ${title}`, exact: true })).toHaveAttribute('aria-pressed', 'false')
			}
		})
	}
})

test('a quick add with the sign-up defaults (folder Inbox, status Planning) reaches Inbox to zero', async ({ page, signIn, jsOn }) => {
	const { user } = await signIn({ timezone: 'Europe/London' })
	await page.goto('/tasks')
	await quickAdd(page, 'Renew the insurance tomorrow', 'Renew the insurance', jsOn)
	expect(findTasks(user.id).find((t) => t.title === 'Renew the insurance')).toMatchObject({ folder: 'Inbox', status: 'planning' })
	await page.goto('/review/inbox')
	await expect(page.getByText('Give each task in the Inbox folder or without a status one decision.')).toBeVisible()
	await expect(page.getByRole('listitem').filter({ hasText: 'Renew the insurance' })).toHaveCount(1)
	await expectAccessible(page)
})
