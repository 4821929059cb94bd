import { describe, expect, it } from 'vitest'
import { checkRows, rowsFromForm } from './confirmation'

const lists = { folders: ['Inbox'], contexts: ['@Home'] }
const form = (rows: Record<string, string>[]) => {
	const fd = new FormData()
	rows.forEach((r, i) => Object.entries(r).forEach(([k, v]) => fd.set(`rows.${i}.${k}`, v)))
	return fd
}

describe('the confirmation rows', () => {
	it('reads rows up to the number of created tasks', () => {
		const fd = form([{ id: 'a', title: 'A' }, { id: 'b', title: 'B' }, { id: 'c', title: 'C' }])
		expect(rowsFromForm(fd, 2).map((r) => r.id)).toEqual(['a', 'b'])
	})

	it('turns dates into local midnights and keeps the lists honest', () => {
		const ok = checkRows([{ id: 'a', title: ' Pack ', start: '2026-03-02', due: '', folder: 'Inbox', context: '', priority: 'high', status: 'next' }], lists, 'Europe/London')
		expect(ok).toEqual({ ok: true, rows: [{ id: 'a', title: 'Pack', start: Date.UTC(2026, 2, 2), due: null, folder: 'Inbox', context: '', priority: 'high', status: 'next' }] })
	})

	it('refuses a blank title, a false date, a folder that is not yours and unknown options, by field', () => {
		const r = checkRows([{ id: 'a', title: ' ', start: '2026-02-30', due: 'x', folder: 'Secret', context: '@Nope', priority: 'urgent', status: 'done' }], lists, 'UTC')
		expect(r).toEqual({
			ok: false,
			errors: {
				'rows.0.title': 'A title (name) for the task must be provided.',
				'rows.0.start': 'Enter a real date, for example 2026-03-31.',
				'rows.0.due': 'Enter a real date, for example 2026-03-31.',
				'rows.0.folder': 'A folder for the task must be provided.',
				'rows.0.context': 'A context for the task must be provided.',
				'rows.0.priority': 'A priority for the task must be provided.',
				'rows.0.status': 'A status for the task must be provided.',
			},
		})
	})
})
