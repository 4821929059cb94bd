import { chromium } from '@playwright/test'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] })
const base = 'http://127.0.0.1:4175'
async function signUp(page, first, last, email, url = base + '/signup?action=signup&tier=free') {
	await page.goto(url)
	await page.getByLabel('First name').fill(first); await page.getByLabel('Last name').fill(last)
	await page.getByLabel('Email address').fill(email); await page.getByLabel('Password').fill('a long pass phrase')
	await page.getByRole('button', { name: 'Create account' }).click()
	await page.getByRole('heading', { name: "You're almost done" }).waitFor({ timeout: 60000 })
	for (const s of ['Personal Details', 'Terms of Service']) {
		const summary = page.locator('summary', { hasText: s }); const details = page.locator('details', { has: summary })
		if ((await details.getAttribute('open')) === null) await summary.click()
		if (s === 'Personal Details') { await page.getByLabel('Timezone').selectOption('Europe/London'); await page.getByLabel('Country').selectOption('GB') }
	}
	await page.getByRole('group', { name: 'I have read and accept the Privacy Policy' }).getByLabel('Yes').check()
	await page.getByRole('group', { name: 'I have read and accept the Terms of Service' }).getByLabel('Yes').check()
	await page.getByRole('button', { name: 'Save' }).click()
	await page.waitForURL(/dashboard/, { timeout: 60000 })
}
const admin = await (await b.newContext()).newPage()
await signUp(admin, 'Margaret', 'Hamilton', 'margaret@example.com')
await admin.goto(base + '/admin')
await admin.getByRole('radio', { name: /^By invitation/ }).check()
await admin.getByRole('button', { name: 'Save sign-up policy' }).click()
await admin.waitForLoadState('load')
for (const [f, l, e] of [['Katherine', 'Johnson', 'katherine@example.com'], ['Dorothy', 'Vaughan', 'dorothy@example.com']]) {
	await admin.goto(base + '/admin')
	await admin.getByRole('button', { name: 'Make an invitation' }).click()
	const link = await admin.getByLabel(/The invitation link/).inputValue()
	const p = await (await b.newContext()).newPage()
	await signUp(p, f, l, e, link)
	await p.context().close()
}
await admin.goto(base + '/admin')
await admin.getByLabel('Only for this email address (optional)').fill('mary@example.com')
await admin.getByRole('button', { name: 'Make an invitation' }).click()
await admin.waitForLoadState('load')
await admin.goto(base + '/admin')
const card = admin.getByTestId('person').filter({ hasText: 'dorothy@example.com' })
await card.getByRole('button', { name: 'Disable (dorothy@example.com)' }).click()
await admin.waitForLoadState('load'); await new Promise(r => setTimeout(r, 1500))
await admin.goto(base + '/admin')
for (const scheme of ['light', 'dark']) {
	await admin.emulateMedia({ colorScheme: scheme })
	for (const width of [360, 1280]) {
		await admin.setViewportSize({ width, height: 900 })
		await admin.screenshot({ path: `docs/screenshots/admin-${width}-${scheme}.png`, fullPage: true })
	}
}
console.log('done')
await b.close()
