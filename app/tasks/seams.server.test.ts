// The seams matrix (issue 48 point 4, docs/decisions/272): every way a task comes in (tests/seams-entries.ts) crossed
// with every way it goes out or changes (tests/seams-exits.ts), over the real database, the real API and CalDAV
// routers (on 127.0.0.1) and the route actions. A task made one way must complete, reopen, save, delete and undo,
// move and be decided every other way: no 409, no 500. Where an exit does not apply, the entry says why.
import { beforeAll, describe, expect, it } from 'vitest'
import { apiForTheFile } from '../../tests/api-client'
import { ENTRIES, seamsWorld } from '../../tests/seams-entries'
import { EXITS, oneSpelling } from '../../tests/seams-exits'
import { requireTask } from './tasks.server'

const server = apiForTheFile()

const world = () => seamsWorld(server)

describe('the seams matrix: every way in, every way out', () => {
	for (const [i, entry] of ENTRIES.entries()) {
		describe(entry.name, () => {
			const w = world()
			// an import makes its cells' tasks from one file
			const prepared = new Map<string, string>()
			beforeAll(async () => {
				if (!entry.makeMany) return
				const titles = EXITS.map((_, j) => `Seam task ${i} ${j}`)
				const ids = await entry.makeMany(w, titles)
				titles.forEach((title, k) => prepared.set(title, ids[k]!))
			})
			const make = (title: string) => prepared.get(title) ?? entry.make(w, title)
			it('comes in with one spelling of its repeat', async () => {
				const id = await entry.make(w, `Seam task ${i}`)
				const task = requireTask(w.user.id, id)
				oneSpelling(task)
				expect(task.repeat !== '').toBe(entry.repeats)
			})
			for (const [j, exit] of EXITS.entries()) {
				const why = entry.notApplicable?.[exit.name]
				if (why) {
					it.skip(`${exit.name}: does not apply, ${why}`, () => {})
					continue
				}
				it(exit.name, async () => {
					const id = await make(`Seam task ${i} ${j}`)
					await exit.run(w, id, entry)
				})
			}
		})
	}
})
