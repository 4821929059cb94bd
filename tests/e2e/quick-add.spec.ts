// Quick add that understands what is typed (issue 25, docs/decisions/241): with JavaScript a live preview under the
// field, each part removable; without, a confirmation page; new contexts and folders only when ticked; turned off in
// Quick Add Defaults.
import { expect, expectAccessible, findTasks, test } from './fixtures'

test('quick add reads dates, @context, #folder, !priority and *; a part can be left out', async ({ page, signIn, jsOn }) => {
	const { user } = await signIn({ timezone: 'Europe/London' })
	await page.goto('/tasks')
	const field = page.getByLabel('Task Title')
	await field.fill('Call Bob tomorrow 5pm @home #family !2 * @gym')
	if (jsOn) {
		const understood = page.getByRole('list', { name: 'Understood' })
		await expect(understood).toContainText('Due:')
		await expect(understood).toContainText('Context: @Home')
		await expect(understood).toContainText('Folder: Family')
		await expect(understood).toContainText('Priority: High')
		await expectAccessible(page)
		await understood.getByRole('button', { name: 'Remove star' }).click()
		await expect(understood).not.toContainText('Star:')
		await page.getByRole('button', { name: 'Quick Add' }).click()
	} else {
		await page.getByRole('button', { name: 'Quick Add' }).click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add “Call Bob @gym”?')
		await expectAccessible(page)
		await page.getByRole('checkbox', { name: /^Star: Yes/ }).uncheck()
		await page.getByRole('button', { name: 'Add Task' }).click()
	}
	await expect(page.getByText('Task “Call Bob * @gym” added.')).toBeVisible()
	const task = findTasks(user.id).find((t) => t.title === 'Call Bob * @gym')!
	expect(task).toMatchObject({ context: '@Home', folder: 'Family', priority: 'high', star: false, dueTime: 17 * 3600_000 })
	expect(task.due).not.toBeNull()
})

test('a new context and folder are ticked and say "new"; unticked, their words stay in the title (issue 51)', async ({ page, signIn, jsOn }) => {
	const { user } = await signIn({ timezone: 'Europe/London' })
	await page.goto('/tasks')
	await page.getByLabel('Task Title').fill('Book venue 30 min tomorrow morning #NewProject @calls p1')
	if (jsOn) {
		const understood = page.getByRole('list', { name: 'Understood' })
		await expect(understood).toContainText('Context: @calls (new)')
		await expect(understood).toContainText('Folder: NewProject (new)')
		await expect(understood).toContainText('Priority: Top')
		await expect(understood).toContainText('Length: 30 min')
		await expect(understood.getByRole('checkbox', { name: 'Add new context “@calls”' })).toBeChecked()
		await expectAccessible(page)
		await understood.getByRole('checkbox', { name: 'Add new folder “NewProject”' }).uncheck()
		await page.getByRole('button', { name: 'Quick Add' }).click()
	} else {
		await page.getByRole('button', { name: 'Quick Add' }).click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add “Book venue”?')
		await expect(page.getByRole('checkbox', { name: /^Context: @calls \(new\)/ })).toBeChecked()
		await expect(page.getByRole('checkbox', { name: /^Priority: Top/ })).toBeChecked()
		await expect(page.getByRole('checkbox', { name: /Add new context “@calls”/ })).toBeChecked()
		await expectAccessible(page)
		await page.getByRole('checkbox', { name: /Add new folder “NewProject”/ }).uncheck()
		await page.getByRole('button', { name: 'Add Task' }).click()
	}
	await expect(page.getByText('Task “Book venue #NewProject” added.')).toBeVisible()
	const task = findTasks(user.id).find((t) => t.title === 'Book venue #NewProject')!
	expect(task).toMatchObject({ context: '@calls', priority: 'top', length: 30, dueTime: 9 * 3600_000 })
	expect(task.folder).not.toBe('NewProject')
})

test('turned off in Quick Add Defaults, the whole text is the title', async ({ page, signIn }) => {
	const { user } = await signIn()
	await page.goto('/profile/taskDefaults')
	await page.getByRole('group', { name: 'Understand what I type' }).getByLabel('No').check()
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByText('Quick Add Defaults updated.')).toBeVisible()
	await page.getByLabel('Task Title').fill('Lunch tomorrow @home')
	await page.getByRole('button', { name: 'Quick Add' }).click()
	await expect(page.getByText('Task “Lunch tomorrow @home” added.')).toBeVisible()
	expect(findTasks(user.id).some((t) => t.title === 'Lunch tomorrow @home')).toBe(true)
})
