// The task screens (issue 3): lists, headers, quick add, create, edit, star, complete, delete,
// sub-tasks, offsets and owner scoping. Every test runs with JavaScript on and off.
import { expect, expectAccessible, findTasks, makeFolder, makeTask, test } from './fixtures'
import { londonDay } from './task-helpers'

test('each list has the header of screen 6, an empty state and a count linking to the dashboard', async ({ page, signIn }) => {
	await signIn({ loadDefaults: false })
	const lists: [string, string, string][] = [
		['/tasks/get-organized', 'Get Organized', 'Tasks that were to be started or finished previously.'],
		['/tasks/overdue', 'Overdue', 'Tasks that should be complete.'],
		['/tasks/todays-focus', "Today's Focus", 'Tasks to start or finish today.'],
		['/tasks/this-week', 'This Week', 'Tasks to start or finish this week.'],
		['/tasks/custom', 'Custom', 'Results based on your filter.'],
		['/gtd/tasks/inbox', 'GTD Inbox', 'Tasks without a status.'],
		['/gtd/tasks', 'GTD Inbox', 'Tasks without a status.'],
		['/tasks/priority/high', 'By Priority', 'Tasks assigned to the High priority.'],
		['/tasks/status/next', 'By Status', 'Tasks assigned to the Next Action status.'],
		['/tasks/context/@Home', 'By Context', 'Tasks assigned to the @Home context.'],
	]
	for (const [path, title, subtitle] of lists) {
		await page.goto(path)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
		await expect(page.getByText(subtitle)).toBeVisible()
		await expect(page.getByText('No tasks to display.')).toBeVisible()
	}
	await expectAccessible(page)
	await page.getByRole('link', { name: '0 tasks' }).click()
	await expect(page).toHaveURL(/\/dashboard$/)
	expect((await page.goto('/tasks/nonsense'))?.status()).toBe(404)
	expect((await page.goto('/tasks/priority/urgent'))?.status()).toBe(404)
})

test('quick add from any page comes back to the same page with a toast', async ({ page, signIn }) => {
	const { user } = await signIn({ loadDefaults: false })
	await page.goto('/tasks/overdue')
	await page.getByRole('button', { name: 'Quick Add' }).click()
	// an empty title: with JavaScript said under the field (focus back in it), without it in the toast of the answer
	if (test.info().project.use.javaScriptEnabled) {
		await expect(page.locator('#quick-add-error')).toHaveText('Error: A title (name) for the task must be provided.')
		await expect(page.getByLabel('Task Title')).toBeFocused()
		await expectAccessible(page)
	} else await expect(page.getByTestId('toast')).toContainText('A title (name) for the task must be provided.')
	await page.getByLabel('Task Title').fill('Ring the plumber')
	await page.getByRole('button', { name: 'Quick Add' }).click()
	await expect(page.getByTestId('toast')).toContainText('Ring the plumber')
	await expect(page).toHaveURL(/\/tasks\/overdue$/)
	await expect(page.getByLabel('Task Title')).toHaveValue('')
	const [task] = await findTasks(user.id)
	// the user's quick-add defaults (point 9): medium, planning, Inbox, start and due tomorrow
	expect(task).toMatchObject({ title: 'Ring the plumber', priority: 'medium', status: 'planning', folder: 'Inbox', star: false, completed: false })
	expect(task!.due).toBe(await londonDay(1))
	expect(task!.start).toBe(await londonDay(1))
	await page.goto('/tasks')
	await expect(page.getByRole('heading', { name: 'Ring the plumber' })).toBeVisible()
})

test('create on the page: Add & Create New, Add & Create Similar, then Add', async ({ page, signedInUser }) => {
	const { user } = signedInUser
	await page.goto('/tasks/create/new')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Task')
	// the title is required
	await page.getByRole('button', { name: 'Add & Create New' }).click()
	await expect(page).toHaveTitle(/^Error: Create Task/)
	await expect(page.getByRole('alert')).toContainText('A title (name) for the task must be provided.')
	await expectAccessible(page)

	await page.getByLabel('Title', { exact: true }).fill('Pack the tent')
	await page.getByLabel('Folder').selectOption('Personal')
	await page.getByLabel('Priority').selectOption('high')
	await page.getByRole('button', { name: 'Add & Create New' }).click()
	await expect(page.getByTestId('toast')).toContainText('Task created.')
	await expect(page.getByLabel('Title', { exact: true })).toHaveValue('')
	await expect(page.getByLabel('Folder')).toHaveValue('')

	await page.getByLabel('Title', { exact: true }).fill('Pack the stove')
	await page.getByLabel('Notes').fill('with *fuel*')
	await page.getByLabel('Context').selectOption('@Home')
	await page.getByLabel('Status').selectOption('next')
	await page.getByLabel('More save actions').click()
	await page.getByRole('button', { name: 'Add & Create Similar' }).click()
	await expect(page.getByTestId('toast')).toContainText('Task created.')
	// similar: fields kept, title and notes cleared; the split button's primary action is now "similar"
	await expect(page.getByLabel('Title', { exact: true })).toHaveValue('')
	await expect(page.getByLabel('Notes')).toHaveValue('')
	await expect(page.getByLabel('Context')).toHaveValue('@Home')
	await expect(page.getByLabel('Status')).toHaveValue('next')
	await expect(page.getByRole('button', { name: 'Add & Create Similar' })).toBeVisible()

	await page.getByLabel('Title', { exact: true }).fill('Pack the map')
	await page.getByRole('button', { name: 'Add', exact: true }).click()
	await expect(page.getByTestId('toast')).toContainText('Task created.')
	const packed = async () => (await findTasks(user.id)).filter((t) => t.title.startsWith('Pack'))
	await expect.poll(async () => (await packed()).map((t) => t.title).sort()).toEqual(['Pack the map', 'Pack the stove', 'Pack the tent'])
	const mine = await packed()
	expect(mine.find((t) => t.title === 'Pack the map')).toMatchObject({ context: '@Home', status: 'next', notes: '' })
	expect(mine.find((t) => t.title === 'Pack the tent')).toMatchObject({ folder: 'Personal', priority: 'high' })
})

test('create through the Add button (the modal with JavaScript) and back on the list', async ({ page, signIn, jsOn }) => {
	const { user } = await signIn({ loadDefaults: false })
	await page.goto('/tasks')
	await page.getByRole('link', { name: 'Add', exact: true }).click()
	if (jsOn) {
		const dialog = page.getByRole('dialog', { name: 'Create Task' })
		await expect(dialog).toBeVisible()
		await expect(page.locator('#taskModal')).toBeVisible()
		await expectAccessible(page)
		await dialog.getByLabel('Title', { exact: true }).fill('First from the modal')
		await dialog.getByRole('button', { name: 'Add & Create New' }).click()
		await expect(page.getByTestId('toast')).toContainText('Task created.')
		await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('')
		await dialog.getByLabel('Title', { exact: true }).fill('Second from the modal')
		await dialog.getByLabel('Priority').selectOption('low')
		await dialog.getByLabel('More save actions').click()
		await dialog.getByRole('button', { name: 'Add & Create Similar' }).click()
		await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('')
		await expect(dialog.getByLabel('Priority')).toHaveValue('low')
		await expect(dialog.getByRole('button', { name: 'Add & Create Similar' })).toBeVisible()
		await dialog.getByLabel('Title', { exact: true }).fill('Third from the modal')
		await dialog.getByRole('button', { name: 'Add', exact: true }).click()
		await expect(dialog).toBeHidden()
		await expect(page).toHaveURL(/\/tasks$/)
	} else {
		await expect(page).toHaveURL(/\/tasks\/create\/new\?returnTo=%2Ftasks$/)
		for (const title of ['First from the modal', 'Second from the modal']) {
			await page.getByLabel('Title', { exact: true }).fill(title)
			await page.getByRole('button', { name: 'Add & Create New' }).click()
			await expect(page.getByTestId('toast')).toContainText('Task created.')
		}
		await page.getByLabel('Title', { exact: true }).fill('Third from the modal')
		await page.getByRole('button', { name: 'Add', exact: true }).click()
		await expect(page).toHaveURL(/\/tasks$/)
	}
	for (const title of ['First from the modal', 'Second from the modal', 'Third from the modal']) {
		await expect(page.getByRole('heading', { name: title })).toBeVisible()
	}
	expect(await findTasks(user.id)).toHaveLength(3)
})

test('edit then cancel restores the original; edit then save changes it', async ({ page, signIn }) => {
	const { user } = await signIn({ loadDefaults: false })
	await makeTask(user.id, { title: 'Water the roses', notes: 'Use the **blue** can' })
	await page.goto('/tasks')
	const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Water the roses' }) })
	await expect(card.locator('strong')).toHaveText('blue')
	await card.getByRole('link', { name: 'Edit Water the roses' }).click()
	const form = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Edit “Water the roses”' }) })
	await form.getByLabel('Title', { exact: true }).fill('Water the tulips')
	await form.getByRole('link', { name: 'Cancel' }).click()
	await expect(page.getByRole('heading', { name: 'Water the roses' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Water the tulips' })).toHaveCount(0)

	await page.getByRole('link', { name: 'Edit Water the roses' }).click()
	await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Water the roses')
	await page.getByLabel('Title', { exact: true }).fill('')
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByRole('alert')).toContainText('A title (name) for the task must be provided.')
	await expect(page).toHaveTitle(/^Error: /)
	await page.getByLabel('Title', { exact: true }).fill('Water the tulips')
	await page.getByLabel('Length').fill('15')
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByTestId('toast')).toContainText('Task updated.')
	await expect(page.getByRole('heading', { name: 'Water the tulips' })).toBeVisible()
	await expect(page.getByText('15 min')).toBeVisible()
})

test('star and complete toggle; completing hides the task from the default list', async ({ page, signIn }) => {
	const { user } = await signIn({ loadDefaults: false })
	const task = await makeTask(user.id, { title: 'Feed the cat' })
	await page.goto('/tasks')
	const star = page.getByRole('button', { name: 'Star Feed the cat' })
	await expect(star).toHaveAttribute('aria-pressed', 'false')
	await star.click()
	await expect(page.getByRole('button', { name: 'Star Feed the cat' })).toHaveAttribute('aria-pressed', 'true')
	await expect(page.getByTestId('toast')).toContainText('Task starred.')
	await expect.poll(async () => (await findTasks(user.id))[0]!.star).toBe(true)

	await page.getByRole('button', { name: 'Complete Feed the cat' }).click()
	await expect(page.getByTestId('toast')).toContainText('Task completed.')
	await expect(page.getByRole('heading', { name: 'Feed the cat' })).toHaveCount(0)
	const [done] = await findTasks(user.id)
	expect(done!.completed).toBe(true)
	expect(done!.completedDate).toBeGreaterThan(Date.now() - 60_000)

	// reopening clears the completed date
	await page.goto(`/tasks/detail/${task.id}`)
	await page.getByRole('button', { name: 'Complete Feed the cat' }).click()
	await expect(page.getByRole('button', { name: 'Complete Feed the cat' })).toHaveAttribute('aria-pressed', 'false')
	await expect.poll(async () => (await findTasks(user.id))[0]!.completedDate).toBeNull()
})

test('delete asks for confirmation, then removes the task', async ({ page, signIn }) => {
	const { user } = await signIn({ loadDefaults: false })
	await makeTask(user.id, { title: 'Old chore' })
	await makeTask(user.id, { title: 'Keeper' })
	await page.goto('/tasks')
	await page.getByRole('link', { name: 'Edit Old chore' }).click()
	await page.getByRole('button', { name: 'Delete' }).click()
	await expect(page.getByRole('alertdialog')).toContainText('Delete “Old chore”? It goes to the trash for 30 days.')
	await expectAccessible(page)
	await page.getByRole('button', { name: 'Yes, delete' }).click()
	await expect(page.getByTestId('toast')).toContainText('Task moved to the trash.')
	await expect(page).toHaveURL(/\/tasks$/)
	await expect(page.getByRole('heading', { name: 'Old chore' })).toHaveCount(0)
	expect((await findTasks(user.id)).map((t) => t.title)).toEqual(['Keeper'])
})

test('add a sub-task from the card; a sub-task cannot have its own', async ({ page, signIn, jsOn }) => {
	const { user } = await signIn({ loadDefaults: false })
	const parent = await makeTask(user.id, { title: 'Plan the trip' })
	await page.goto('/tasks')
	await page.getByRole('link', { name: 'Add sub-task to Plan the trip' }).click()
	const scope = jsOn ? page.getByRole('dialog', { name: 'Create Sub-task of Plan the trip' }) : page
	if (!jsOn) await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Sub-task of Plan the trip')
	await scope.getByLabel('Title', { exact: true }).fill('Book the train')
	await scope.getByRole('button', { name: 'Add', exact: true }).click()
	await expect(page.getByTestId('toast')).toContainText('Sub-task created.')
	await page.goto('/tasks')
	const child = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Book the train' }) })
	await expect(child.getByRole('link', { name: 'Plan the trip' })).toBeVisible()
	// one level only: no add-sub-task control on a sub-task, and the page refuses it
	await expect(child.getByRole('link', { name: /Add sub-task/ })).toHaveCount(0)
	const parentCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Plan the trip/ }) })
	await expect(parentCard.getByText('1 sub-task')).toBeVisible()
	const kid = (await findTasks(user.id)).find((t) => t.title === 'Book the train')!
	expect(kid.parentId).toBe(parent.id)
	await page.goto(`/tasks/create/new?parentId=${kid.id}`)
	await expect(page.getByRole('alert')).toContainText('A sub-task cannot have sub-tasks of its own')

	// the detail page shows the sub-task table and its own create-child dialog
	await page.goto(`/tasks/detail/${parent.id}`)
	await expect(page.getByRole('table', { name: 'Sub-tasks of Plan the trip' })).toContainText('Book the train')
	await expectAccessible(page)
})

test('a list card’s “Add sub-task” says the parent’s folder (no choice) and comes back to the list, its page and filters', async ({ page, signIn, jsOn }) => {
	// issue 55 point 1: a sub-task goes where its parent goes, so its form says the folder instead of offering one; without
	// JavaScript the card's link carries the list's address (returnTo), so Add and Cancel come back to it
	const { user } = await signIn({ loadDefaults: false })
	makeFolder(user.id, 'Groceries')
	makeFolder(user.id, 'Work')
	const cake = makeTask(user.id, { title: 'Bake a cake', folder: 'Groceries' })
	const list = '/tasks/folder/Groceries?limit=50'
	await page.goto(list)
	const open = async () => {
		await page.getByRole('link', { name: 'Add sub-task to Bake a cake' }).click()
		if (!jsOn) await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Sub-task of Bake a cake')
		return jsOn ? page.getByRole('dialog', { name: 'Create Sub-task of Bake a cake' }) : page
	}
	let form = await open()
	await expect(form.getByText('A sub-task goes where its parent goes.')).toBeVisible()
	await expect(form.getByText('Groceries (its parent’s)', { exact: true })).toBeVisible()
	await expect(form.getByRole('combobox', { name: /^Folder/ })).toHaveCount(0)
	await expectAccessible(page)
	if (!jsOn) {
		await page.getByRole('link', { name: 'Cancel' }).click()
		await expect(page).toHaveURL(/\/tasks\/folder\/Groceries\?limit=50$/)
		form = await open()
	}
	await form.getByLabel('Title', { exact: true }).fill('Buy flour')
	await form.getByRole('button', { name: 'Add', exact: true }).click()
	await expect(page.getByTestId('toast')).toContainText('Sub-task created.')
	await expect(page).toHaveURL(/\/tasks\/folder\/Groceries\?limit=50$/)
	await expect.poll(() => findTasks(user.id).find((t) => t.title === 'Buy flour') ?? null).toMatchObject({ parentId: cake.id, folder: 'Groceries' })
	// its edit form (the card's, then the task page's) says the parent's folder the same way, and the save keeps it there
	const flour = findTasks(user.id).find((t) => t.title === 'Buy flour')!
	await page.getByRole('link', { name: 'Edit Buy flour' }).click()
	const edit = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Edit “Buy flour”' }) })
	await expect(edit.getByText('A sub-task goes where its parent goes.')).toBeVisible()
	await expect(edit.getByText('Groceries (its parent’s)', { exact: true })).toBeVisible()
	await expect(edit.getByRole('combobox', { name: /^Folder/ })).toHaveCount(0)
	await expectAccessible(page)
	await edit.getByLabel('Title', { exact: true }).fill('Buy spelt flour')
	await edit.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByTestId('toast')).toContainText('Task updated.')
	await expect(page).toHaveURL(/\/tasks\/folder\/Groceries\?limit=50$/)
	expect(findTasks(user.id).find((t) => t.id === flour.id)).toMatchObject({ title: 'Buy spelt flour', folder: 'Groceries' })
	await page.goto(`/tasks/detail/${flour.id}?edit=${flour.id}`)
	await expect(page.getByText('Groceries (its parent’s)', { exact: true })).toBeVisible()
	await expect(page.getByRole('combobox', { name: /^Folder/ })).toHaveCount(0)
	// the parent moved to Work takes its sub-task along
	await page.goto(`/tasks/detail/${cake.id}?edit=${cake.id}`)
	await page.getByRole('combobox', { name: /^Folder/ }).selectOption('Work')
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByTestId('toast')).toContainText('Task updated.')
	await expect.poll(() => findTasks(user.id).map((t) => [t.title, t.folder]).sort()).toEqual([['Bake a cake', 'Work'], ['Buy spelt flour', 'Work']])
	// a parent without a folder: the form says so
	makeTask(user.id, { title: 'Loose end' })
	await page.goto('/tasks')
	await page.getByRole('link', { name: 'Add sub-task to Loose end' }).click()
	await expect(page.getByText('None (its parent has none)', { exact: true })).toBeVisible()
})

test('Today\'s Focus and This Week page by day and week with links', async ({ page, signIn }) => {
	const { user } = await signIn({ loadDefaults: false })
	await makeTask(user.id, { title: 'Due tomorrow', due: await londonDay(1) })
	await makeTask(user.id, { title: 'Due in a fortnight', due: await londonDay(14) })
	await page.goto('/tasks/todays-focus')
	await expect(page.getByText('No tasks to display.')).toBeVisible()
	await page.getByRole('link', { name: 'Next day' }).click()
	await expect(page).toHaveURL(/offset=1$/)
	await expect(page.getByRole('heading', { name: 'Due tomorrow' })).toBeVisible()
	await expect(page.getByText(/^Tasks to start or finish on \w+day, /)).toBeVisible()
	await page.getByRole('link', { name: 'Previous day' }).click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText("Today's Focus")

	await page.goto('/tasks/this-week?offset=2')
	await expect(page.getByRole('heading', { level: 1 })).toContainText('Week of')
	await page.getByRole('link', { name: 'Previous week' }).click()
	await expect(page).toHaveURL(/offset=1$/)
	await page.getByRole('link', { name: 'Next week' }).click()
	await expect(page).toHaveURL(/offset=2$/)
	// a fortnight from today is in the week two or three weeks on (each counted in a page loaded whole: a count right
	// after a client-side navigation could read the page before it)
	await page.goto('/tasks/this-week?offset=2')
	const twoOrThree = await page.getByRole('heading', { name: 'Due in a fortnight' }).count()
	await page.goto('/tasks/this-week?offset=3')
	const three = await page.getByRole('heading', { name: 'Due in a fortnight' }).count()
	expect(twoOrThree + three).toBe(1)
})

test("another user's task id is 404 for read, edit, complete and delete", async ({ page, signIn, anotherUser }) => {
	await signIn({ loadDefaults: false })
	const other = await anotherUser({ loadDefaults: false })
	const theirs = await makeTask(other.user.id, { title: 'Private matter' })
	expect((await page.goto(`/tasks/detail/${theirs.id}`))?.status()).toBe(404)
	expect((await page.goto(`/tasks?edit=${theirs.id}`))?.status()).toBe(404)
	await expect(page.getByText('Private matter')).toHaveCount(0)
	const origin = new URL(page.url()).origin
	for (const intent of ['complete', 'star', 'delete', 'save']) {
		const response = await page.request.post('/tasks', {
			form: { intent, taskId: theirs.id, completed: 'Y', star: 'Y', confirm: 'Y', title: 'Mine now' },
			headers: { Origin: origin },
			maxRedirects: 0,
		})
		expect(response.status(), intent).toBe(404)
	}
	const response = await page.request.post(`/tasks/detail/${theirs.id}`, {
		form: { intent: 'delete', taskId: theirs.id, confirm: 'Y' },
		headers: { Origin: origin },
		maxRedirects: 0,
	})
	expect(response.status()).toBe(404)
	const [still] = await findTasks(other.user.id)
	expect(still).toMatchObject({ title: 'Private matter', completed: false, star: false })
})

test('deleting on the detail page goes back to the page before', async ({ page, signIn }) => {
	const { user } = await signIn({ loadDefaults: false })
	const parent = await makeTask(user.id, { title: 'Renovate', due: await londonDay(-2) })
	await makeTask(user.id, { title: 'Pick paint', parentId: parent.id, due: await londonDay(-1) })
	await page.goto('/tasks/overdue')
	const child = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Pick paint/ }) })
	await child.getByRole('link', { name: 'Renovate' }).click()
	await expect(page).toHaveURL(new RegExp(`/tasks/detail/${parent.id}`))
	await expect(page.getByRole('heading', { name: 'Renovate' })).toBeVisible()
	await page.getByRole('link', { name: 'Edit Renovate' }).click()
	await page.getByRole('button', { name: 'Delete' }).click()
	await expect(page.getByRole('alertdialog')).toContainText('Delete “Renovate” and its 1 sub-task(s)?')
	await page.getByRole('button', { name: 'Yes, delete' }).click()
	await expect(page).toHaveURL(/\/tasks\/overdue$/)
	await expect(page.getByTestId('toast')).toContainText('Task and 1 sub-task moved to the trash.')
	expect(await findTasks(user.id)).toEqual([])
})
