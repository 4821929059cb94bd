// A chip cut for want of room ends with an ellipsis, and keeps its whole text for a screen reader and in a tooltip
// (issue 51, point 9).
import { expect, expectAccessible, makeTask, test } from './fixtures'

test('a long repeat chip ends its cut text with an ellipsis and keeps the whole text', async ({ page, signIn }) => {
	const { user } = await signIn({ loadDefaults: false })
	const rule = 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR,SA;COUNT=7'
	makeTask(user.id, { title: 'Stretch', repeat: rule, repeatChoice: 'ADVANCED' })
	await page.setViewportSize({ width: 360, height: 740 })
	await page.goto('/tasks')
	const chip = page.getByTestId('task-card').locator('dd.repeat')
	const text = (await chip.textContent())!
	expect(text.length).toBeGreaterThan(40)
	await expect(chip).toHaveAttribute('title', text)
	const cut = await chip.locator('span').evaluate((el) => ({ overflow: getComputedStyle(el).textOverflow, cut: el.scrollWidth > el.clientWidth }))
	expect(cut).toEqual({ overflow: 'ellipsis', cut: true })
	await expectAccessible(page)
})
