// Issue 53 point 4: upgrades keep data, for every earlier schema. Each fixture (tests/fixtures/upgrades/NNNN.db, made
// by scripts/make-upgrade-fixtures.ts with the project's own migrations at that step) is opened by the server's own
// openDatabase on a copy: every later migration runs, and the person, their password, their task and (from 0007, where
// tokens exist) their API token are still there. tests/e2e/upgrades.spec.ts signs in on the oldest and the newest
// fixture in the browser, with JavaScript on and off.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FIXTURE } from '../../tests/fixtures/upgrades/fixture'
import { hashToken } from '../api/tokens.server'
import { verifyPassword } from '../identity/accounts.server'
import { openDatabase } from './db.server'

const DIR = path.resolve('tests/fixtures/upgrades')
const fixtures = fs.readdirSync(DIR).filter((f) => /^\d{4}\.db$/.test(f)).sort()
const journal = JSON.parse(fs.readFileSync('db/migrations/meta/_journal.json', 'utf8')) as { entries: { tag: string }[] }

describe('upgrades keep data', () => {
	it('has a fixture for every migration before the newest', () => {
		expect(fixtures).toEqual(journal.entries.slice(0, -1).map((e) => `${e.tag.slice(0, 4)}.db`))
	})

	for (const file of fixtures) {
		it(`opens the database of schema ${file.slice(0, 4)}, runs every later migration and keeps its data`, async () => {
			const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-'))
			try {
				const copy = path.join(dir, 'twentyfour.db')
				fs.copyFileSync(path.join(DIR, file), copy)
				const db = openDatabase(copy, { checkpoints: 'here' }).$client
				try {
					const applied = db.prepare('select count(*) as n from __drizzle_migrations').get() as { n: number }
					expect(applied.n).toBe(journal.entries.length)
					const task = db.prepare('select title, notes, folder, context, owner_id as ownerId from tasks where id = ?').get(FIXTURE.taskId)
					expect(task).toEqual({ title: FIXTURE.taskTitle, notes: FIXTURE.taskNotes, folder: FIXTURE.folder, context: FIXTURE.context, ownerId: FIXTURE.userId })
					const account = db.prepare('select password_hash as hash from identity_accounts where email = ?').get(FIXTURE.email) as { hash: string }
					expect(await verifyPassword(FIXTURE.password, account.hash)).toBe(true)
					expect(db.prepare('select email from users where id = ?').get(FIXTURE.userId)).toEqual({ email: FIXTURE.email })
					if (Number(file.slice(0, 4)) >= 7) {
						const token = db.prepare('select owner_id as ownerId from personal_access_tokens where token_hash = ?').get(hashToken(FIXTURE.apiToken))
						expect(token).toEqual({ ownerId: FIXTURE.userId })
					}
					expect(db.pragma('foreign_key_check')).toEqual([])
				} finally {
					db.close()
				}
			} finally {
				fs.rmSync(dir, { recursive: true, force: true })
			}
		})
	}
})
