import { test } from './fixtures'
const dir = process.env.SHOTS_DIR ?? '/tmp/shots/x'
const pages = ['/home', '/pricing/4', '/dashboard', '/tasks', '/tasks/create/new', '/tasks/display-options', '/tasks/filter', '/profile/general', '/profile/contexts', '/profile/deleteOptions', '/error', '/tasks/detail/999999', '/landing/2']
for (const width of [360, 1280]) {
	test(`shots ${width}`, async ({ page, signedInUser }) => {
		test.skip(test.info().project.name !== 'js')
		void signedInUser
		await page.setViewportSize({ width, height: 900 })
		for (const p of pages) {
			await page.goto(p)
			await page.screenshot({ path: `${dir}/${width}${p.replace(/\//g, '_')}.png`, fullPage: true })
		}
	})
}
