// `vite-node scripts/seed-people.ts`: PEOPLE people (default 100) with TASKS tasks each (default 2,500) in DATA_DIR, as
// the benches seed them (scripts/bench-kit.ts). scripts/measure-start.js seeds its database of 100 x 2,500 with it.
import { db } from '~/lib/db.server'
import { benchPerson } from './bench-kit'

const PEOPLE = Number(process.env.PEOPLE ?? 100)
const TASKS = Number(process.env.TASKS ?? 2_500)
const started = performance.now()
for (let i = 0; i < PEOPLE; i++) await benchPerson('start', i, TASKS)
db().$client.pragma('wal_checkpoint(TRUNCATE)')
console.log(`Seeded ${PEOPLE} people x ${TASKS} tasks in ${Math.round(performance.now() - started)} ms (DATA_DIR ${process.env.DATA_DIR})`)
process.exit(0)
