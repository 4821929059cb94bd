// Issue 53 point 4: upgrades keep data. app/lib/upgrades.server.test.ts opens every earlier schema's fixture
// (tests/fixtures/upgrades/NNNN.db) with the server's own code; here the current server starts on a copy of the oldest
// and of the newest: its migrations run, the person signs in with their password and finds their task on the tasks
// page, and (from 0007, where tokens exist) the API still reads it with their token. With JavaScript on and off, axe on
// the page.
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { FIXTURE } from '../fixtures/upgrades/fixture'
import { expect, expectAccessible, signInAtProvider, test } from './fixtures'
import { startOwnServer } from './own-server'

const DIR = path.resolve('tests/fixtures/upgrades')
const all = fs.readdirSync(DIR).filter((f) => /^\d{4}\.db$/.test(f)).sort()
const fixtures = [all[0]!, all.at(-1)!]

test.describe.configure({ timeout: 300_000 })

for (const file of fixtures) {
	test(`the current server opens the database of schema ${file.slice(0, 4)} with its data intact`, async ({ page }, info) => {
		// a port of this engineer's range per parallel worker (4173, 4174), and so a data folder per running test
		const port = 4173 + info.parallelIndex
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
