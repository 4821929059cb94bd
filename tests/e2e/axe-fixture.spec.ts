// The axe check itself (tests/e2e/fixtures.ts, decision 387): axe is put into a document once and reused for the next
// checks of the same document (JavaScript on), and the checker page keeps axe across the pages it is handed (JavaScript
// off). Reuse must never mean a check of something older than the page as it is now: a violation added after a clean
// check is found, on the same document and on the next one.
import { expect, expectAccessible, test } from './fixtures'

const addImageWithoutAlt = () => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<img src="/favicon.ico" id="no-alt">')

test('a check after a clean check of the same page, and of the next page, sees the page as it is now', async ({ page }) => {
	await test.step('a clean page passes, and a violation added to the same document is then found', async () => {
		await page.goto('/home')
		await expectAccessible(page)
		await page.evaluate(addImageWithoutAlt)
		await expect(expectAccessible(page)).rejects.toThrow(/image-alt/)
	})
	await test.step('the next page is checked afresh: clean, then with the same violation', async () => {
		await page.goto('/pricing/4')
		await expectAccessible(page)
		await page.evaluate(addImageWithoutAlt)
		await expect(expectAccessible(page)).rejects.toThrow(/image-alt/)
		await page.evaluate(() => document.getElementById('no-alt')!.setAttribute('alt', ''))
		await expectAccessible(page)
	})
})
