import { describe, expect, test } from 'vitest'
import type { tasks } from '#db/schema'
import { csvCell, exportFileName, neutraliseCell, TASK_CSV_COLUMNS, tasksCsv } from './export'

type Task = typeof tasks.$inferSelect

const task = (fields: Partial<Task>): Task => ({
	id: 't1',
	ownerId: 'u1',
	title: 'A task',
	notes: '',
	added: Date.UTC(2026, 2, 1, 23, 30),
	completed: false,
	completedDate: null,
	star: false,
	start: null,
	startTime: null,
	due: null,
	dueTime: null,
	length: null,
	repeat: '',
	repeatChoice: '',
	repeatText: '',
	repeatFrom: 'due',
	repeatFinal: null,
	changed: null,
	remind: -1,
	remindDate: null,
	remindSent: false,
	folder: '',
	context: '',
	priority: 'unassigned',
	status: 'none',
	via: 'Main website',
	parentId: null,
	createdFrom: null,
	stackRank: null,
	templateUseId: null,
	createdBy: null,
	completedBy: null,
	assignedTo: null,
	waitingFor: '',
	...fields,
})

describe('CSV cells', () => {
	test.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '\0x'])('%j is neutralised with a single quote', (value) => {
		expect(neutraliseCell(value)).toBe(`'${value}`)
	})
	test('ordinary text is left alone', () => {
		expect(neutraliseCell('Buy milk = joy')).toBe('Buy milk = joy')
		expect(neutraliseCell('')).toBe('')
	})
	test('commas, quotes and line breaks are quoted; neutralising comes first', () => {
		expect(csvCell('a, b')).toBe('"a, b"')
		expect(csvCell('say "hi"')).toBe('"say ""hi"""')
		expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"')
		expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`)
		expect(csvCell(null)).toBe('')
	})
})

describe('tasks as CSV', () => {
	test('a header row of the spec field names, Y/N, dates in the user timezone', () => {
		const london = 'Europe/London'
		const start = Date.UTC(2026, 5, 1, -1) // local midnight of 2026-06-01 in London (BST)
		const csv = tasksCsv(
			[
				task({
					title: '=cmd|calc',
					notes: 'two\nlines',
					completed: true,
					completedDate: Date.UTC(2026, 5, 2, 8, 15),
					star: true,
					start,
					startTime: 9 * 3600_000 + 30 * 60_000,
					due: start,
					remind: 15,
					folder: 'Inbox',
					context: '@Home',
					priority: 'top',
					status: 'next',
					repeat: 'FREQ=DAILY;INTERVAL=2',
					repeatChoice: 'ADVANCED',
					repeatText: 'every 2 days',
					stackRank: -100,
				}),
			],
			london,
		)
		const lines = csv.split('\r\n')
		expect(lines[0]).toBe(TASK_CSV_COLUMNS.join(','))
		expect(lines[0]).toContain('title,notes,added,completed,completedDate,star,start,starttime,due,duetime')
		// a context such as @Home is neutralised too: a spreadsheet would read it as a formula
		expect(lines[1]).toBe(
			`t1,'=cmd|calc,"two\nlines",2026-03-01 23:30,Y,2026-06-02 09:15,Y,2026-06-01,09:30,2026-06-01,,,every 2 days,due,,15,,N,Inbox,'@Home,top,next,Main website,,,'-100`,
		)
		expect(lines[2]).toBe('')
		expect(lines).toHaveLength(3)
	})
	test('the file name carries the local date', () => {
		expect(exportFileName('tasks', 'Pacific/Auckland', Date.UTC(2026, 2, 1, 12))).toBe('twentyfour-tasks-2026-03-02.csv')
		expect(exportFileName('data', 'UTC', Date.UTC(2026, 2, 1, 12))).toBe('twentyfour-data-2026-03-01.json')
	})
})
