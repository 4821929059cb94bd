// No page scrolls sideways (issue 24): every signed-in page, and the Kanban board in every grouping, at a phone's
// 360 px and a desktop's 1280 px; whatever is wider (the board) scrolls inside itself.
import type { Page } from '@playwright/test'
import type { KanbanGroup } from '~/tasks/kanban'
import { PRIORITY_VALUES, STATUS_VALUES } from '~/tasks/options'
import { expect, makeTask, test } from './fixtures'

const WIDTHS = [360, 1280]

async function expectNoSidewaysScroll(page: Page, what: string) {
	const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth])
	expect(scrollWidth, `${what} is ${scrollWidth} px wide in a ${clientWidth} px window`).toBeLessThanOrEqual(clientWidth)
}

test('every signed-in page fits the window at 360 and 1280 px', async ({ page, premiumUser: me }) => {
	test.slow()
	const parent = makeTask(me.user.id, { title: 'A task with a rather long title that has to wrap somewhere on a phone', due: Date.now() - 86_400_000, context: '@Work', folder: 'Professional', priority: 'high', status: 'next', star: true, notes: 'Notes **here**' })
	makeTask(me.user.id, { title: 'A sub-task', parentId: parent.id })
	const pages = ['/dashboard', '/wordcloud', '/tasks', '/tasks/todays-focus', '/gtd/tasks/inbox', '/tasks/context/@Work', `/tasks/detail/${parent.id}`, '/tasks/create/new', '/tasks/filter', '/tasks/display-options', '/profile/general', '/profile/contexts', '/profile/apiAccess', '/gallery', '/gallery/corporate', '/welcome', '/api/docs']
	for (const width of WIDTHS) {
		await page.setViewportSize({ width, height: 800 })
		for (const path of pages) {
			await page.goto(path)
			await expectNoSidewaysScroll(page, `${path} at ${width} px`)
		}
	}
})

test('the dashboard fits a phone while its cards below the fold are not drawn yet', async ({ page, signedInUser: me }) => {
	// a tall priority/status table: its card's height until drawn (1,200 px) must not become its width
	for (const priority of PRIORITY_VALUES) for (const status of STATUS_VALUES) makeTask(me.user.id, { title: `${priority} ${status}`, priority, status })
	await page.setViewportSize({ width: 360, height: 640 })
	await page.goto('/dashboard')
	await expectNoSidewaysScroll(page, '/dashboard at 360 px')
	await page.getByRole('table', { name: 'Priority/Status' }).scrollIntoViewIfNeeded()
	await expectNoSidewaysScroll(page, '/dashboard at 360 px, scrolled to its tables')
	// back to the top for axe: links scrolled under the sticky menu bar count as obscured targets
	await page.evaluate(() => window.scrollTo(0, 0))
})

test('the Kanban board scrolls inside itself in every grouping, never the page', async ({ page, premiumUser: me }) => {
	for (const status of STATUS_VALUES)
		makeTask(me.user.id, { title: `A ${status} task`, status, context: '@Home', folder: 'Personal', priority: 'low', due: Date.now() })
	const { saveTaskPreferences } = await import('~/tasks/preferences.server')
	for (const kanbanGroup of ['context', 'folder', 'priority', 'status'] satisfies KanbanGroup[]) {
		saveTaskPreferences(me.user.id, { displayKanban: true, kanbanGroup })
		for (const width of WIDTHS) {
			await page.setViewportSize({ width, height: 800 })
			await page.goto('/tasks')
			await expect(page.getByTestId('kanban-board')).toBeVisible()
			await expectNoSidewaysScroll(page, `the board by ${kanbanGroup} at ${width} px`)
		}
	}
})
