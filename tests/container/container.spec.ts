// The image as self-hosters run it (issue 27, docs/decisions/211): a person signs up and adds a task in the container
// that scripts/test-container.js started; the container is stopped, removed and started again on the same volume, and
// the task is still there, for the person still signed in and after signing in again.
import { execFileSync } from 'node:child_process'
import { expect, expectAccessible, signInAtProvider, signUp, test, waitForHydration } from '../e2e/fixtures'

test('sign up, add a task, restart the container on the same volume: the task is still there', async ({ page, browser, jsOn }) => {
	test.setTimeout(180_000)
	const person = await signUp(page)
	const title = `Ring the plumber about the boiler (${jsOn ? 'js' : 'no-js'})`
	await page.goto('/tasks')
	await page.getByLabel('Task Title').fill(title)
	await page.getByRole('button', { name: 'Quick Add' }).click()
	await expect(page.getByTestId('toast')).toContainText(title)

	execFileSync('node', ['scripts/container/podman.js', 'restart'], { stdio: 'inherit' })

	// the same browser: the session's secret is in the volume, so the cookie still holds
	await page.goto('/tasks')
	await expect(page.getByRole('heading', { name: title })).toBeVisible()
	// a new browser: the account is in the volume too
	const context = await browser.newContext({ javaScriptEnabled: jsOn })
	const again = await context.newPage()
	await again.goto('/tasks')
	await signInAtProvider(again, person)
	await expect(again).toHaveURL(/\/tasks$/)
	if (jsOn) await waitForHydration(again)
	await expect(again.getByRole('heading', { name: title })).toBeVisible()
	await expectAccessible(again)
	await context.close()
})
