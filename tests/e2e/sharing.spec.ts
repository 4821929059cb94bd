// Issue 55, "Done when" (the part built so far: sharing, members' lists and writes, kept pages): two people, one
// invites an email without an account and cancels it (decision 382), then shares "Groceries" with the other as editor on the profile's Folders section; the second adds two tasks there and
// completes one; the first sees both at once from either worker; a third person sees nothing of it; a viewer sees it
// and cannot change it; the member's complete taken back by their Undo; a removed member comes back with Undo; assignment (the edit form's and the Create form's),
// Waiting For with a person, the change list (step 5) and the member's dashboard counting what is assigned to him. With
// JavaScript on and off, axe on each page.
import { E2E_URL } from './env'
import { expect, expectAccessible, findTasks, makeFolder, makeTask, shareWith, test, waitForHydration } from './fixtures'
import { keptReader, readFromEveryWorker, readOnce, shows } from './kept-reads'

test('share “Groceries” as editor: the member adds and completes, the owner sees it; a stranger sees nothing; a viewer changes nothing', async ({ page, context, browser, jsOn }) => {
	// four people and every step of the journey: more than one ordinary test's minute on a loaded machine
	test.slow()
	const ann = await keptReader(context, { row: { goesBy: 'Ann' } })
	makeFolder(ann.user.id, 'Groceries')
	const ben = await (async () => {
		const ctx = await browser.newContext({ javaScriptEnabled: jsOn })
		return { ...(await keptReader(ctx, { row: { goesBy: 'Ben' } })), ctx }
	})()

	// Ann shares: first with an email nobody has here (sign-up is open: they are invited, shown as Invited, and Ann
	// cancels it), then with Ben's
	await page.goto('/profile/folders')
	const share = async (email: string) => {
		await page.getByLabel('Folder', { exact: true }).selectOption({ label: 'Groceries' })
		await page.getByLabel('Their email').fill(email)
		await page.getByLabel(/^Editor:/).check()
		await page.getByRole('button', { name: 'Share', exact: true }).click()
	}
	const nobody = `nobody-here-${jsOn ? 'js' : 'nojs'}-${Date.now()}@example.com`
	await share(nobody)
	await expect(page.getByTestId('toast')).toContainText('There is no account with that email yet. “Groceries” will be shared with')
	await expect(page.getByText('Invited: Editor, has no account yet')).toBeVisible()
	await expectAccessible(page)
	await page.getByRole('button', { name: `Cancel invitation of ${nobody} to Groceries` }).click()
	await expect(page.getByTestId('toast')).toContainText('The invitation to “Groceries” was cancelled.')
	await expect(page.getByText('Invited: Editor, has no account yet')).toHaveCount(0)
	await share(ben.email)
	await expect(page.getByTestId('toast')).toContainText('“Groceries” is shared with')
	await expect(page.getByText(`(${ben.email})`)).toBeVisible()
	await expectAccessible(page)

	// Ben adds two tasks in Groceries (the form lists it under Shared with you) and completes one on its card
	const benPage = await ben.ctx.newPage()
	for (const title of ['Bread', 'Milk']) {
		await benPage.goto('/tasks/create/new')
		if (jsOn) await waitForHydration(benPage)
		await benPage.getByLabel('Title', { exact: true }).fill(title)
		await benPage.getByLabel('Folder').selectOption('Groceries')
		await benPage.getByRole('button', { name: 'Add & Create New' }).click()
		await expect(benPage.getByTestId('toast')).toContainText('Task created.')
	}
	await benPage.goto('/tasks/folder/Groceries')
	if (jsOn) await waitForHydration(benPage)
	await expect(benPage.getByText('Shared by Ann').first()).toBeVisible()
	// Ben completes Bread and takes it back with the toast's Undo (decision 403): Bread is open again, Ann's task as before
	await benPage.getByRole('button', { name: 'Complete Bread' }).click()
	await expect(benPage.getByTestId('toast')).toContainText('Task completed.')
	await benPage.getByTestId('toast').getByRole('button', { name: 'Undo' }).click()
	await expect(benPage.getByTestId('toast')).toContainText('Undone: the task is back as it was.')
	await expect(benPage.getByRole('button', { name: 'Complete Bread' })).toBeVisible()
	expect(findTasks(ann.user.id).find((t) => t.title === 'Bread')).toMatchObject({ completed: false, completedBy: null })
	await benPage.getByRole('button', { name: 'Complete Milk' }).click()
	await expect(benPage.getByTestId('toast')).toContainText('Task completed.')
	await expectAccessible(benPage)
	const [bread, milk] = ['Bread', 'Milk'].map((t) => findTasks(ann.user.id).find((x) => x.title === t)!)
	expect(bread).toMatchObject({ folder: 'Groceries', createdBy: ben.user.id, completed: false })
	expect(milk).toMatchObject({ createdBy: ben.user.id, completed: true, completedBy: ben.user.id })
	expect(findTasks(ben.user.id).filter((t) => t.folder === 'Groceries')).toEqual([])

	// Ann sees both at once, from either worker: Bread in her list, Milk among the completed
	await readFromEveryWorker('/tasks', ann.cookie, shows(['Bread'], ['Milk']))
	await readFromEveryWorker('/tasks?completed=Y', ann.cookie, shows(['Milk']))
	await page.goto('/tasks/folder/Groceries')
	await expect(page.getByRole('heading', { name: 'Bread' })).toBeVisible()

	// a third person sees nothing of it: not in their lists, and its page is not found
	const cleo = await keptReader()
	expect((await readOnce('/tasks/folder/Groceries', cleo.cookie)).body.includes('Bread')).toBe(false)
	expect((await readOnce(`/tasks/detail/${bread!.id}`, cleo.cookie)).status).toBe(404)

	// a viewer sees it, offered no change; a post of theirs anyway is refused (403) and changes nothing
	const dora = await keptReader()
	shareWith(ann.user.id, 'Groceries', dora.user.id, 'viewer')
	await readFromEveryWorker('/tasks', dora.cookie, shows(['Bread', 'Shared by Ann, view only']))
	for (const fields of [{ intent: 'complete', taskId: bread!.id, completed: 'Y' }, { intent: 'delete', taskId: bread!.id, confirm: 'Y' }] as Record<string, string>[]) {
		const res = await fetch(`${E2E_URL}/tasks`, {
			method: 'POST',
			headers: { cookie: dora.cookie, origin: E2E_URL, 'content-type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({ ...fields, returnTo: '/tasks' }),
			redirect: 'manual',
		})
		expect(res.status, fields.intent).toBe(403)
	}
	expect(findTasks(ann.user.id).find((t) => t.id === bread!.id)).toMatchObject({ completed: false, title: 'Bread' })

	// Ann removes Dora and takes it back with the toast's Undo (decision 394): Dora is back, as viewer, and sees Bread
	await page.goto('/profile/folders')
	if (jsOn) await waitForHydration(page)
	const removeDora = page.getByRole('button', { name: `Remove ${dora.email} from Groceries` })
	await removeDora.click()
	await expect(page.getByTestId('toast')).toContainText('was removed from “Groceries”: they no longer see its tasks.')
	await expect(removeDora).toHaveCount(0)
	await expectAccessible(page)
	await page.getByTestId('toast').getByRole('button', { name: 'Undo' }).click()
	await expect(page.getByTestId('toast')).toContainText('is back in “Groceries” as viewer.')
	await expect(removeDora).toBeVisible()
	await readFromEveryWorker('/tasks', dora.cookie, shows(['Bread', 'Shared by Ann, view only']))

	// assignment and Waiting For with a person (step 5): Ann assigns Bread to Ben as Waiting in its edit form; Ben's next
	// page says so, his card shows the chip and Assigned to Me lists it; the card shows who completed Milk; the detail
	// page lists who changed what; the review's Waiting For step says whom and how long
	await page.goto(`/tasks/detail/${bread!.id}?edit=${bread!.id}`)
	if (jsOn) await waitForHydration(page)
	await page.getByLabel('Assigned to').selectOption({ label: 'Ben' })
	await page.getByLabel('Status').selectOption('waiting')
	await page.getByRole('button', { name: 'Save', exact: true }).click()
	await expect(page.getByTestId('toast')).toContainText('Task updated.')
	await expect(page.getByRole('img', { name: 'Assigned to Ben' })).toBeVisible()
	await expect(page.getByTestId('change-list')).toContainText(/Ann\s*Assigned to Ben/)
	await expect(page.getByTestId('change-list')).toContainText(/Ann\s*Status: Waiting/)
	await expectAccessible(page)
	// the Create form assigns too (decision 391): Ann adds Eggs in Groceries for Ben (its people under the folder's name;
	// with JavaScript, once the folder is chosen)
	await page.goto('/tasks/create/new')
	if (jsOn) await waitForHydration(page)
	await page.getByLabel('Title', { exact: true }).fill('Eggs')
	await page.getByLabel('Folder').selectOption('Groceries')
	await page.getByLabel('Assigned to').selectOption({ label: 'Ben' })
	await expectAccessible(page)
	await page.getByRole('button', { name: 'Add', exact: true }).click()
	await expect(page.getByTestId('toast')).toContainText('Task created.')
	expect(findTasks(ann.user.id).find((t) => t.title === 'Eggs')).toMatchObject({ folder: 'Groceries', assignedTo: ben.user.id })
	await benPage.goto('/tasks/assigned-to-me')
	await expect(benPage.getByTestId('toast')).toContainText('2 tasks were assigned to you.')
	await expect(benPage.getByRole('heading', { name: 'Assigned to Me' })).toBeVisible()
	await expect(benPage.getByRole('heading', { name: 'Eggs' })).toBeVisible()
	await expect(benPage.getByRole('img', { name: 'Assigned to Ben' })).toHaveCount(2)
	await expect(benPage.getByRole('heading', { name: 'Milk' })).toHaveCount(0)
	await expectAccessible(benPage)
	await benPage.goto(`/tasks/detail/${milk!.id}`)
	await expect(benPage.getByText('Completed by')).toBeVisible()
	await expect(benPage.getByTestId('change-list')).toContainText(/Ben\s*Completed/)
	await expectAccessible(benPage)
	// Ben's dashboard counts what he owns (nothing) and what is assigned to him in Ann's folder (issue 55 point 2)
	await benPage.goto('/dashboard')
	await expect(benPage.getByText(/the counts, This Week and the pies are of the tasks you own and those assigned to you in folders shared with you \(Assigned to Me: 2 incomplete\)/)).toBeVisible()
	await expect(benPage.getByTestId('count-incomplete')).toContainText('2')
	await expectAccessible(benPage)
	makeTask(ann.user.id, { title: 'Bring the chairs', folder: 'Groceries', status: 'delegated', assignedTo: ben.user.id, added: Date.now() - 9 * 86_400_000 - 60_000 })
	await page.goto('/review/waiting')
	await expect(page.getByText('Waiting for Ben · waiting 9 days')).toBeVisible()
	await expectAccessible(page)
	await ben.ctx.close()
})

test('a list card’s “Add sub-task” offers “Assigned to” with the parent’s folder’s people; a parent shared with nobody offers none', async ({ page, context, browser, jsOn }) => {
	// issue 55 point 3, decision 402: a sub-task goes where its parent goes, so its form offers that folder's people (the
	// modal with JavaScript, the create page without); the assignee is told and the change list says so
	const ann = await keptReader(context, { row: { goesBy: 'Ann' } })
	const benCtx = await browser.newContext({ javaScriptEnabled: jsOn })
	const ben = await keptReader(benCtx, { row: { goesBy: 'Ben' } })
	shareWith(ann.user.id, 'Groceries', ben.user.id, 'editor')
	makeFolder(ann.user.id, 'Private')
	const cake = makeTask(ann.user.id, { title: 'Bake a cake', folder: 'Groceries' })
	makeTask(ann.user.id, { title: 'Write the diary', folder: 'Private' })

	/** opens the card's sub-task form: the dialog over the list (JavaScript), or the create page */
	const addSubTask = async (p: typeof page, parent: string) => {
		await p.getByRole('link', { name: `Add sub-task to ${parent}` }).click()
		if (!jsOn) await expect(p.getByRole('heading', { level: 1 })).toHaveText(`Create Sub-task of ${parent}`)
		return jsOn ? p.getByRole('dialog', { name: `Create Sub-task of ${parent}` }) : p
	}
	await page.goto('/tasks')
	let form = await addSubTask(page, 'Bake a cake')
	const options = form.getByLabel('Assigned to').locator('option')
	await expect(options).toHaveText(['Nobody', 'Ann', 'Ben'])
	await form.getByLabel('Title', { exact: true }).fill('Buy flour')
	await form.getByLabel('Assigned to').selectOption({ label: 'Ben' })
	await expectAccessible(page)
	await form.getByRole('button', { name: 'Add', exact: true }).click()
	await expect(page.getByTestId('toast')).toContainText('Sub-task created.')
	await expect.poll(() => findTasks(ann.user.id).find((t) => t.title === 'Buy flour') ?? null).toMatchObject({ parentId: cake.id, assignedTo: ben.user.id })

	// a parent in a folder shared with nobody: no "Assigned to"
	await page.goto('/tasks')
	form = await addSubTask(page, 'Write the diary')
	await expect(form.getByLabel('Title', { exact: true })).toBeVisible()
	await expect(form.getByLabel('Assigned to')).toHaveCount(0)
	await expectAccessible(page)

	// Ben is told on his next page; he adds one under Ann's task from his list, assigned to her
	const benPage = await benCtx.newPage()
	await benPage.goto('/tasks')
	await expect(benPage.getByTestId('toast')).toContainText('Ann assigned you “Buy flour”')
	form = await addSubTask(benPage, 'Bake a cake')
	await expect(form.getByLabel('Assigned to').locator('option')).toHaveText(['Nobody', 'Ann', 'Ben'])
	await form.getByLabel('Title', { exact: true }).fill('Buy eggs')
	await form.getByLabel('Assigned to').selectOption({ label: 'Ann' })
	await form.getByRole('button', { name: 'Add', exact: true }).click()
	await expect(benPage.getByTestId('toast')).toContainText('Sub-task created.')
	await expectAccessible(benPage)
	await expect.poll(() => findTasks(ann.user.id).find((t) => t.title === 'Buy eggs') ?? null).toMatchObject({ parentId: cake.id, assignedTo: ann.user.id, createdBy: ben.user.id })
	const flour = findTasks(ann.user.id).find((t) => t.title === 'Buy flour')!
	await page.goto(`/tasks/detail/${flour.id}`)
	await expect(page.getByTestId('change-list')).toContainText(/Ann\s*Assigned to Ben/)
	await expect(page.getByTestId('change-list')).toContainText(/Ann\s*Added/)
	await expectAccessible(page)
	await benCtx.close()
})
