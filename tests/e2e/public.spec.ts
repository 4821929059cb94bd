// The public site (issue 4): every page with JavaScript on and off, the feature overlays, the tour,
// Get Started's tier, the pricing cards, the legal pages and the menus.
import type { BrowserContext, Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures'
import { E2E_URL } from './env'

const PUBLIC_ROUTES = [
	'/home',
	'/landing/do-more',
	'/landing/2',
	'/landing/3',
	'/landing/4',
	'/features/4',
	'/pricing/4',
	'/modern',
	'/tour',
	'/tours/4',
	'/learn-more',
	'/privacy-policy',
	'/user-agreement',
	'/ui',
]

/** The cookie banner is fixed at the bottom of the screen; most tests start with it acknowledged. */
async function acknowledgeCookies(context: BrowserContext) {
	await context.addCookies([{ name: 'twentyfour_cookies_ok', value: '1', url: E2E_URL }])
}

/** Presses Tab until the focused element matches, as a keyboard user would. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, key: 'Tab' | 'Shift+Tab' = 'Tab', maxPresses = 60) {
	await expect(target).toHaveCount(1)
	for (let i = 0; i < maxPresses; i++) {
		await page.keyboard.press(key)
		if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
	}
	throw new Error(`Tab never reached ${target}`)
}

// one journey over every page (a test each spent most of its time starting a browser context, docs/decisions/345)
test('every public page answers 200, is complete without JavaScript and passes axe', async ({ page, jsOn }) => {
	// the public pages ship no script (checked below, decision 040): the same HTML with JavaScript on and off, so once
	test.skip(!jsOn, 'no script on these pages: the same page either way, checked once')
	test.setTimeout(PUBLIC_ROUTES.length * 20_000)
	for (const path of PUBLIC_ROUTES) {
		await test.step(`${path} answers 200, is complete without JavaScript and passes axe`, async () => {
			const response = await page.goto(path)
			expect(response?.status()).toBe(200)
			await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
			await expect(page).toHaveTitle(/\S/)
			await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/)
			await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title())
			await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${E2E_URL}${path}`)
			await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http.*\.png$/)
			// landmarks and the skip link
			await expect(page.getByRole('banner')).toHaveCount(1)
			await expect(page.getByRole('main')).toHaveCount(1)
			await expect(page.getByRole('contentinfo')).toHaveCount(1)
			await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main')
			// no JavaScript is shipped (docs/decisions/040), so JS on and off see the same page
			await expect(page.locator('script[src], script[type="module"], link[rel="modulepreload"]')).toHaveCount(0)
			// pictures: intrinsic size set; only those in the first screen load eagerly
			const viewportHeight = page.viewportSize()!.height
			for (const img of await page.locator('main img').all()) {
				await expect(img).toHaveAttribute('width', /^\d+$/)
				await expect(img).toHaveAttribute('height', /^\d+$/)
				await expect(img).toHaveAttribute('alt', /.{20,}/)
				if ((await img.getAttribute('loading')) !== 'lazy') {
					const box = await img.boundingBox()
					expect(box && box.y < viewportHeight, `${await img.getAttribute('src')} loads eagerly below the fold`).toBe(true)
				}
			}
			await expectAccessible(page)
			if (path === '/learn-more') {
				// learn-more explains each Getting Things Done practice
				for (const practice of ['Inbox', 'Next actions', 'Contexts', 'Waiting for', 'Someday/maybe', 'Weekly review'])
					await expect(page.getByRole('heading', { level: 2, name: practice, exact: true })).toBeVisible()
			}
			if (path === '/ui') {
				// /ui is the placeholder grid of eight numbered cells
				const cells = page.getByRole('list', { name: 'Grid cells' }).getByRole('listitem')
				await expect(cells).toHaveText(['Cell 1', 'Cell 2', 'Cell 3', 'Cell 4', 'Cell 5', 'Cell 6', 'Cell 7', 'Cell 8'])
			}
		})
	}
})

test('home shows the tagline, the feature list, Take a Tour and Get Started', async ({ page, context }) => {
	await acknowledgeCookies(context)
	await page.goto('/home')
	await expect(page.getByRole('heading', { level: 1, name: 'Twentyfour' })).toBeVisible()
	await expect(page.getByText('doing more with 24 hours a day').first()).toBeVisible()
	const features = page.getByTestId('feature-grid').locator('summary')
	await expect(features).toHaveCount(18)
	const feature = (name: string) => features.filter({ has: page.getByText(name, { exact: true }) })
	for (const name of ['Contexts', 'Custom filters', 'Nested folders', 'Kanban', 'Markdown notes', 'Visibility control'])
		await expect(feature(name)).toHaveCount(1)
	await expect(feature('Kanban')).toContainText('Premium')
	await expect(feature('Contexts')).not.toContainText('Premium')
	await page.getByRole('link', { name: 'Take a Tour' }).first().click()
	await expect(page).toHaveURL(/\/tour$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Tour' })).toBeVisible()
})

test.describe('feature descriptions', () => {
	const contexts =
		'Tag each task with where it can be done, such as @Home, @Work or @Shopping, and list only what fits.'
	const customFilters =
		'Combine conditions on any field, such as due before Friday and priority high, into your own list.'

	test('are reachable by keyboard, announced, and shown in an overlay at opacity 0.6', async ({ page, context }) => {
		await acknowledgeCookies(context)
		await page.goto('/features/4')
		const tile = (name: string) => page.locator('details').filter({ has: page.getByText(name, { exact: true }) })
		const summary = (name: string) => tile(name).locator('summary')
		const overlay = (name: string) => tile(name).getByTestId('feature-overlay')

		await expect(overlay('Contexts')).toHaveCSS('opacity', '0')
		await tabTo(page, summary('Contexts'))
		await expect(summary('Contexts')).toBeFocused()
		// a screen reader hears the description with the feature's name
		await expect(summary('Contexts')).toHaveAccessibleName('Contexts')
		await expect(summary('Contexts')).toHaveAccessibleDescription(contexts)
		// and it is shown: the caption over a backdrop at opacity 0.6
		await expect(overlay('Contexts')).toHaveCSS('opacity', '1')
		await expect(overlay('Contexts')).toContainText(contexts)
		await expect(overlay('Contexts').locator('span').first()).toHaveCSS('opacity', '0.6')
		await expectAccessible(page)

		// moving on hides it and shows the next one
		await page.keyboard.press('Tab')
		await expect(summary('Custom filters')).toBeFocused()
		await expect(overlay('Contexts')).toHaveCSS('opacity', '0')
		await expect(overlay('Custom filters')).toHaveCSS('opacity', '1')
		await expect(summary('Custom filters')).toHaveAccessibleDescription(customFilters)

		// Enter opens the disclosure: the description is then part of the page for screen readers too
		await page.keyboard.press('Enter')
		await expect(tile('Custom filters')).toHaveAttribute('open', '')
		await expect(tile('Custom filters').locator('p')).toHaveText(customFilters)
		await page.keyboard.press('Tab')
		await expect(overlay('Custom filters')).toHaveCSS('opacity', '1')
	})

	test('show on hover and stay shown after a click', async ({ page, context }) => {
		await acknowledgeCookies(context)
		await page.goto('/home')
		const tile = (name: string) => page.locator('details').filter({ has: page.getByText(name, { exact: true }) })
		const overlay = (name: string) => tile(name).getByTestId('feature-overlay')
		await tile('Dashboard').locator('summary').hover()
		await expect(overlay('Dashboard')).toHaveCSS('opacity', '1')
		await expect(overlay('Dashboard')).toContainText('Charts of your week')
		await page.mouse.move(0, 0)
		await expect(overlay('Dashboard')).toHaveCSS('opacity', '0')

		await tile('Reminders').locator('summary').click()
		await page.mouse.move(0, 0)
		await page.locator('h1').click()
		await expect(overlay('Reminders')).toHaveCSS('opacity', '1')
		await expect(overlay('Reminders')).toContainText('push notification')
		// a second click closes it
		await tile('Reminders').locator('summary').click()
		await page.mouse.move(0, 0)
		await page.locator('h1').click()
		await expect(overlay('Reminders')).toHaveCSS('opacity', '0')
	})
})

test.describe('the tour', () => {
	const HEADINGS = [
		'Everything a task needs',
		'See your week at a glance',
		'Quick Add from any page',
		'Detailed Add when it matters',
		'Bring your tasks with you',
		'Start doing more with 24 hours a day',
	]

	test('has every slide in order, readable without JavaScript, and does not advance on its own', async ({ page, context }) => {
		await acknowledgeCookies(context)
		await page.goto('/tour')
		const carousel = page.getByTestId('tour-carousel')
		await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
		const slides = carousel.locator('[aria-roledescription="slide"]')
		await expect(slides).toHaveCount(6)
		expect(await slides.evaluateAll((els) => els.map((e) => e.id))).toEqual([
			'cardFeatures',
			'cardDashboard',
			'cardQuickAdd',
			'cardDetailAdd',
			'cardImport',
			'joinNow',
		])
		await expect(slides.locator('h2')).toHaveText(HEADINGS)
		await expect(page.locator('#cardImport')).toContainText('Imports from other services are coming soon.')
		// the first slide is the one in view, and it stays so
		await expect(page.locator('#cardFeatures')).toBeInViewport({ ratio: 0.5 })
		await page.waitForTimeout(2500)
		await expect(page.locator('#cardFeatures')).toBeInViewport({ ratio: 0.5 })
		await expect(page.locator('#cardDashboard')).not.toBeInViewport()
		expect(new URL(page.url()).hash).toBe('')
	})

	test('is operable by keyboard: Next, Previous and the slide buttons, each announced', async ({ page, context }) => {
		await acknowledgeCookies(context)
		await page.goto('/tour')
		const next = page.locator('#cardFeatures').getByRole('link', { name: 'Next slide: Dashboard' })
		await tabTo(page, next)
		await page.keyboard.press('Enter')
		const dashboard = page.locator('#cardDashboard')
		await expect(dashboard).toBeFocused()
		await expect(dashboard).toHaveAccessibleName('2 of 6: Dashboard')
		await expect(dashboard).toBeInViewport({ ratio: 0.5 })
		await expect(page.locator('#cardFeatures')).not.toBeInViewport()
		await expectAccessible(page)

		// Tab reaches this slide's Previous, which goes back
		await page.keyboard.press('Tab')
		await expect(dashboard.getByRole('link', { name: 'Previous slide: Features' })).toBeFocused()
		await page.keyboard.press('Enter')
		await expect(page.locator('#cardFeatures')).toBeFocused()
		await expect(page.locator('#cardFeatures')).toBeInViewport({ ratio: 0.5 })

		// a slide button jumps straight to its slide
		const slideButton = page.getByRole('navigation', { name: 'Slides' }).getByRole('link', { name: '5 Data Import' })
		await tabTo(page, slideButton, 'Shift+Tab')
		await page.keyboard.press('Enter')
		await expect(page.locator('#cardImport')).toBeFocused()
		await expect(page.locator('#cardImport')).toBeInViewport({ ratio: 0.5 })

		// the last slide invites to sign up, as an Early Adopter
		await page.locator('#cardImport').getByRole('link', { name: 'Next slide: Join Now' }).press('Enter')
		await expect(page.locator('#joinNow')).toBeFocused()
		await expect(page.locator('#joinNow').getByRole('link', { name: 'Get Started' })).toHaveAttribute(
			'href',
			'/signup?action=signup&tier=free',
		)
		await expect(page.locator('#joinNow').getByRole('link', { name: /^Next/ })).toHaveCount(0)
	})
})

test.describe('pricing', () => {
	test('on a server without billing: one card with every feature, no tiers, no locks (issue 53)', async ({ page, context }) => {
		await acknowledgeCookies(context)
		await page.goto('/pricing/4')
		const card = page.getByRole('article', { name: 'Everything included' })
		await expect(card).toContainText('This server includes everything')
		await expect(card.getByRole('listitem')).toHaveCount(15)
		await expect(card.getByRole('listitem').filter({ hasText: 'Kanban board' })).toHaveCount(1)
		await expect(page.getByText(/^Not included:/)).toHaveCount(0)
		await expect(page.getByRole('article', { name: 'Early Patron' })).toHaveCount(0)
		await expect(page.getByText('Paid plans are not offered on this instance yet')).toBeVisible()
		await expectAccessible(page)
	})
})

test.describe('the legal pages', () => {
	const SECTIONS = [
		'Log data',
		'Device data',
		'Personal data',
		'Legal bases for processing',
		'How we use your information',
		'Disclosure of personal information to third parties',
		'International transfers of personal information',
		'Your rights and controlling your personal information',
		'Use of cookies',
		'Business transfers',
		'Children\u2019s privacy',
		'Changes to this policy',
	]

	test('the privacy policy shows a quote, its date and every required section heading', async ({ page }) => {
		const { QUOTES } = await import('~/marketing/quotes')
		const { env } = await import('~/lib/env.server')
		await page.goto('/privacy-policy')
		await expect(page).toHaveTitle('Twentyfour Privacy Policy')
		await expect(page.getByRole('heading', { level: 1, name: 'Twentyfour Privacy Policy' })).toBeVisible()
		await expect(page.getByText('Effective April 19, 2020')).toBeVisible()
		const quote = page.getByTestId('quote')
		await expect(quote).toBeVisible()
		const shown = (await quote.locator('blockquote').innerText()).trim()
		expect(QUOTES.map((q) => q.text)).toContain(shown)
		for (const heading of SECTIONS) await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible()
		for (const right of ['Restrict', 'Access and data portability', 'Erase', 'Correct', 'Complain', 'Unsubscribe'])
			await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${right}$`) })).toBeVisible()
		// the contents list links to each section
		await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Use of cookies' }).click()
		await expect(page).toHaveURL(/#cookies$/)
		// the support address comes from configuration
		await expect(page.getByRole('link', { name: env().supportEmail }).first()).toHaveAttribute('href', `mailto:${env().supportEmail}`)
		await expectAccessible(page)

		// a random quote on each load
		const seen = new Set([shown])
		for (let i = 0; i < 12 && seen.size < 2; i++) {
			await page.reload()
			seen.add((await quote.locator('blockquote').innerText()).trim())
		}
		expect(seen.size).toBeGreaterThan(1)
	})

	test('the user agreement is the Terms of Service, governed by the configured state', async ({ page }) => {
		const { env } = await import('~/lib/env.server')
		await page.goto('/user-agreement')
		await expect(page).toHaveTitle('Terms of Service')
		await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
		for (const clause of ['Use license', 'Text messages', 'Your content and templates', 'Disclaimer', 'Limitations', 'Accuracy of materials', 'Links', 'Modifications', 'Governing law'])
			await expect(page.getByRole('heading', { level: 2, name: clause })).toBeVisible()
		await expect(page.getByText(`laws of the State of ${env().governingState}`)).toBeVisible()
		await expect(page.getByText(/free, unrestricted, perpetual license to use and modify/)).toBeVisible()
		await expect(page.getByText(/carrier.s standard message and data charges apply/)).toBeVisible()
	})
})

test('the public menu and the footer lead to the public pages and the support mailbox', async ({ page, context }) => {
	const { env } = await import('~/lib/env.server')
	await acknowledgeCookies(context)
	await page.goto('/home')
	const menu = page.getByRole('navigation', { name: 'Main' })
	await menu.getByRole('link', { name: 'Features' }).click()
	await expect(page).toHaveURL(/\/features\/4$/)
	await expect(menu.getByRole('link', { name: 'Features' })).toHaveAttribute('aria-current', 'page')
	await menu.getByRole('link', { name: 'Pricing' }).click()
	await expect(page).toHaveURL(/\/pricing\/4$/)
	await menu.getByRole('link', { name: 'Tour' }).click()
	await expect(page).toHaveURL(/\/tour$/)
	const footer = page.getByRole('navigation', { name: 'Footer' })
	for (const [name, href] of [
		['Features', '/features/4'],
		['Pricing', '/pricing/4'],
		['Privacy Policy', '/privacy-policy'],
		['User Agreement', '/user-agreement'],
	])
		await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
	await expect(footer.getByRole('link', { name: `Support: ${env().supportEmail}` })).toHaveAttribute(
		'href',
		`mailto:${env().supportEmail}`,
	)
	await footer.getByRole('link', { name: 'User Agreement' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
})

test('the signed-in user menu opens the second tour in a new tab', async ({ page, context, signedInUser }) => {
	void signedInUser
	await page.goto('/dashboard')
	await page.getByText('User', { exact: true }).click()
	const tour = page.getByRole('link', { name: 'Tour (opens in a new tab)' })
	await expect(tour).toHaveAttribute('href', '/tours/4')
	await expect(tour).toHaveAttribute('target', '_blank')
	const [tab] = await Promise.all([context.waitForEvent('page'), tour.click()])
	await expect(tab).toHaveURL(/\/tours\/4$/)
	await expect(tab.getByRole('heading', { level: 1, name: 'A walk through Twentyfour' })).toBeVisible()
	// signed in, the page shows the app's menu bar, and still works
	await expect(tab.getByText('User', { exact: true })).toBeVisible()
	await expectAccessible(tab)
	await tab.close()
})

test('from the app, the footer leads a signed-in person to the public pages', async ({ page, signedInUser }) => {
	void signedInUser
	await page.goto('/dashboard')
	// with JavaScript this is a client-side navigation into a page that ships no scripts of its own
	await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy Policy' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Twentyfour Privacy Policy' })).toBeVisible()
	await expect(page.getByTestId('quote')).toBeVisible()
	await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Pricing' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible()
	await page.getByRole('link', { name: 'Get Started with Twentyfour' }).click()
	// already enrolled: sign-up says so and goes to the dashboard
	await expect(page).toHaveURL(/\/dashboard$/)
	await expect(page.getByRole('status')).toContainText('Enrollment unnecessary')
})
