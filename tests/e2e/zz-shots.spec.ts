import { test } from './fixtures'

for (const width of [360, 1280]) {
	test(`shots ${width}`, async ({ page, premiumUser }) => {
		test.skip(test.info().project.name !== 'js')
		await page.setViewportSize({ width, height: 900 })
		await page.goto('/gallery/corporate')
		await page.screenshot({ path: `/tmp/tpl-shots/gallery-${width}.png`, fullPage: true })
		await page.goto('/gallery/personal/new')
		await page.getByRole('button', { name: 'Add sub-task to Task 1' }).click()
		await page.getByRole('button', { name: 'Save' }).click()
		await page.getByText('There is a problem').waitFor()
		await page.screenshot({ path: `/tmp/tpl-shots/editor-${width}.png`, fullPage: true })
		await page.goto('/gallery/corporate')
		await page.getByRole('link', { name: 'Preparing for a vacation', exact: true }).click()
		await page.getByRole('dialog').waitFor()
		await page.screenshot({ path: `/tmp/tpl-shots/details-${width}.png`, fullPage: false })
		await page.getByRole('button', { name: 'Use' }).click()
		await page.getByRole('dialog', { name: /Use Template/ }).waitFor()
		await page.screenshot({ path: `/tmp/tpl-shots/confirm-${width}.png`, fullPage: false })
		await page.goto('/gallery')
		void premiumUser
	})
}
