// What narrows a list besides its own rule is said on the list, with Clear (issue 24): the filter's Completed choice
// shows on every list (here a folder's), the custom filter's conditions on the Custom list, hidden sub-tasks too.
import { saveTaskPreferences, taskPreferences } from '~/tasks/preferences.server'
import { expect, expectAccessible, makeTask, test } from './fixtures'

const card = (page: import('@playwright/test').Page, title: string) => page.getByTestId('task-card').filter({ hasText: title })

test('a Completed choice and hidden sub-tasks show as chips on a folder list; Clear brings the list back', async ({ page, signedInUser: me }) => {
	const id = me.user.id
	makeTask(id, { title: 'Still to do', folder: 'Errands' })
	makeTask(id, { title: 'Done already', folder: 'Errands', completed: true, completedDate: Date.now() })
	const saved = taskPreferences(id)
	saveTaskPreferences(id, {
		taskFilter: { ...saved.taskFilter, completed: 'Y' },
		taskSortOrder: { ...saved.taskSortOrder, hideChildren: true },
	})
	await page.goto('/tasks/folder/Errands')
	const chips = page.getByRole('list', { name: 'Filters on' })
	await expect(chips.getByRole('listitem')).toHaveText(['Completed tasks only', 'Sub-tasks hidden'])
	await expect(card(page, 'Done already')).toBeVisible()
	await expect(card(page, 'Still to do')).toHaveCount(0)
	await expectAccessible(page)

	await page.getByRole('button', { name: 'Clear filters' }).click()
	await expect(page).toHaveURL(/\/tasks\/folder\/Errands$/)
	await expect(card(page, 'Still to do')).toBeVisible()
	await expect(card(page, 'Done already')).toHaveCount(0)
	await expect(page.getByTestId('narrowed-by')).toHaveCount(0)
	expect(taskPreferences(id).taskFilter.completed).toBe('N')
	expect(taskPreferences(id).taskSortOrder.hideChildren).toBe(false)
	await expectAccessible(page)
})

test("the custom filter's conditions show on the Custom list; Clear empties it and goes to the whole list", async ({ page, signedInUser: me }) => {
	const id = me.user.id
	makeTask(id, { title: 'Starred one', star: true })
	makeTask(id, { title: 'Plain one' })
	const saved = taskPreferences(id)
	saveTaskPreferences(id, { taskFilter: { ...saved.taskFilter, filterItems: [{ group: 'a', field: 'star', operator: '$eq', value: 'Y' }] } })
	await page.goto('/tasks/custom')
	await expect(page.getByRole('list', { name: 'Filters on' }).getByRole('listitem')).toHaveText(['Custom filter: 1 condition'])
	await expect(card(page, 'Plain one')).toHaveCount(0)
	// the default lists are not narrowed by the custom filter: no chip there
	await page.goto('/tasks')
	await expect(page.getByTestId('narrowed-by')).toHaveCount(0)
	await page.goto('/tasks/custom')
	await page.getByRole('button', { name: 'Clear filters' }).click()
	await expect(page).toHaveURL(/\/tasks$/)
	await expect(card(page, 'Plain one')).toBeVisible()
	expect(taskPreferences(id).taskFilter.filterItems).toEqual([])
	await expectAccessible(page)
})
