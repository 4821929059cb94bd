// Issue 16: the API Access section (a token shown once, used, listed with its last use, revoked) and /external-api,
// with JavaScript on and off (the two projects); axe after each test and on every other page visited.
import { expect, expectAccessible, signUp, test } from './fixtures'

test('API Access: create a token, use it, see its last use, revoke it; /external-api answers', async ({ page, signedInUser }) => {
	await page.goto('/profile/apiAccess')
	const panel = page.getByRole('region', { name: 'API Access' })
	await expect(panel.getByText('You have no tokens.')).toBeVisible()
	// refused without a name: the summary, the inline message, "Error:" in the title
	await panel.getByRole('button', { name: 'Create token' }).click()
	await expect(page).toHaveTitle(/^Error: API Access/)
	await expect(panel.getByText('A name for the token must be provided.').first()).toBeVisible()
	await expectAccessible(page)

	await panel.getByLabel('Token name').fill('Backup script')
	await panel.getByLabel('Read and write').check()
	await panel.getByLabel('Expires after').selectOption('30')
	await panel.getByRole('button', { name: 'Create token' }).click()
	const shown = panel.getByLabel('New token')
	await expect(shown).toHaveValue(/^tf_pat_/)
	await expect(panel.getByText('Copy it now: it is not shown again.')).toBeVisible()
	const token = await shown.inputValue()
	await expect(panel.getByText(/Read and write\. Created .*Last used: Never used\./)).toBeVisible()
	await expectAccessible(page)

	const answer = await page.request.get('/api/external', { headers: { authorization: `Bearer ${token}` } })
	expect(answer.status()).toBe(200)
	expect((await answer.json()).data).toMatchObject({ userId: signedInUser.user.id, tokenType: 'personal', access: 'write' })

	// shown once: it is not on the page again
	await page.goto('/profile/apiAccess')
	await expect(panel.getByLabel('New token')).toHaveCount(0)
	await expect(panel.getByText(/Last used: [A-Z][a-z]+day/)).toBeVisible()
	await panel.getByRole('button', { name: 'Revoke Backup script' }).click()
	await expect(panel.getByText('You have no tokens.')).toBeVisible()
	expect((await page.request.get('/api/external', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401)

	await page.goto('/external-api')
	await expect(page.getByRole('heading', { name: 'External API', level: 1 })).toBeVisible()
	await expect(page.getByText('The call succeeded: HTTP 200.')).toBeVisible()
	await expect(page.getByLabel('The answer')).toContainText(signedInUser.user.id)
	await expect(page.getByText(/a read-only personal token made for this one call/)).toBeVisible()
	await expectAccessible(page)
	await page.goto('/api/docs')
	await expect(page.getByRole('heading', { name: 'The Twentyfour API' })).toBeVisible()
})

test("after signing in through the identity provider, /external-api calls the API with the provider's access token", async ({ page }) => {
	const person = await signUp(page)
	await page.goto('/external-api')
	await expect(page.getByText('The call succeeded: HTTP 200.')).toBeVisible()
	await expect(page.getByText(/the access token your identity provider gave Twentyfour/)).toBeVisible()
	await expect(page.getByLabel('The answer')).toContainText(person.email)
	await expect(page.getByLabel('The answer')).toContainText('"tokenType": "provider"')
})
