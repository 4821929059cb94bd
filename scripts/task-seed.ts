// Generates many tasks for one user (for the scale test and the benchmark): dates spread around
// today in the user's timezone, about a third completed, one in ten a parent of one to three
// sub-tasks, every priority, status, context and folder used. Deterministic for a given seed.
import { tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { localMidnight } from '~/lib/dates'
import { PRIORITIES, STATUSES } from '~/tasks/options'

const CONTEXTS = ['', '@Home', '@School', '@Shopping', '@Work']
const FOLDERS = ['', 'Inbox', 'Family', 'Finances', 'Personal', 'Professional']
const WORDS = ['Call', 'Email', 'Plan', 'Review', 'Buy', 'Fix', 'Write', 'Read', 'Book', 'Clean', 'the', 'bank', 'report', 'garden', 'car', 'budget', 'trip', 'dentist', 'invoice', 'team']

function random(seed: number) {
	let s = seed >>> 0
	return () => {
		s = (Math.imul(s, 1664525) + 1013904223) >>> 0
		return s / 2 ** 32
	}
}

export function seedTasks(ownerId: string, count: number, timeZone = 'UTC', now = Date.now(), seed = 24) {
	const rnd = random(seed)
	const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!
	const day = (offset: number) => localMidnight(timeZone, now, offset)
	const row = (i: number, parentId: string | null = null) => {
		const completed = rnd() < 0.33
		const due = rnd() < 0.8 ? day(Math.floor(rnd() * 120) - 60) : null
		const start = rnd() < 0.6 ? (due ?? day(0)) - Math.floor(rnd() * 5) * 86_400_000 : null
		const title = `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)} ${i}`
		return {
			id: crypto.randomUUID(),
			ownerId,
			title,
			notes: rnd() < 0.3 ? `Some **notes** for ${title}.\n\n- one\n- two` : '',
			added: now - Math.floor(rnd() * 200) * 86_400_000,
			completed,
			completedDate: completed ? now - Math.floor(rnd() * 30) * 86_400_000 : null,
			star: rnd() < 0.1,
			start,
			due,
			dueTime: due !== null && rnd() < 0.3 ? Math.floor(rnd() * 24) * 3_600_000 : null,
			length: rnd() < 0.5 ? Math.floor(rnd() * 12) * 15 : null,
			repeat: rnd() < 0.05 ? 'FREQ=WEEKLY;INTERVAL=1' : '',
			folder: pick(FOLDERS),
			context: pick(CONTEXTS),
			priority: pick(PRIORITIES).value,
			status: pick(STATUSES).value,
			parentId,
			stackRank: rnd() < 0.5 ? Math.floor(rnd() * 100_000) : null,
		}
	}
	const rows: ReturnType<typeof row>[] = []
	while (rows.length < count) {
		const parent = row(rows.length)
		rows.push(parent)
		if (rnd() < 0.1) {
			const children = 1 + Math.floor(rnd() * 3)
			for (let c = 0; c < children && rows.length < count; c++) rows.push(row(rows.length, parent.id))
		}
	}
	db().transaction((tx) => {
		for (let i = 0; i < rows.length; i += 500) tx.insert(tasks).values(rows.slice(i, i + 500)).run()
	})
	return rows.length
}
