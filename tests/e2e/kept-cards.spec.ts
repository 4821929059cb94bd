// Kept cards (issue 31, docs/decisions/254): after a change, the server draws only the cards that changed and puts in
// the others as it drew them before. What matters to a person: the page is the same, and with JavaScript every card
// put in that way is taken over by React (hydrated) and works.
import crypto from 'node:crypto'
import type { Page } from '@playwright/test'
import { TOAST_COOKIE } from '~/lib/toast.server'
import { expect, expectAccessible, findTasks, makeTask, shareWith, test, waitForHydration } from './fixtures'
import { keptReader, readFromEveryWorker, shows } from './kept-reads'

const unique = (title: string) => `${title} ${crypto.randomBytes(3).toString('hex')}`
const starButton = (page: Page, title: string) => page.getByRole('button', { name: `Star ${title}` })
const starred = (ownerId: string, title: string) => findTasks(ownerId).find((t) => t.title === title)?.star

test('the page after a star puts in the cards drawn before, and each of them works', async ({ page, context, jsOn }) => {
	const me = await keptReader(context)
	const titles = [unique('Sort the mail'), unique('Call the plumber'), unique('Buy stamps')]
	for (const title of titles) makeTask(me.user.id, { title })
	const errors: string[] = []
	page.on('pageerror', (error) => errors.push(error.message))
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(message.text())
	})
	// every worker draws the three cards and keeps them: with a toast to show, a page is rendered every time, never a
	// kept page (so no worker skips the drawing by sending another's page)
	await readFromEveryWorker('/tasks', `${me.cookie}; ${TOAST_COOKIE}=none`, shows(titles))

	await page.goto('/tasks')
	if (jsOn) await waitForHydration(page)
	await starButton(page, titles[0]!).click()
	await expect(starButton(page, titles[0]!)).toHaveAttribute('aria-pressed', 'true')
	// the button shows the star at once (optimistic): a reload before the star is saved would cancel it
	await expect.poll(() => starred(me.user.id, titles[0]!)).toBe(true)

	// the page after the change, from whichever worker: the starred card drawn again, the other two put in
	await page.reload()
	if (jsOn) await waitForHydration(page)
	await expect(starButton(page, titles[0]!)).toHaveAttribute('aria-pressed', 'true')
	for (const title of titles.slice(1)) await expect(starButton(page, title)).toHaveAttribute('aria-pressed', 'false')
	// a card that was put in works: with JavaScript through React (hydrated), without it as a plain form
	await starButton(page, titles[2]!).click()
	await expect(starButton(page, titles[2]!)).toHaveAttribute('aria-pressed', 'true')
	await expect.poll(() => starred(me.user.id, titles[2]!)).toBe(true)
	await page.reload()
	await expect(starButton(page, titles[2]!)).toHaveAttribute('aria-pressed', 'true')
	await expect(starButton(page, titles[1]!)).toHaveAttribute('aria-pressed', 'false')
	// no hydration error (React reports a page whose HTML is not what it draws)
	expect(errors).toEqual([])
	await expectAccessible(page)
})

// Issue 55 point 5: a member's page of a shared folder keeps its cards too; the owner's change to one of them (here a
// star, written by another process) draws that card again on the member's next page, and the others are put in.
test('a member’s kept cards: the owner’s change to a shared task shows on the member’s next page', async ({ page, context, jsOn }) => {
	test.skip(!jsOn, 'the cards are the same without JavaScript: run once')
	const owner = await keptReader()
	const member = await keptReader(context)
	const titles = [unique('Shared milk'), unique('Shared eggs'), unique('Own bread')]
	shareWith(owner.user.id, 'Kept cards groceries', member.user.id, 'editor')
	const milk = makeTask(owner.user.id, { title: titles[0]!, folder: 'Kept cards groceries' })
	makeTask(owner.user.id, { title: titles[1]!, folder: 'Kept cards groceries' })
	makeTask(member.user.id, { title: titles[2]! })
	await readFromEveryWorker('/tasks', `${member.cookie}; ${TOAST_COOKIE}=none`, shows(titles))
	const { eq } = await import('drizzle-orm')
	const { db } = await import('~/lib/db.server')
	const { tasks } = await import('#db/schema')
	db().update(tasks).set({ star: true }).where(eq(tasks.id, milk.id)).run()
	await page.goto('/tasks')
	await waitForHydration(page)
	await expect(starButton(page, titles[0]!)).toHaveAttribute('aria-pressed', 'true')
	for (const title of titles.slice(1)) await expect(starButton(page, title)).toHaveAttribute('aria-pressed', 'false')
	// the member stars a card that was put in: it is the owner's task that changes
	await starButton(page, titles[1]!).click()
	await expect.poll(() => starred(owner.user.id, titles[1]!)).toBe(true)
	await page.reload()
	await expect(starButton(page, titles[1]!)).toHaveAttribute('aria-pressed', 'true')
	await expect(page.getByText(`Shared by ${owner.user.goesBy}`).first()).toBeVisible()
	await expectAccessible(page)
})
