// Route error boundaries (issue 9, item 3): a 404 says what was not found; another person's task is "not found" too.
import { expect, expectAccessible, makeTask, makeUser, test } from './fixtures'

const NO_SUCH_TASK = 'No task with that id exists, or it is not yours.'

test("a missing task and another person's task say no task with that id exists", async ({ page, task }) => {
	const theirs = makeTask(makeUser().id, { title: 'Private matter' })
	// their task is as unknown to this person as a made-up id; this person's own task opens
	expect((await page.goto(`/tasks/detail/${task.id}`))?.status()).toBe(200)
	for (const id of ['no-such-task', theirs.id]) {
		const response = await page.goto(`/tasks/detail/${id}`)
		expect(response?.status()).toBe(404)
		await expect(page.getByRole('heading', { level: 1, name: 'Task not found' })).toBeVisible()
		await expect(page.getByText(NO_SUCH_TASK)).toBeVisible()
		await expect(page).toHaveTitle('Task not found | Twentyfour')
		await expect(page.getByText('Private matter')).toHaveCount(0)
		// the menu bar stays, so the person can go on
		await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible()
		await expectAccessible(page)
	}
	// editing it from a list is the same 404
	expect((await page.goto(`/tasks?edit=${theirs.id}`))?.status()).toBe(404)
	await expect(page.getByText(NO_SUCH_TASK)).toBeVisible()
})

test('an unknown task list and an unknown profile section say what was not found', async ({ page, signedInUser }) => {
	void signedInUser
	expect((await page.goto('/tasks/priority/urgent'))?.status()).toBe(404)
	await expect(page.getByRole('heading', { level: 1, name: 'Task list not found' })).toBeVisible()
	await expect(page.getByText('No task list with that name exists.')).toBeVisible()
	await expectAccessible(page)
	expect((await page.goto('/profile/nonsense'))?.status()).toBe(404)
	await expect(page.getByRole('heading', { level: 1, name: 'Profile section not found' })).toBeVisible()
	await expect(page.getByText('The profile has no section with that name.')).toBeVisible()
})
