// Issue 53 point 4: upgrades keep data. For each earlier schema (tests/fixtures/upgrades/NNNN.db, made by
// scripts/make-upgrade-fixtures.ts with the project's own migrations and code at that step), the current server starts
// on a copy: its migrations run, the person signs in with their password and finds their task on the tasks page, and
// (from 0007, where tokens exist) the API still reads it with their token. With JavaScript on and off, axe on the page.
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { FIXTURE } from '../fixtures/upgrades/fixture'
import { expect, expectAccessible, signInAtProvider, test } from './fixtures'
import { startOwnServer } from './own-server'

const DIR = path.resolve('tests/fixtures/upgrades')
const fixtures = fs.readdirSync(DIR).filter((f) => /^\d{4}\.db$/.test(f)).sort()

test.describe.configure({ timeout: 300_000 })

test('a fixture exists for every migration before the newest', () => {
	const journal = JSON.parse(fs.readFileSync('db/migrations/meta/_journal.json', 'utf8')) as { entries: { tag: string }[] }
	expect(fixtures).toEqual(journal.entries.slice(0, -1).map((e) => `${e.tag.slice(0, 4)}.db`))
})

for (const file of fixtures) {
	test(`the current server opens the database of schema ${file.slice(0, 4)} with its data intact`, async ({ page }, info) => {
		// a port of this engineer's range per project (4173, 4174), a data folder per fixture
		const port = 4173 + (info.project.name === 'js' ? 0 : 1)
		const base = `http://127.0.0.1:${port}`
		const dataDir = path.resolve(`tests/.tmp/upgrade-${port}`)
		fs.rmSync(dataDir, { recursive: true, force: true })
		fs.mkdirSync(dataDir, { recursive: true })
		const db = path.join(dataDir, 'twentyfour.db')
		fs.copyFileSync(path.join(DIR, file), db)
		// the embedded provider's subjects carry its address: this server's, as after an operator's change of PUBLIC_URL
		const sqlite = new Database(db)
		sqlite.prepare('update users set identity_subject = ? where id = ?').run(`${base}/oidc|${FIXTURE.accountId}`, FIXTURE.userId)
		const before = sqlite.prepare('select count(*) as n from __drizzle_migrations').get() as { n: number }
		sqlite.close()
		const server = await startOwnServer({ port, host: '127.0.0.1', env: { DATA_DIR: dataDir, BACKUP_INTERVAL: 'off' }, timeout: 120_000 })
		try {
			const after = new Database(db, { readonly: true })
			const applied = after.prepare('select count(*) as n from __drizzle_migrations').get() as { n: number }
			const task = after.prepare('select title, notes, folder, context from tasks where id = ?').get(FIXTURE.taskId)
			after.close()
			expect(applied.n).toBeGreaterThan(before.n)
			expect(task).toEqual({ title: FIXTURE.taskTitle, notes: FIXTURE.taskNotes, folder: FIXTURE.folder, context: FIXTURE.context })

			if (Number(file.slice(0, 4)) >= 7) {
				const r = await fetch(`${base}/api/external`, { headers: { authorization: `Bearer ${FIXTURE.apiToken}` } })
				expect(r.status).toBe(200)
			}
			await page.goto(`${base}/login?returnTo=%2Ftasks`)
			await signInAtProvider(page, FIXTURE)
			await expect(page).toHaveURL(/\/tasks$/)
			await expect(page.getByRole('heading', { name: FIXTURE.taskTitle })).toBeVisible()
			await expectAccessible(page)
		} finally {
			await server.stop()
			fs.rmSync(dataDir, { recursive: true, force: true })
		}
	})
}
