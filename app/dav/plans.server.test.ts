// Issue 50.2: the queries a CalDAV PUT and a first sync run read only what they need, whatever the number of tasks.
// On the old code a PUT looked for sub-tasks waiting for it through every stored object of the person
// (dav_objects_owner_name, owner_id=?), and a list read every stored object of the person beside its tasks.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '~/lib/db.server'
import { waitingFor } from './writes.server'

const plan = (query: { toSQL(): { sql: string; params: unknown[] } }) => {
	const { sql: text, params } = query.toSQL()
	return db()
		.all<{ detail: string }>(sql.raw(`explain query plan ${text.replace(/\?/g, () => `'${String(params.shift()).replace(/'/g, "''")}'`)}`))
		.map((r) => r.detail)
}

describe('CalDAV query plans', () => {
	it('a PUT finds the sub-tasks waiting for it through the partial index of waiting objects only', () => {
		expect(plan(waitingFor('someone', 'RELATED-TO;RELTYPE=PARENT:abc'))).toEqual(['SEARCH dav_objects USING INDEX dav_objects_waiting (owner_id=?)'])
	})
})
