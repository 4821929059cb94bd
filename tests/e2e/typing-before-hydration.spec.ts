// Typing before the page's script has loaded is never lost (issue 48, point 2, docs/decisions/274): on a first visit a
// person types into a form React has not taken over yet; once it has, the form sends what the field shows. Every
// enhanced form: quick add, search, the Create Task page and modal, the card's edit form, bulk edit, the weekly review,
// the profile's sections. Without JavaScript there is no hydration to miss (each form's own spec covers it).
import { expect, expectAccessible, findTasks, makeTask, makeUser, shareWith, test } from './fixtures'
import { holdScripts } from './hydration-gate'

test.beforeEach(({ jsOn }) => test.skip(!jsOn, 'without JavaScript nothing hydrates: the forms post what the fields hold (their own specs)'))

test('quick add: a title typed before the script loaded is added', async ({ page, signIn }) => {
	const { user } = await signIn({ timezone: 'Europe/London' })
	const gate = await holdScripts(page)
	await gate.goto('/tasks')
	const field = page.getByLabel('Task Title')
	await field.fill('Water ferns tomorrow')
	expect(await gate.notHydrated()).toBe(true)
	await gate.release()
	await expect(field).toHaveValue('Water ferns tomorrow')
	await field.press('Enter')
	await expect(page.getByText('Task “Water ferns” added.')).toBeVisible()
	await expect(page.getByText('A title (name) for the task must be provided.')).toHaveCount(0)
	const task = findTasks(user.id).find((t) => t.title === 'Water ferns')!
	expect(task.due).not.toBeNull()
	await expect(field).toHaveValue('')
})

test('search: a query typed before the script loaded is searched', async ({ page, signIn }) => {
	const { user } = await signIn({ loadDefaults: false })
	makeTask(user.id, { title: 'Repot the orchid' })
	makeTask(user.id, { title: 'Pay the rent' })
	const gate = await holdScripts(page)
	await gate.goto('/tasks')
	await page.getByRole('searchbox', { name: 'Search tasks' }).fill('orchid')
	await gate.release()
	await page.getByRole('searchbox', { name: 'Search tasks' }).press('Enter')
	await expect(page).toHaveURL(/\/tasks\/search\?q=orchid$/)
	await expect(page.getByTestId('task-card')).toHaveText([/Repot the orchid/])
})

test('the Create Task page: the title, an Advanced repeat and its text chosen before the script loaded are saved', async ({ page, signIn }) => {
	const { user } = await signIn({ loadDefaults: false })
	const gate = await holdScripts(page)
	await gate.goto('/tasks/create/new')
	await page.getByLabel('Title', { exact: true }).fill('Water the ferns')
	await page.getByLabel('Repeat', { exact: true }).selectOption({ label: 'Advanced' })
	await page.getByLabel('Advanced repeat').fill('every 2 weeks on Tuesday')
	// a repeat needs a due date
	await page.getByLabel('Due date').fill('2030-01-01')
	await gate.release()
	// the Advanced repeat's field stays with what it holds
	await expect(page.getByLabel('Advanced repeat')).toHaveValue('every 2 weeks on Tuesday')
	await page.getByRole('button', { name: 'Add', exact: true }).click()
	await expect(page.getByTestId('toast')).toContainText('Task created.')
	await expect.poll(() => findTasks(user.id).find((t) => t.title === 'Water the ferns')?.repeat ?? null).toMatch(/FREQ=WEEKLY;INTERVAL=2;BYDAY=TU/)
})

test('the Create Task page: a title, a shared folder and the person “Assigned to” chosen before the script loaded are saved', async ({ page, signIn }) => {
	// issue 55 point 3: before the script, "Assigned to" lists every shared folder's people under the folder's name;
	// once React has the page it narrows to the folder chosen, and keeps the person chosen (useFromFieldsOnHydration)
	const { user } = await signIn({ loadDefaults: false, row: { goesBy: 'Ann' } })
	const ben = makeUser({ row: { goesBy: 'Ben' } })
	const cleo = makeUser({ row: { goesBy: 'Cleo' } })
	shareWith(user.id, 'Groceries', ben.id, 'editor')
	shareWith(user.id, 'Move', cleo.id, 'editor')
	const gate = await holdScripts(page)
	await gate.goto('/tasks/create/new')
	await page.getByLabel('Title', { exact: true }).fill('Buy bread')
	await page.getByLabel('Folder').selectOption('Groceries')
	await page.getByLabel('Assigned to').selectOption({ label: 'Ben' })
	expect(await gate.notHydrated()).toBe(true)
	await gate.release()
	await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Buy bread')
	await expect(page.getByLabel('Folder')).toHaveValue('Groceries')
	await expect(page.getByLabel('Assigned to')).toHaveValue(ben.id)
	// narrowed to the folder chosen: its owner and its member, not the other folder's
	await expect(page.getByLabel('Assigned to').locator('option')).toHaveText(['Nobody', 'Ann', 'Ben'])
	await expectAccessible(page)
	await page.getByRole('button', { name: 'Add', exact: true }).click()
	await expect(page.getByTestId('toast')).toContainText('Task created.')
	await expect.poll(() => findTasks(user.id).find((t) => t.title === 'Buy bread') ?? null).toMatchObject({ folder: 'Groceries', assignedTo: ben.id })
})

test('the card’s edit form: a title changed before the script loaded is saved', async ({ page, signIn }) => {
	const { user } = await signIn({ loadDefaults: false })
	const task = makeTask(user.id, { title: 'Water ferns' })
	const gate = await holdScripts(page)
	await gate.goto(`/tasks?edit=${task.id}`)
	await page.getByLabel('Title', { exact: true }).fill('Water the ferns and the palm')
	await gate.release()
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByRole('heading', { name: 'Water the ferns and the palm' })).toBeVisible()
	expect(findTasks(user.id).find((t) => t.id === task.id)!.title).toBe('Water the ferns and the palm')
})

test('bulk edit: boxes ticked before the script loaded stay ticked and are changed', async ({ page, signIn }) => {
	const { user } = await signIn({ loadDefaults: false })
	const tasks = ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((title) => makeTask(user.id, { title, status: 'hold' }))
	const gate = await holdScripts(page)
	await gate.goto('/tasks/status/hold?select=1')
	await page.getByRole('checkbox', { name: 'Select Alpha' }).check()
	await page.getByRole('checkbox', { name: 'Select Bravo' }).check()
	await page.locator('#bulk-form').getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Waiting' })
	await gate.release()
	await expect(page.getByTestId('bulk-count')).toHaveText('2 selected')
	// a box ticked now draws the cards again: the two ticked before stay ticked
	await page.getByRole('checkbox', { name: 'Select Charlie' }).check()
	await expect(page.getByTestId('bulk-count')).toHaveText('3 selected')
	await expect(page.getByRole('checkbox', { name: 'Select Alpha' })).toBeChecked()
	await page.getByRole('button', { name: 'Apply to selected' }).click()
	await expect(page.getByTestId('toast')).toContainText('3 tasks moved to Waiting.')
	const status = new Map(findTasks(user.id).map((t) => [t.title, t.status]))
	expect(Object.fromEntries(status)).toEqual({ Alpha: 'waiting', Bravo: 'waiting', Charlie: 'waiting', Delta: 'hold' })
	expect(tasks).toHaveLength(4)
})

test('the weekly review: a decision and a next action chosen before the script loaded are saved', async ({ page, signedInUser }) => {
	const { id } = signedInUser.user
	makeTask(id, { title: 'Call the plumber' })
	makeTask(id, { title: 'Sort the photos', status: 'planning', folder: 'Personal' })
	const gate = await holdScripts(page)
	await gate.goto('/review/inbox')
	const plumber = page.getByRole('listitem').filter({ hasText: 'Call the plumber' })
	await plumber.getByLabel('Status').selectOption('next')
	await plumber.getByLabel('Folder').selectOption('Family')
	await gate.release()
	await plumber.getByRole('button', { name: 'Save decision: Call the plumber' }).click()
	await expect(page.getByText('“Call the plumber” decided.')).toBeVisible()
	expect(findTasks(id).find((t) => t.title === 'Call the plumber')).toMatchObject({ status: 'next', folder: 'Family' })

	const again = await holdScripts(page)
	await again.goto('/review/folders')
	await page.getByLabel('Next action for Personal').fill('Buy an album')
	await again.release()
	await page.getByRole('button', { name: 'Add next action' }).first().click()
	await expect(page.getByText('Next action added to Personal.')).toBeVisible()
	expect(findTasks(id).find((t) => t.title === 'Buy an album')).toMatchObject({ status: 'next', folder: 'Personal' })
})

test('the profile: Personal Details and a context renamed before the script loaded are saved', async ({ page, signedInUser }) => {
	void signedInUser
	const gate = await holdScripts(page)
	await gate.goto('/profile/general')
	await page.getByLabel('Preferred name').fill('Ada')
	await gate.release()
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByTestId('toast')).toContainText('Personal details updated successfully.')
	await page.reload()
	await expect(page.getByLabel('Preferred name')).toHaveValue('Ada')

	const again = await holdScripts(page)
	await again.goto('/profile/contexts')
	await page.getByLabel('Context 1 Name', { exact: true }).fill('@House')
	await again.release()
	// the table is drawn again by the page (a new row): the name typed before stays
	await page.getByRole('button', { name: 'Add context' }).click()
	await expect(page.getByLabel('Context 5 Name', { exact: true })).toBeVisible()
	await expect(page.getByLabel('Context 1 Name', { exact: true })).toHaveValue('@House')
	await page.getByRole('button', { name: 'Remove new context' }).click()
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByTestId('toast')).toContainText(/updated|saved/i)
	await page.reload()
	await expect(page.getByLabel('Context 1 Name', { exact: true })).toHaveValue('@House')
})
