// The trash and Undo (issue 25 item 3, decisions 243 and 244): the toast of a complete and of a delete offers Undo, a
// plain form post that puts back exactly what was there (every column compared); the trash page restores and deletes
// for ever; another person's ids are 404 and change nothing. Every test runs with JavaScript on and off.
import type { Page } from '@playwright/test'
import { deleteTask } from '~/tasks/task-changes.server'
import { listTrash } from '~/tasks/trash.server'
import { expect, expectAccessible, findTasks, makeTask, test } from './fixtures'
import { londonDay } from './task-helpers'

const toast = (page: Page) => page.getByTestId('toast')
const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id))

test('completing a repeating task offers Undo: the task is back exactly and the next instance is gone', async ({ page, signIn }) => {
	const { user } = await signIn({ loadDefaults: false })
	makeTask(user.id, {
		title: 'Put the bins out',
		notes: 'blue bin too',
		due: await londonDay(0),
		repeat: 'FREQ=WEEKLY;INTERVAL=1',
		repeatChoice: 'WEEKLY',
		star: true,
		priority: 'high',
		stackRank: 2.5,
	})
	const before = findTasks(user.id)
	await page.goto('/tasks')
	await page.getByRole('button', { name: 'Complete Put the bins out' }).click()
	await expect(toast(page)).toContainText('Task completed. The next one is due')
	expect(findTasks(user.id)).toHaveLength(2)
	// each toast is a new element, so its own 5 s hiding starts with it (an element drawn again kept the last toast's
	// animation, ended and hidden): marked here, the next toast must not carry the mark
	await toast(page).evaluate((el) => el.setAttribute('data-shown-before', ''))
	// Undo shows as long as the toast does (10 s, longer while pointed at or focused): it is used at once, axe after
	await toast(page).getByRole('button', { name: 'Undo' }).click()
	await expect(toast(page)).toContainText('Undone: the task is back as it was.')
	await expect(toast(page)).not.toHaveAttribute('data-shown-before')
	await expect.poll(() => byId(findTasks(user.id))).toEqual(byId(before))
	await expect(page.getByRole('heading', { name: 'Put the bins out' })).toHaveCount(1)
	await expectAccessible(page)
})

test('the card’s menu deletes at once, no confirmation; the toast’s Undo brings it back (issue 51, point 10)', async ({ page, signIn, jsOn }) => {
	// with JavaScript the menu is a disclosure that opens in place; without it, its link reloads the list with the menu
	// open (decision 351): More, Delete either way
	const { user } = await signIn({ loadDefaults: false })
	makeTask(user.id, { title: 'Stale errand', context: '@Home' })
	makeTask(user.id, { title: 'Keep me' })
	const before = findTasks(user.id)
	await page.goto('/tasks?limit=50')
	const card = page.getByTestId('task-card').filter({ hasText: 'Stale errand' })
	// one control either way, named by the card's title
	const menu = card.locator('.task-card-menu > summary, a.task-card-menu')
	await expect(menu).toHaveCount(1)
	await expect(menu).toHaveAccessibleName('More actions for Stale errand')
	await expect(card.locator('a.task-card-menu')).toHaveCount(jsOn ? 0 : 1)
	await menu.click()
	const del = page.getByRole('button', { name: 'Delete Stale errand' })
	await expect(del).toBeVisible()
	if (!jsOn) {
		// the same list, its parameters kept, this card's menu drawn open by the server with the focus on Delete
		await expect(page).toHaveURL(/\/tasks\?limit=50&menu=t[0-9a-f]{8}$/)
		await expect(del).toBeFocused()
	}
	await expectAccessible(page)
	await del.click()
	await expect(toast(page)).toContainText('Task moved to the trash.')
	// back on the list, its menu closed
	await expect(page).toHaveURL(/\/tasks\?limit=50$/)
	await expect(page.getByRole('heading', { name: 'Stale errand' })).toHaveCount(0)
	await expect(page.getByRole('alertdialog')).toHaveCount(0)
	expect(findTasks(user.id).map((t) => t.title)).toEqual(['Keep me'])
	expect(listTrash(user.id)).toHaveLength(1)
	await toast(page).getByRole('button', { name: 'Undo' }).click()
	await expect(toast(page)).toContainText('Undone: the task is back as it was.')
	expect(byId(findTasks(user.id))).toEqual(byId(before))
	expect(listTrash(user.id)).toEqual([])
	await expect(page.getByRole('heading', { name: 'Stale errand' })).toBeVisible()
	await expect(page).toHaveURL(/\/tasks\?limit=50$/)
})

test('deleting a task with a sub-task offers Undo: both come back exactly, and leave the trash', async ({ page, signIn }) => {
	const { user } = await signIn({ loadDefaults: false })
	const parent = makeTask(user.id, { title: 'Old chore', notes: 'under the stairs', due: await londonDay(2), context: '@Home' })
	makeTask(user.id, { title: 'Find the broom', parentId: parent.id, star: true })
	const before = findTasks(user.id)
	await page.goto('/tasks')
	await page.getByRole('link', { name: 'Edit Old chore' }).click()
	await page.getByRole('button', { name: 'Delete' }).click()
	await expect(page.getByRole('alertdialog')).toContainText('It goes to the trash for 30 days.')
	await page.getByRole('button', { name: 'Yes, delete' }).click()
	await expect(toast(page)).toContainText('Task and 1 sub-task moved to the trash.')
	expect(findTasks(user.id)).toEqual([])
	expect(listTrash(user.id)).toHaveLength(1)
	// the pointer on the toast keeps it (and its Undo) shown while axe looks at it
	await toast(page).hover()
	await expectAccessible(page)
	await toast(page).getByRole('button', { name: 'Undo' }).click()
	await expect(toast(page)).toContainText('Undone: 2 tasks are back as they were.')
	expect(byId(findTasks(user.id))).toEqual(byId(before))
	expect(listTrash(user.id)).toEqual([])
	await expect(page.getByRole('heading', { name: 'Old chore' })).toBeVisible()
	await expectAccessible(page)
})

test('the trash page: restore, delete for ever after a confirmation, empty trash', async ({ page, signIn }) => {
	const { user } = await signIn({ loadDefaults: false })
	const chore = makeTask(user.id, { title: 'Old chore' })
	makeTask(user.id, { title: 'Find the broom', parentId: chore.id })
	const before = findTasks(user.id)
	const other = makeTask(user.id, { title: 'Other thing' })
	deleteTask(user.id, chore.id)
	deleteTask(user.id, other.id)
	await page.goto('/tasks')
	await expect(page.locator('a[href="/tasks/trash"]').first()).toBeAttached()
	await page.goto('/tasks/trash')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trash')
	await expect(page.getByRole('listitem').filter({ hasText: 'Old chore' })).toContainText('With 1 sub-task.')
	await expectAccessible(page)

	await page.getByRole('button', { name: 'Restore Old chore' }).click()
	await expect(toast(page)).toContainText('Task and 1 sub-task restored.')
	await expect(page.getByRole('heading', { name: 'Old chore' })).toHaveCount(0)
	expect(byId(findTasks(user.id))).toEqual(byId(before))

	await page.getByRole('button', { name: 'Delete for ever: Other thing' }).click()
	await expect(page.getByRole('alertdialog')).toContainText('Delete “Other thing” for ever? This cannot be undone.')
	await expectAccessible(page)
	await page.getByRole('button', { name: 'Yes, delete for ever' }).click()
	await expect(toast(page)).toContainText('1 task deleted for ever.')
	await expect(page.getByText('The trash is empty.')).toBeVisible()

	deleteTask(user.id, findTasks(user.id).find((t) => t.parentId === null)!.id)
	await page.goto('/tasks/trash')
	await page.getByRole('button', { name: 'Empty trash' }).click()
	await expect(page.getByRole('alertdialog')).toContainText('Delete all 1 task in the trash for ever?')
	await page.getByRole('button', { name: 'Yes, delete for ever' }).click()
	await expect(toast(page)).toContainText('Trash emptied: 2 tasks deleted for ever.')
	await expect(page.getByText('The trash is empty.')).toBeVisible()
	expect(findTasks(user.id)).toEqual([])
	expect(listTrash(user.id)).toEqual([])
})

test("another person's trashed ids and undo ids are 404 or refused, and change nothing; an undo works once", async ({ page, signIn, anotherUser }) => {
	const { user } = await signIn({ loadDefaults: false })
	const other = await anotherUser({ loadDefaults: false })
	const theirs = makeTask(other.user.id, { title: 'Private matter' })
	const { undoId } = deleteTask(other.user.id, theirs.id)
	const trashBefore = listTrash(other.user.id)
	await page.goto('/tasks/trash')
	const origin = new URL(page.url()).origin
	for (const intent of ['restore', 'delete-forever']) {
		const response = await page.request.post('/tasks/trash', { form: { intent, id: theirs.id, confirm: 'Y' }, headers: { Origin: origin }, maxRedirects: 0 })
		expect(response.status(), intent).toBe(404)
	}
	// their undo id in my post: refused with a toast, nothing of theirs restored
	const stolen = await page.request.post('/tasks/undo', { form: { undo: undoId, returnTo: '/tasks' }, headers: { Origin: origin }, maxRedirects: 0 })
	expect(stolen.status()).toBe(302)
	// Empty trash empties only mine
	await page.request.post('/tasks/trash', { form: { intent: 'empty', confirm: 'Y' }, headers: { Origin: origin }, maxRedirects: 0 })
	expect(listTrash(other.user.id)).toEqual(trashBefore)
	expect(findTasks(other.user.id)).toEqual([])
	expect(findTasks(user.id)).toEqual([])
	await expect(page.getByText('Private matter')).toHaveCount(0)

	// my own undo, posted twice (a double click): the second is refused and changes nothing
	const mine = makeTask(user.id, { title: 'Mine' })
	const { undoId: myUndo } = deleteTask(user.id, mine.id)
	for (const expected of ['Undone: the task is back as it was.', 'This can no longer be undone']) {
		await page.goto('/tasks')
		const response = await page.request.post('/tasks/undo', { form: { undo: myUndo, returnTo: '/tasks' }, headers: { Origin: origin }, maxRedirects: 0 })
		expect(response.status()).toBe(302)
		await page.goto('/tasks')
		await expect(toast(page)).toContainText(expected)
	}
	expect(findTasks(user.id).map((t) => t.title)).toEqual(['Mine'])
})

test('Delete Data says it is final and that nothing is kept in the trash', async ({ page, signIn }) => {
	await signIn({ loadDefaults: false })
	await page.goto('/profile/deleteOptions')
	const zone = page.getByRole('region', { name: 'Danger Zone', exact: true })
	await expect(zone).toContainText('nothing goes to the trash')
	await expect(zone.getByRole('group', { name: 'Delete Data' })).toContainText('not kept in the trash and cannot be restored')
	await expect(zone.getByRole('group', { name: 'Delete Account' })).toContainText('Nothing is kept to restore.')
})

test('the weekly review’s Do it now and Delete offer Undo too', async ({ page, signIn }) => {
	const { user } = await signIn({ loadDefaults: false })
	makeTask(user.id, { title: 'Wash the car', status: 'none' })
	makeTask(user.id, { title: 'Old idea', status: 'none', notes: 'keep the notes' })
	const before = findTasks(user.id)
	await page.goto('/review/inbox')
	await page.getByRole('button', { name: 'Do it now: Wash the car' }).click()
	await expect(toast(page)).toContainText('“Wash the car” completed.')
	await toast(page).getByRole('button', { name: 'Undo' }).click()
	await expect(toast(page)).toContainText('Undone: the task is back as it was.')
	await page.getByRole('button', { name: 'Delete: Old idea' }).click()
	await expect(toast(page)).toContainText('Task moved to the trash.')
	await toast(page).getByRole('button', { name: 'Undo' }).click()
	await expect(toast(page)).toContainText('Undone: the task is back as it was.')
	await expect.poll(() => byId(findTasks(user.id))).toEqual(byId(before))
	expect(listTrash(user.id)).toHaveLength(0)
})

test('completing through the edit form offers Undo, which reopens the task', async ({ page, signIn }) => {
	const { user } = await signIn({ loadDefaults: false })
	makeTask(user.id, { title: 'File the receipts' })
	await page.goto('/tasks')
	await page.getByRole('link', { name: 'Edit File the receipts' }).click()
	await page.getByRole('checkbox', { name: 'Completed', exact: true }).check()
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(toast(page)).toContainText('Task updated.')
	expect(findTasks(user.id)[0]!.completed).toBe(true)
	await toast(page).getByRole('button', { name: 'Undo' }).click()
	await expect(toast(page)).toContainText('Undone: the task is back as it was.')
	await expect.poll(() => findTasks(user.id)[0]!.completed).toBe(false)
})
