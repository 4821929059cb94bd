// `npm run screenshots`: the pictures of the README and docs/features.md, made from the production server (build
// first: `npm run build`) on seeded data, at 360 and 1280 px, light and dark: the task list, quick add with its
// preview, a task's own page, Kanban, the dashboard and the weekly review, a shared folder's cards with their chips and
// a shared task's change list (issue 55), written to docs/screenshots/readme-<page>-<width>-<theme>.png;
// and the whole /admin page (issue 53: people, an invitation, backups with their checks), to admin-<width>-<theme>.png.
// SCREENSHOTS_ONLY=admin (or another page's name, or several with commas) makes only those; SCREENSHOTS_OUT another folder.
// Re-run it whenever the UI changes. Uses Debian's Chromium (scripts/ensure-chromium.js installs it).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'

const OUT = path.resolve(process.env.SCREENSHOTS_OUT ?? 'docs/screenshots')
// the test fixtures' signed-in sessions, on a data folder and port of this script's own
const port = Number(process.env.SCREENSHOTS_PORT ?? 3390)
process.env.E2E_PORT = String(port)
const { E2E_DATA_DIR: dataDir, E2E_URL: base } = await import('../tests/e2e/env')
fs.rmSync(dataDir, { recursive: true, force: true })

const { eq } = await import('drizzle-orm')
const { tasks, userPreferences } = await import('#db/schema')
const { db, closeDb } = await import('~/lib/db.server')
const { localMidnight } = await import('~/lib/dates')
const { makeTask } = await import('../tests/factories')
const { signedInSession } = await import('../tests/e2e/fixtures')

const timezone = 'Europe/London'
/** a person's week: what a real list looks like (not random words) */
function seed(ownerId: string) {
	const day = (n: number) => localMidnight(timezone, Date.now(), n)
	const hour = (h: number, m = 0) => (h * 60 + m) * 60_000
	const rows: Parameters<typeof makeTask>[1][] = [
		{ title: 'Call Bob about the lease', due: day(0), dueTime: hour(17), context: '@Phone', folder: 'Professional', priority: 'high', status: 'next', star: true },
		{ title: 'Pay the electricity bill', due: day(-2), folder: 'Finances', priority: 'top', status: 'next' },
		{ title: 'Book flights to Lisbon', due: day(3), folder: 'Personal', context: '@Home', priority: 'medium', status: 'planning' },
		{ title: 'Water the ferns', due: day(1), context: '@Home', folder: 'Family', repeat: 'FREQ=WEEKLY;BYDAY=SA', repeatChoice: 'WEEKLY', status: 'next' },
		{ title: 'Team sync', due: day(2), dueTime: hour(9), context: '@Work', folder: 'Professional', repeat: 'FREQ=WEEKLY;BYDAY=TU', repeatChoice: 'WEEKLY', status: 'active' },
		{ title: 'Read the contract draft', start: day(0), due: day(4), length: 45, context: '@Work', folder: 'Professional', priority: 'high', status: 'active' },
		{ title: 'Buy stamps', context: '@Shopping', folder: 'Inbox', status: 'planning' },
		{ title: 'Renew passport', due: day(12), folder: 'Personal', priority: 'medium', status: 'waiting' },
		{ title: 'Plan the garden beds', folder: 'Family', status: 'someday' },
		{ title: 'Quarterly budget review', due: day(6), folder: 'Finances', context: '@Work', priority: 'high', status: 'next' },
		{ title: 'Dentist appointment', due: day(5), dueTime: hour(10, 30), folder: 'Personal', status: 'next' },
		{ title: 'Email the school about the trip', due: day(-1), context: '@School', folder: 'Family', priority: 'medium', status: 'next' },
		{ title: 'Fix the bike light', context: '@Home', folder: 'Personal', priority: 'low', status: 'hold' },
		{ title: 'Write the release notes', due: day(1), context: '@Work', folder: 'Professional', priority: 'high', status: 'active', star: true },
		{ title: 'Send the invoice to Acme', due: day(0), folder: 'Finances', context: '@Work', priority: 'top', status: 'next' },
		{ title: 'Groceries: milk, eggs, spinach', due: day(0), context: '@Shopping', folder: 'Family', status: 'next' },
		{ title: 'Clean out the car', due: day(8), context: '@Home', folder: 'Personal', priority: 'low', status: 'postponed' },
		{ title: 'Prepare the board slides', due: day(9), context: '@Work', folder: 'Professional', priority: 'medium', status: 'delegated' },
	]
	const made = rows.map((r) => makeTask(ownerId, { ...r, added: Date.now() - 3 * 86_400_000 }))
	makeTask(ownerId, { title: 'Return the library books', completed: true, completedDate: Date.now() - 86_400_000, context: '@Errands', folder: 'Family' })
	// a task's own page: notes and sub-tasks
	const lease = made[0]!
	db().update(tasks).set({ notes: 'Ask about the **break clause** and whether the deposit can be paid in two parts.\n\n- current rent: 1,450\n- offer: 1,400' }).where(eq(tasks.id, lease.id)).run()
	makeTask(ownerId, { title: 'Find the signed copy', parentId: lease.id, folder: 'Professional', status: 'next' })
	makeTask(ownerId, { title: 'Check the meter readings', parentId: lease.id, folder: 'Professional', completed: true, completedDate: Date.now() - 3_600_000 })
	return lease.id
}

let sharedTaskId = ''
const lister = await signedInSession({ timezone })
const leaseId = seed(lister.user.id)
const boarder = await signedInSession({ timezone, premium: true })
seed(boarder.user.id)
db().update(userPreferences).set({ displayKanban: true }).where(eq(userPreferences.ownerId, boarder.user.id)).run()
await seedAdmin(lister.user.id, boarder.user.id)
closeDb()

/** the lister runs this server: two more people (one disabled), an invitation, two backups and their checks */
async function seedAdmin(adminId: string, boarderId: string) {
	const { users } = await import('#db/schema')
	const { makeUser } = await import('../tests/factories')
	const { createInvitation } = await import('~/admin/sign-up.server')
	const { disablePerson } = await import('~/admin/people.server')
	const { checkNewestBackup, takeBackup } = await import('~/lib/backups.server')
	const { databaseFileIn } = await import('~/lib/env.server')
	const name = (firstName: string, lastName: string) => ({ firstName, lastName, email: `${firstName.toLowerCase()}@example.com`, password: 'not used here' })
	db().update(users).set({ ...name('Margaret', 'Hamilton'), isAdmin: true }).where(eq(users.id, adminId)).run()
	db().update(users).set(name('Ada', 'Lovelace')).where(eq(users.id, boarderId)).run()
	const katherine = makeUser({ timezone, loadDefaults: true, person: name('Katherine', 'Johnson') })
	seed(katherine.id)
	const dorothy = makeUser({ timezone, loadDefaults: true, person: name('Dorothy', 'Vaughan') })
	disablePerson({ id: adminId }, dorothy.id)
	createInvitation({ createdBy: adminId, email: 'mary@example.com', days: 7 })
	// shared lists (issue 55): the admin shares Family with Katherine, and Ada shares Personal with the admin to view
	const { shareWith } = await import('../tests/factories')
	shareWith(adminId, 'Family', katherine.id, 'editor')
	shareWith(boarderId, 'Personal', adminId, 'viewer')
	// and Finances to manage: its entry in Shared with you has Rename (a manager renames it for everyone)
	shareWith(boarderId, 'Finances', adminId, 'manager')
	// assignment and the change list (issue 55 step 5): the groceries assigned to Katherine, who completed the school email
	const { recordChanges } = await import('~/sharing/assignment.server')
	const { requireTask } = await import('~/tasks/tasks.server')
	const titled = (title: string) => db().select().from(tasks).where(eq(tasks.title, title)).all().find((t) => t.ownerId === adminId)!
	const groceries = titled('Groceries: milk, eggs, spinach')
	db().update(tasks).set({ assignedTo: katherine.id, status: 'waiting' }).where(eq(tasks.id, groceries.id)).run()
	recordChanges(adminId, null, requireTask(adminId, groceries.id), Date.now() - 2 * 86_400_000, ['Added'])
	recordChanges(adminId, groceries, requireTask(adminId, groceries.id), Date.now() - 86_400_000)
	const school = titled('Email the school about the trip')
	db().update(tasks).set({ completed: true, completedDate: Date.now() - 3_600_000, completedBy: katherine.id }).where(eq(tasks.id, school.id)).run()
	recordChanges(katherine.id, school, requireTask(adminId, school.id), Date.now() - 3_600_000)
	sharedTaskId = groceries.id
	// Ada assigns the admin her overdue bill in Finances (shared to manage): the admin's dashboard counts it (decision 392)
	const bill = db().select().from(tasks).where(eq(tasks.title, 'Pay the electricity bill')).all().find((t) => t.ownerId === boarderId)!
	db().update(tasks).set({ assignedTo: adminId }).where(eq(tasks.id, bill.id)).run()
	const dir = path.join(dataDir, 'backups')
	const quiet = () => {}
	const yesterday = await takeBackup({ source: databaseFileIn(dataDir), dir, keep: 14, log: quiet, now: Date.now() - 86_400_000 })
	await checkNewestBackup({ dir, log: quiet })
	await takeBackup({ source: databaseFileIn(dataDir), dir, keep: 14, log: quiet })
	// yesterday's backup was taken yesterday: its recorded copy too (the full check of it ran today)
	const { RECORD } = await import('~/lib/backup-records.server')
	const record = JSON.parse(fs.readFileSync(path.join(dir, RECORD), 'utf8')) as { entries: { kind: string; file: string; startedAt: number; finishedAt: number }[] }
	for (const e of record.entries) if (e.kind === 'backup' && e.file === path.basename(yesterday.file)) Object.assign(e, { startedAt: e.startedAt - 86_400_000, finishedAt: e.finishedAt - 86_400_000 })
	fs.writeFileSync(path.join(dir, RECORD), JSON.stringify(record))
}

const server = spawn(process.execPath, ['server.js'], {
	stdio: ['ignore', 'ignore', 'inherit'],
	env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base, WEB_CONCURRENCY: '1', BACKUP_INTERVAL: 'daily' },
})
try {
	for (let i = 0; ; i++) {
		if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break
		if (i > 300) throw new Error('the server did not answer /healthz in 30 s')
		await new Promise((r) => setTimeout(r, 100))
	}
	const browser = await chromium.launch({ executablePath: process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] })
	fs.mkdirSync(OUT, { recursive: true })
	type Shot = { name: string; who: typeof lister; url: string; file?: string; fullPage?: boolean; js?: false; act?: (page: import('@playwright/test').Page, width: number) => Promise<void> }
	// the Create form's "Assigned to" (decision 391): with JavaScript the chosen folder's people, without it every shared
	// folder's people under its name
	const assign = async (page: import('@playwright/test').Page) => {
		await page.getByLabel('Title', { exact: true }).fill('Pick up the birthday cake')
		await page.getByLabel('Folder').selectOption('Family')
		await page.getByLabel('Assigned to').selectOption({ label: 'Katherine' })
		await page.getByLabel('Assigned to').scrollIntoViewIfNeeded()
	}
	const all: Shot[] = [
		{ name: 'tasks', who: lister, url: '/tasks' },
		{
			name: 'quick-add',
			who: lister,
			url: '/tasks',
			act: async (page, width) => {
				const field = page.getByRole('textbox', { name: /quick add/i }).first()
				if (width >= 1000 && (await field.isVisible().catch(() => false))) {
					await field.fill('Call Bob tomorrow 5pm @Phone #Professional !2 *')
					await page.waitForTimeout(800)
				} else {
					// the confirmation page quick add answers with when nothing was previewed
					await page.goto(`${base}/tasks/quick-add?${new URLSearchParams({ text: 'Call Bob tomorrow 5pm @Phone #Professional !2 *', returnTo: '/tasks' })}`)
				}
			},
		},
		{ name: 'task', who: lister, url: `/tasks/detail/${leaseId}` },
		{ name: 'kanban', who: boarder, url: '/tasks' },
		{ name: 'sharing', who: lister, url: '/profile/folders', fullPage: true },
		{ name: 'shared-list', who: lister, url: '/tasks/folder/Personal' },
		{ name: 'family', who: lister, url: '/tasks/folder/Family?completed=A' },
		{ name: 'shared-task', who: lister, url: `/tasks/detail/${sharedTaskId}`, fullPage: true },
		{ name: 'dashboard', who: lister, url: '/dashboard' },
		{ name: 'create-assigned', who: lister, url: '/tasks/create/new', act: assign },
		{ name: 'create-assigned-nojs', who: lister, url: '/tasks/create/new', js: false, act: assign },
		// a sub-task's form says where it goes, its parent's folder, and offers that folder's people (decisions 402, 404)
		{ name: 'sub-task', who: lister, url: '/tasks/create/new?parentId=SHARED', fullPage: true },
		{ name: 'review', who: lister, url: '/review' },
		{ name: 'admin', who: lister, url: '/admin', file: 'admin', fullPage: true },
	]
	const only = process.env.SCREENSHOTS_ONLY
	const shots = all.filter((s) => !only || only.split(',').includes(s.name))
	for (const theme of ['light', 'dark'] as const) {
		for (const width of [360, 1280]) {
			for (const shot of shots) {
				const context = await browser.newContext({ viewport: { width, height: width < 1000 ? 740 : 900 }, colorScheme: theme, javaScriptEnabled: shot.js ?? true })
				await context.addCookies([{ ...shot.who.cookie, url: base, httpOnly: true, sameSite: 'Lax' }, { name: 'twentyfour_cookies_ok', value: 'Y', url: base }])
				const page = await context.newPage()
				await page.goto(base + shot.url.replace('SHARED', sharedTaskId))
				if (shot.js !== false) await page.waitForFunction(() => !document.getElementById('app-scripts') || document.documentElement.hasAttribute('data-hydrated'))
				await shot.act?.(page, width)
				const file = path.join(OUT, `${shot.file ?? `readme-${shot.name}`}-${width}-${theme}.png`)
				await page.screenshot({ path: file, fullPage: shot.fullPage })
				console.log(`wrote ${path.relative(process.cwd(), file)}`)
				await context.close()
			}
		}
	}
	await browser.close()
} finally {
	server.kill('SIGTERM')
	fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(0)
