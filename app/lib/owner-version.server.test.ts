import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contexts, folders, ownerVersions, tasks, userPreferences, users } from '#db/schema'
import { getUserById } from '~/identity/users.server'
import { makeTask, makeUser } from '../../tests/factories'
import { db } from './db.server'
import { ownerPageState } from '~/identity/owner-page-state.server'
import { keptForOwner, OWNED_TABLES } from './owner-version.server'
import { sessionStorage } from './session.server'

/** the version as stored, read on its own */
const ownerVersion = (ownerId: string) =>
	db().select({ version: ownerVersions.version }).from(ownerVersions).where(eq(ownerVersions.ownerId, ownerId)).get()!.version

/** tables with an owner that no kept page shows (the idempotency tokens, the API tokens, the calendar feed of the profile, the undo records, the CalDAV addresses and change log, the counted changes of decision 263) */
const NOT_SHOWN_ON_KEPT_PAGES = ['submission_tokens', 'personal_access_tokens', 'calendar_feeds', 'task_undos', 'dav_objects', 'dav_changes', 'task_changes']

describe("a person's data version", () => {
	it('every table with an owner has its three triggers, or is named as not shown on kept pages', () => {
		const sqlite = db().$client
		const tables = sqlite.prepare(`select name from sqlite_master where type = 'table'`).pluck().all() as string[]
		const owned = tables.filter((t) => t !== 'owner_versions' && (sqlite.prepare(`select name from pragma_table_info(?)`).pluck().all(t) as string[]).includes('owner_id'))
		expect(owned.sort()).toEqual([...OWNED_TABLES, ...NOT_SHOWN_ON_KEPT_PAGES].sort())
		const triggers = sqlite.prepare(`select tbl_name || ' ' || sql from sqlite_master where type = 'trigger'`).pluck().all() as string[]
		for (const table of [...OWNED_TABLES]) {
			for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
				expect(triggers.some((t) => t.startsWith(`${table} `) && t.includes(`AFTER ${event} ON \`${table}\``)), `${table} ${event}`).toBe(true)
			}
		}
	})

	it('changes with every insert, update and delete of the person, from any code, and not with another person', () => {
		const user = makeUser({ loadDefaults: true })
		const other = makeUser()
		const seen = [ownerVersion(user.id)]
		const changed = (work: () => unknown) => {
			const otherBefore = ownerVersion(other.id)
			work()
			const now = ownerVersion(user.id)
			expect(now).toBeGreaterThan(seen.at(-1)!)
			expect(ownerVersion(other.id)).toBe(otherBefore)
			seen.push(now)
		}
		const task = makeTask(user.id, { title: 'Buy milk' })
		changed(() => makeTask(user.id, { title: 'Call mum' }))
		changed(() => db().update(tasks).set({ title: 'Buy oat milk' }).where(eq(tasks.id, task.id)).run())
		changed(() => db().delete(tasks).where(eq(tasks.id, task.id)).run())
		changed(() => db().insert(folders).values({ ownerId: user.id, name: 'Garden', customOrder: 99 }).run())
		changed(() => db().update(contexts).set({ name: '@Garden' }).where(eq(contexts.ownerId, user.id)).run())
		changed(() => db().update(userPreferences).set({ displayKanban: true }).where(eq(userPreferences.ownerId, user.id)).run())
		changed(() => db().update(users).set({ timezone: 'Asia/Tokyo' }).where(eq(users.id, user.id)).run())
	})

	it('is read with the user row, in the same statement', () => {
		const user = makeUser()
		expect(getUserById(user.id)!.dataVersion).toBe(ownerVersion(user.id))
		makeTask(user.id)
		expect(getUserById(user.id)!.dataVersion).toBe(ownerVersion(user.id))
	})
})

describe('keptForOwner', () => {
	it('computes a page once per data version, local day and URL', () => {
		const user = makeUser()
		let runs = 0
		const page = (url: string, now = Date.UTC(2026, 10, 23, 12)) =>
			keptForOwner('test', getUserById(user.id)!, new Request(`http://localhost${url}`), () => ++runs, now)
		expect(page('/tasks')).toBe(1)
		expect(page('/tasks')).toBe(1)
		expect(page('/tasks?limit=50')).toBe(2)
		expect(page('/tasks', Date.UTC(2026, 10, 24, 12))).toBe(3)
		makeTask(user.id)
		expect(page('/tasks')).toBe(4)
		expect(page('/tasks')).toBe(4)
	})

	it('never keeps for a user read without a version', () => {
		let runs = 0
		const user = { id: 'u', timezone: 'UTC' }
		keptForOwner('test', user, new Request('http://localhost/tasks'), () => ++runs)
		keptForOwner('test', user, new Request('http://localhost/tasks'), () => ++runs)
		expect(runs).toBe(2)
	})
})

describe('ownerPageState', () => {
	async function cookieFor(data: Record<string, unknown>) {
		const storage = sessionStorage()
		const session = await storage.getSession()
		for (const [k, v] of Object.entries(data)) session.set(k as never, v as never)
		return (await storage.commitSession(session)).split(';')[0]!
	}
	const identity = { subject: 's', email: 'e@example.com', givenName: 'A', familyName: 'B', picture: null }

	it("names the session's person with their version and local day", async () => {
		const user = makeUser({ timezone: 'Asia/Tokyo' })
		const state = await ownerPageState(await cookieFor({ identity, userId: user.id }))
		expect(state).toEqual({ userId: user.id, version: ownerVersion(user.id), day: expect.any(Number) })
		expect(new Date(state!.day).toISOString()).toMatch(/T15:00:00.000Z$/)
	})

	it('is null for no session, a forged cookie, an identity without a user, or an unfinished enrollment', async () => {
		expect(await ownerPageState('')).toBeNull()
		const user = makeUser()
		const cookie = await cookieFor({ identity, userId: user.id })
		// one character of the signed value changed (not the signature's last, whose low bits may be base64 padding)
		expect(await ownerPageState(cookie.replace(/=(.)/, (_, c: string) => `=${c === 'e' ? 'f' : 'e'}`))).toBeNull()
		expect(await ownerPageState(await cookieFor({ identity }))).toBeNull()
		expect(await ownerPageState(await cookieFor({ userId: user.id }))).toBeNull()
		db().update(users).set({ incomplete: true }).where(eq(users.id, user.id)).run()
		expect(await ownerPageState(cookie)).toBeNull()
	})
})
