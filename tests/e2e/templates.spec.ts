// Task templates (screens 17 to 20): browse, create and edit, publish and import, use with Add and Cancel.
// Each journey runs with JavaScript on (modals over the gallery) and off (the same routes as pages).
import type { Page } from '@playwright/test'
import { E2E_URL } from './env'
import { createSignedInUser, expect, expectAccessible, findTasks, test } from './fixtures'

/** where a modal's content is: the dialog with JavaScript, the page's main without it */
const modal = (page: Page, jsOn: boolean, title: string | RegExp) =>
	jsOn ? page.getByRole('dialog', { name: title }) : page.getByRole('main')

async function createTemplate(ownerId: string, name: string, tasks = [{ title: 'Step one', notes: '**Bold** note', children: [{ title: 'Step one a', notes: '' }] }]) {
	const { createTemplate: create } = await import('~/templates/templates.server')
	return create(ownerId, { name, description: `About ${name}`, tasks: tasks.map((t) => ({ ...t, children: t.children ?? [] })) })
}

test('browse: anonymous visitors see the intro and public templates; signed-in people get the tabs', async ({ page, anotherUser, signIn }) => {
	const owner = await anotherUser({ premium: true })
	const t = await createTemplate(owner.user.id, 'Garden clean-up')
	const { publishTemplate } = await import('~/templates/templates.server')
	publishTemplate(owner.user.id, t.id)

	await page.goto('/home')
	await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery', exact: true }).click()
	await expect(page).toHaveURL(/\/gallery$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Template Gallery' })).toBeVisible()
	await expect(page.getByText('Templates are ready-made lists of tasks')).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Garden clean-up' }).first()).toBeVisible()
	// the shared server has no billing: no premium lock anywhere (issue 53)
	await expect(page.getByText('This is a premium feature.')).toHaveCount(0)
	await expect(page.getByRole('link', { name: 'Sign in', exact: true }).last()).toBeVisible()
	await expectAccessible(page)

	// a free user on a server without billing: the tabs, the corporate gallery, no premium notice (issue 53)
	await signIn()
	await page.goto('/gallery')
	await expect(page).toHaveURL(/\/gallery\/public$/)
	await expect(page.getByRole('link', { name: 'Upgrade now', exact: true })).toHaveCount(0)
	await page.getByRole('navigation', { name: 'Galleries' }).getByRole('link', { name: 'Corporate', exact: true }).click()
	await expect(page).toHaveURL(/\/gallery\/corporate$/)
	for (const name of ['General anniversary', 'Fancy anniversary', 'On-boarding a new client', 'Preparing for a vacation', 'Preparing for a business trip']) {
		await expect(page.getByRole('link', { name, exact: true })).toBeVisible()
	}
	await expectAccessible(page)
	// without billing the Templates menu offers the Personal Gallery to a free user too, and it opens (issue 53);
	// with billing, /gallery/personal sends a free user to upgrade (app/identity/users.test.ts)
	await page.locator('summary', { hasText: 'Templates' }).click()
	await expect(page.getByRole('link', { name: 'Public Gallery', exact: true })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Personal Gallery', exact: true })).toHaveCount(1)
	await page.goto('/gallery/personal')
	await expect(page).toHaveURL(/\/gallery\/personal$/)
	// one person's public templates
	await page.goto(`/gallery/public/${owner.user.id}`)
	await expect(page.getByText(`Public templates shared by ${owner.firstName}.`)).toBeVisible()
	await expect(page.getByRole('link', { name: 'Garden clean-up', exact: true })).toBeVisible()
})

test('create and edit a template (premium), with the spec messages', async ({ page, premiumUser, jsOn }) => {
	await page.goto('/gallery/personal')
	await expect(page.getByText('No templates to display.')).toBeVisible()
	await page.getByRole('link', { name: 'Create New', exact: true }).click()
	await expect(page).toHaveURL(/\/gallery\/personal\/new$/)
	const editor = modal(page, jsOn, 'Create Template')
	await expect(editor.getByRole('heading', { name: 'Create Template' })).toBeVisible()
	// removing the only task is refused
	await editor.getByRole('button', { name: 'Remove Task 1', exact: true }).click()
	await expect(editor.getByRole('alert')).toContainText('A template needs at least one task')
	// add a sub-task and a second task, then save with nothing filled in
	await editor.getByRole('button', { name: 'Add sub-task to Task 1' }).click()
	await expect(editor.getByLabel('Task 1 sub-task 1 title')).toBeVisible()
	await editor.getByRole('button', { name: 'Add task after Task 1', exact: true }).click()
	await expect(editor.getByLabel('Task 2 title')).toBeVisible()
	await editor.getByRole('button', { name: 'Save' }).click()
	const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
	await expect(summary).toContainText('A name is required.')
	await expect(summary).toContainText('A description is required.')
	await expect(summary).toContainText('A title is required.')
	await expect(page).toHaveTitle(/^Error: Create Template/)
	await expectAccessible(page)
	await editor.getByLabel('Name').fill('Moving house')
	await editor.getByLabel('Description (Markdown)').fill('Everything for **moving day**.')
	await editor.getByLabel('Task 1 title', { exact: true }).fill('Book the van')
	await editor.getByLabel('Task 1 notes (Markdown)', { exact: true }).fill('Two weeks ahead')
	await editor.getByLabel('Task 1 sub-task 1 title').fill('Compare three prices')
	await editor.getByLabel('Task 2 title', { exact: true }).fill('Pack the kitchen')
	await editor.getByRole('button', { name: 'Save' }).click()
	await expect(page).toHaveURL(/\/gallery\/personal$/)
	await expect(page.getByTestId('toast')).toContainText('"Moving house" was created.')
	await expect(page.getByRole('link', { name: 'Moving house', exact: true })).toBeVisible()
	await expect(page.locator('strong', { hasText: 'moving day' })).toBeVisible()

	// edit: rename, remove the second task
	await page.getByRole('link', { name: 'Edit Moving house', exact: true }).click()
	const edit = modal(page, jsOn, 'Edit Template')
	await expect(edit.getByLabel('Task 1 sub-task 1 title')).toHaveValue('Compare three prices')
	await edit.getByLabel('Name').fill('Moving flat')
	await edit.getByRole('button', { name: 'Remove Task 2', exact: true }).click()
	await expect(edit.getByLabel('Task 2 title', { exact: true })).toHaveCount(0)
	await expect(edit.getByLabel('Name')).toHaveValue('Moving flat')
	await expectAccessible(page)
	await edit.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByTestId('toast')).toContainText('"Moving flat" was saved.')
	await page.getByRole('link', { name: 'Moving flat', exact: true }).click()
	const details = modal(page, jsOn, 'Moving flat')
	await expect(details.getByText('Compare three prices')).toBeVisible()
	await expect(details.getByText('Pack the kitchen')).toHaveCount(0)
	await expect(details.getByRole('button', { name: 'Publish' })).toBeVisible()
	void premiumUser
})

test('publish by one premium user, import by another: times used counted', async ({ page, premiumUser, browser, jsOn }) => {
	// the public gallery is shared by every test running at once: a name of this test's own
	const name = `Quarterly taxes ${jsOn ? 'js' : 'no-js'} ${Date.now().toString(36)}`
	await createTemplate(premiumUser.user.id, name)
	await page.goto('/gallery/personal')
	await page.getByRole('link', { name, exact: true }).click()
	const details = modal(page, jsOn, name)
	await expect(details.getByText('Step one a')).toBeVisible()
	await expectAccessible(page)
	await details.getByRole('button', { name: 'Publish' }).click()
	await expect(page).toHaveURL(/\/gallery\/public$/)
	await expect(page.getByTestId('toast')).toContainText('Template published successfully and is available for others to use.')
	const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) })
	await expect(card).toContainText('0 uses')

	const otherContext = await browser.newContext({ javaScriptEnabled: jsOn })
	await createSignedInUser(otherContext, { premium: true })
	const other = await otherContext.newPage()
	await other.goto('/gallery/public')
	await other.getByRole('link', { name, exact: true }).click()
	const theirs = modal(other, jsOn, name)
	await expect(theirs.getByRole('button', { name: 'Publish' })).toHaveCount(0)
	await expect(theirs.getByRole('button', { name: 'Delete' })).toHaveCount(0)
	await theirs.getByRole('button', { name: 'Import' }).click()
	await expect(other).toHaveURL(/\/gallery\/personal$/)
	await expect(other.getByTestId('toast')).toContainText('Template imported successfully and is available for use.')
	await expect(other.getByRole('listitem').filter({ hasText: name })).toContainText('Imported')
	await expectAccessible(other)
	await otherContext.close()

	await page.reload()
	await expect(card).toContainText('1 use')
})

test('use a template: Add keeps the edited tasks, Cancel deletes exactly the created ones', async ({ page, signedInUser, jsOn }) => {
	const before = findTasks(signedInUser.user.id).length
	await page.goto('/gallery/corporate')
	await page.getByRole('link', { name: 'Preparing for a business trip', exact: true }).click()
	const details = modal(page, jsOn, 'Preparing for a business trip')
	await expect(details.getByRole('button', { name: 'Import' })).toHaveCount(0)
	await details.getByRole('button', { name: 'Use' }).click()
	await expect(page).toHaveURL(/\/use\/[\w-]+$/)
	const confirm = modal(page, jsOn, /Use Template/)
	await expect(confirm.getByLabel('Title', { exact: true })).toHaveCount(10)
	await expectAccessible(page)
	// the hidden tasks are in no list yet
	expect(findTasks(signedInUser.user.id).filter((t) => t.templateUseId === null)).toHaveLength(before)
	await confirm.getByLabel('Title', { exact: true }).first().fill('')
	await confirm.getByRole('button', { name: 'Add' }).click()
	await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText('A title (name) for the task must be provided.')
	await confirm.getByLabel('Title', { exact: true }).first().fill('Confirm the Lisbon agenda')
	await confirm.getByLabel('Priority').first().selectOption('high')
	await confirm.getByRole('button', { name: 'Add' }).click()
	await expect(page).toHaveURL(/\/gallery\/corporate$/)
	await expect(page.getByTestId('toast')).toContainText('10 tasks were created from the selected template.')
	const added = findTasks(signedInUser.user.id)
	expect(added).toHaveLength(before + 10)
	expect(added.find((t) => t.title === 'Confirm the Lisbon agenda')?.priority).toBe('high')
	// the toast links to exactly the new tasks (issue 24)
	await page.getByTestId('toast').getByRole('link', { name: 'See the new tasks' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Just Added' })).toBeVisible()
	await expect(page.getByText('Confirm the Lisbon agenda').first()).toBeVisible()
	const fromTheTemplate = new Set(added.filter((t) => t.added === added.find((a) => a.title === 'Confirm the Lisbon agenda')!.added).map((t) => t.title))
	expect(fromTheTemplate.size).toBe(10)
	const shown = await page.getByTestId('task-card').locator('h2').allTextContents()
	expect(shown.length).toBeGreaterThan(0)
	expect(shown.filter((title) => !fromTheTemplate.has(title))).toEqual([])
	await expectAccessible(page)
	await page.goto('/tasks')
	await expect(page.getByText('Confirm the Lisbon agenda').first()).toBeVisible()

	// Cancel
	await page.goto('/gallery/corporate')
	await page.getByRole('link', { name: 'General anniversary', exact: true }).click()
	await modal(page, jsOn, 'General anniversary').getByRole('button', { name: 'Use' }).click()
	const second = modal(page, jsOn, /Use Template/)
	await expect(second.getByLabel('Title', { exact: true })).toHaveCount(8)
	await second.getByRole('button', { name: 'Cancel' }).click()
	await expect(page.getByTestId('toast')).toContainText('8 tasks deleted.')
	expect(findTasks(signedInUser.user.id).map((t) => t.id).sort()).toEqual(added.map((t) => t.id).sort())
})

test('another person’s private template or confirmation: 404 in every URL and form, nothing changed', async ({ page, premiumUser, anotherUser }) => {
	const owner = await anotherUser({ premium: true })
	const secret = await createTemplate(owner.user.id, 'Secret plan')
	const { prepareTemplateUse } = await import('~/templates/instantiation.server')
	const use = prepareTemplateUse(owner.user, secret)
	const headers = { Origin: E2E_URL }
	for (const gallery of ['personal', 'public', 'corporate']) {
		for (const path of [`/gallery/${gallery}/${secret.id}`, `/gallery/${gallery}/${secret.id}/edit`, `/gallery/${gallery}/${secret.id}/use/${use.id}`]) {
			expect((await page.request.get(path)).status(), path).toBe(404)
		}
		for (const intent of ['delete', 'publish', 'import', 'use']) {
			const r = await page.request.post(`/gallery/${gallery}/${secret.id}`, { form: { intent }, headers, maxRedirects: 0 })
			expect(r.status(), `${gallery} ${intent}`).toBe(404)
		}
		const edit = await page.request.post(`/gallery/${gallery}/${secret.id}/edit`, { form: { intent: 'save', name: 'Mine now', description: 'x', 'tasks.0.title': 'x' }, headers, maxRedirects: 0 })
		expect(edit.status()).toBe(404)
		const cancel = await page.request.post(`/gallery/${gallery}/${secret.id}/use/${use.id}`, { form: { intent: 'cancel' }, headers, maxRedirects: 0 })
		expect(cancel.status()).toBe(404)
	}
	const { requireOwnTemplate } = await import('~/templates/templates.server')
	expect(requireOwnTemplate(owner.user.id, secret.id).name).toBe('Secret plan')
	expect(findTasks(owner.user.id).filter((t) => t.templateUseId === use.id)).toHaveLength(2)
	void premiumUser
})
