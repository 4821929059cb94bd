// `npx vite-node scripts/make-upgrade-fixtures.ts`: one database per earlier schema (issue 53 point 4), for
// tests/e2e/upgrades.spec.ts. For each step N of db/migrations/meta/_journal.json but the newest, the project's own
// migrations 0..N run through drizzle's migrator (a copy of the folder whose journal holds only those entries), then
// representative rows go in: an embedded account with a known password (hashed by our own hashPassword), its user,
// preferences (our own defaults), a folder, a context and a task, and an API token where the schema has them. Each
// column is filled only where that step's table has it, so the same rows fit every step. Saved small (1 KB pages,
// vacuumed) as tests/fixtures/upgrades/NNNN.db. Run it again when a migration is added.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-fixtures-'))
process.env.DATA_DIR = tmp

const Database = (await import('better-sqlite3')).default
const { drizzle } = await import('drizzle-orm/better-sqlite3')
const { migrate } = await import('drizzle-orm/better-sqlite3/migrator')
const { hashPassword } = await import('../app/identity/accounts.server')
const { DEFAULT_SORT_ORDER, DEFAULT_TASK_FILTER, DEFAULT_TASK_OPTIONS } = await import('../app/tasks/defaults')
const { FIXTURE } = await import('../tests/fixtures/upgrades/fixture')

const source = path.resolve('db/migrations')
const out = path.resolve('tests/fixtures/upgrades')
type Journal = { entries: { idx: number; tag: string; when: number }[] }
const journal = JSON.parse(fs.readFileSync(path.join(source, 'meta/_journal.json'), 'utf8')) as Journal

/** inserts `values` into `table`, keeping only the columns this schema has and filling other required ones */
function insert(db: InstanceType<typeof Database>, table: string, values: Record<string, unknown>) {
	const columns = db.prepare(`select name, type, "notnull" as required, dflt_value as fallback, pk from pragma_table_info(?)`).all(table) as {
		name: string
		type: string
		required: number
		fallback: string | null
		pk: number
	}[]
	if (!columns.length) return false
	const row: Record<string, unknown> = {}
	for (const c of columns) {
		if (c.name in values) row[c.name] = values[c.name]
		else if (c.required && c.fallback === null && !c.pk) row[c.name] = /INT|REAL/i.test(c.type) ? 0 : ''
	}
	const names = Object.keys(row)
	const encode = (v: unknown) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : typeof v === 'boolean' ? Number(v) : v)
	db.prepare(`insert into "${table}" (${names.map((n) => `"${n}"`).join(', ')}) values (${names.map(() => '?').join(', ')})`).run(...names.map((n) => encode(row[n])))
	return true
}

const now = Date.UTC(2026, 0, 15, 12)
const passwordHash = await hashPassword(FIXTURE.password)

for (const entry of journal.entries.slice(0, -1)) {
	const folder = path.join(tmp, `migrations-${entry.tag}`)
	fs.mkdirSync(path.join(folder, 'meta'), { recursive: true })
	const upTo = journal.entries.filter((e) => e.idx <= entry.idx)
	for (const e of upTo) fs.copyFileSync(path.join(source, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`))
	fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: upTo }))

	const file = path.join(out, `${entry.tag.slice(0, 4)}.db`)
	fs.rmSync(file, { force: true })
	const sqlite = new Database(file)
	sqlite.pragma('page_size = 1024')
	sqlite.pragma('foreign_keys = ON')
	migrate(drizzle(sqlite), { migrationsFolder: folder })
	sqlite.transaction(() => {
		insert(sqlite, 'identity_accounts', {
			id: FIXTURE.accountId,
			email: FIXTURE.email,
			password_hash: passwordHash,
			given_name: FIXTURE.firstName,
			family_name: FIXTURE.lastName,
			created_at: now,
			pt_user_id: FIXTURE.userId,
		})
		insert(sqlite, 'users', {
			id: FIXTURE.userId,
			identity_subject: `${FIXTURE.issuer}|${FIXTURE.accountId}`,
			email: FIXTURE.email,
			first_name: FIXTURE.firstName,
			last_name: FIXTURE.lastName,
			goes_by: FIXTURE.firstName,
			timezone: 'Europe/London',
			country: 'GB',
			load_defaults: 0,
			subscription_tier: 'free',
			subscription_level: '2020-free',
			privacy_policy: 1,
			user_agreement: 1,
			signup_date: now,
			version: '0.0.0',
			incomplete: 0,
		})
		insert(sqlite, 'user_preferences', {
			id: crypto.randomUUID(),
			owner_id: FIXTURE.userId,
			default_task_options: DEFAULT_TASK_OPTIONS,
			task_filter: DEFAULT_TASK_FILTER,
			task_sort_order: DEFAULT_SORT_ORDER,
		})
		insert(sqlite, 'folders', { id: crypto.randomUUID(), owner_id: FIXTURE.userId, name: FIXTURE.folder, private: 0, archived: 0, ord: 1 })
		insert(sqlite, 'contexts', { id: crypto.randomUUID(), owner_id: FIXTURE.userId, name: FIXTURE.context })
		insert(sqlite, 'tasks', {
			id: FIXTURE.taskId,
			owner_id: FIXTURE.userId,
			title: FIXTURE.taskTitle,
			notes: FIXTURE.taskNotes,
			folder: FIXTURE.folder,
			context: FIXTURE.context,
			priority: 'high',
			status: 'next action',
			added: now,
			modified: now,
			completed: 0,
		})
		insert(sqlite, 'personal_access_tokens', {
			id: crypto.randomUUID(),
			owner_id: FIXTURE.userId,
			name: 'upgrade fixture',
			token_hash: crypto.createHash('sha256').update(FIXTURE.apiToken).digest('hex'),
			last_four: FIXTURE.apiToken.slice(-4),
			access: 'read',
			created_at: now,
		})
	})()
	sqlite.pragma('journal_mode = DELETE')
	sqlite.exec('VACUUM')
	sqlite.close()
	console.log(`${path.relative(process.cwd(), file)}: after ${entry.tag}, ${fs.statSync(file).size} bytes`)
}
fs.rmSync(tmp, { recursive: true, force: true })
