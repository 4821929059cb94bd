import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { projectName, readTodoistFile } from './todoist'
import { readImportFile } from './read-import'
import type { ReadFile } from './toodledo'
import type { ImportPlan } from './plan'

const LONDON = 'Europe/London'
const NOW = Date.parse('2026-11-24T12:00:00Z')
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`)
const fixture = (name: string) => fs.readFileSync(`tests/fixtures/todoist/${name}`)
const plan = (read: ReadFile): ImportPlan => {
	if (!read.ok) throw new Error(read.error)
	return read.plan
}
const read = (name: string, filename = name) => readTodoistFile(fixture(name), filename, LONDON, NOW)
const csv = (...rows: string[]) =>
	new TextEncoder().encode(['TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE', ...rows].join('\n'))
const readRows = async (...rows: string[]) => plan(await readTodoistFile(csv(...rows), 'Rows.csv', LONDON, NOW))

describe('Home.csv: every column of a Todoist export', () => {
	it('TYPE task, section, note and meta; empty rows between tasks are skipped', async () => {
		const p = plan(await read('Home.csv'))
		expect(p.tasks.map((t) => t.title)).toEqual([
			'Pay rent',
			'Water plants',
			'Buy a gift, wrapped',
			'Mow the lawn',
			'Order seeds',
			'Post the letters',
			'Check the statement',
			'Download the PDF',
			'File it',
			'Sharpen the blade',
		])
		expect(p.source).toBe('Todoist')
	})
	it('CONTENT: the first label is the context, the others are tags in the notes', async () => {
		const rent = plan(await read('Home.csv')).tasks[0]
		expect(rent).toMatchObject({ title: 'Pay rent', context: 'computer' })
		expect(rent.notes.split('\n').at(-1)).toBe('Tags: bills, money')
	})
	it('DESCRIPTION, then the note rows (comments, multi-line) go into the notes', async () => {
		const p = plan(await read('Home.csv'))
		expect(p.tasks[0].notes).toBe('Use the bank app\n\nTransfer ref 42\nsecond line\n\nTags: bills, money')
	})
	it('PRIORITY: 1 is Top, 2 High, 3 Medium, 4 Low, empty is p1 (Top)', async () => {
		const by = Object.fromEntries(plan(await read('Home.csv')).tasks.map((t) => [t.title, t.priority]))
		expect(by).toMatchObject({ 'Pay rent': 'top', 'Check the statement': 'high', 'Download the PDF': 'medium', 'File it': 'low', 'Buy a gift, wrapped': 'top' })
	})
	it('INDENT: 2 is a sub-task of the task above; 3 and 4 are attached to their top task, and the preview says so', async () => {
		const p = plan(await read('Home.csv'))
		const key = (title: string) => p.tasks.find((t) => t.title === title)!
		const rent = key('Pay rent').key
		expect(['Check the statement', 'Download the PDF', 'File it'].map((t) => key(t).parentKey)).toEqual([rent, rent, rent])
		expect(key('Sharpen the blade').parentKey).toBe(key('Mow the lawn').key)
		expect(p.notes[0]).toBe('2 sub-tasks deeper than one level were attached to their top task: Twentyfour has one level of sub-tasks.')
		expect(p.problems.map((x) => [x.where, x.why])).toEqual([
			['line 8', 'it is a sub-task of a sub-task (indent 3); it is attached to its top task "Pay rent"'],
			['line 9', 'it is a sub-task of a sub-task (indent 4); it is attached to its top task "Pay rent"'],
		])
	})
	it('DATE: natural dates, times and "every ..." repeats (every! from completion)', async () => {
		const by = new Map(plan(await read('Home.csv')).tasks.map((t) => [t.title, t]))
		expect(by.get('Pay rent')).toMatchObject({ due: day('2026-12-15'), repeat: 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=15', repeatChoice: 'ADVANCED', repeatText: 'every month on the 15th', repeatFrom: 'due' })
		expect(by.get('Check the statement')).toMatchObject({ due: day('2026-11-25'), dueTime: null, repeat: '' })
		expect(by.get('Water plants')).toMatchObject({ due: day('2026-11-24'), repeat: 'FREQ=DAILY;INTERVAL=3', repeatFrom: 'completedDate' })
		expect(by.get('Mow the lawn')).toMatchObject({ due: day('2026-11-30'), dueTime: 9 * 3600_000, repeat: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO' })
		expect(by.get('Sharpen the blade')).toMatchObject({ due: day('2026-12-24'), dueTime: 14 * 3600_000 })
	})
	it('DEADLINE: the due date when there is no DATE, otherwise a line of the notes', async () => {
		const by = new Map(plan(await read('Home.csv')).tasks.map((t) => [t.title, t]))
		expect(by.get('Order seeds')).toMatchObject({ due: day('2027-02-01') })
		expect(by.get('Buy a gift, wrapped')).toMatchObject({ due: day('2026-12-03'), notes: 'For the party\n\nDeadline: 2026-12-20' })
	})
	it('DURATION and DURATION_UNIT are the length in minutes', async () => {
		const by = new Map(plan(await read('Home.csv')).tasks.map((t) => [t.title, t.length]))
		expect([by.get('Pay rent'), by.get('Water plants'), by.get('Mow the lawn'), by.get('File it')]).toEqual([15, 1440, 45, null])
	})
	it('RESPONSIBLE is a line of the notes; AUTHOR, DATE_LANG and TIMEZONE are not imported', async () => {
		const water = plan(await read('Home.csv')).tasks.find((t) => t.title === 'Water plants')!
		expect(water.notes).toBe('Responsible: Bo (2)')
	})
	it('section and project: the project (the file name) is the folder outside sections, a section names its own', async () => {
		const p = plan(await read('Home.csv'))
		expect(p.folders).toEqual(['Home', 'Garden', 'Errands'])
		expect(p.contexts).toEqual(['computer', 'errands', 'outside'])
		expect(p.tasks.find((t) => t.title === 'Sharpen the blade')!.folder).toBe('Garden')
		expect(p.tasks.find((t) => t.title === 'Post the letters')!.folder).toBe('Errands')
		expect(p.notes[1]).toContain('the folder "Home", the project\'s name')
		expect(projectName('Home (1).csv')).toBe('Home')
		expect(projectName('.csv')).toBe('Todoist')
	})
})

describe('problems.csv: every row it cannot map is listed with why', () => {
	it('lists each problem where it is, and imports what it can', async () => {
		const p = plan(await read('problems.csv'))
		const why = (where: string) => p.problems.filter((x) => x.where === where).map((x) => `${x.skipped ? 'Skipped: ' : ''}${x.why}`)
		expect(why('line 1')).toEqual(['the column "COLOR" is not a Todoist column and is not imported'])
		expect(why('line 2')).toEqual(['Skipped: it is a note (comment) with no task above it, so it is not imported'])
		expect(why('line 3')).toEqual(['it is a sub-task (indent 2) with no top task above it; it is imported as a top task'])
		expect(why('line 4')).toEqual(['the priority "7" is not one of 1, 2, 3, 4 (p1 to p4); it is imported as Low'])
		expect(why('line 5')).toEqual(['the indent "x" is not 1, 2, 3 or 4; it is imported as a top task'])
		expect(why('line 6')).toEqual(['the date "every blue moon" cannot be read; it is left out'])
		expect(why('line 7')).toEqual(['the date "morgen" cannot be read (dates are read in English; DATE_LANG is "de"); it is left out'])
		expect(why('line 8')).toEqual(['the duration "ten minute" is not a number of minutes or days; it is left out'])
		expect(why('line 9')).toEqual(['Skipped: it has no name, so it is not imported'])
		expect(why('line 10')).toEqual(['Skipped: its TYPE "folder" is not task, section, note or meta, so it is not imported'])
		expect(why('line 11')).toEqual(['Skipped: it has 4 values where the header has 15 columns, so it is not imported'])
		expect(why('line 12')).toEqual(['its title is longer than 500 characters and was cut to that length'])
		expect(why('line 13')).toEqual(['the deadline "every day" cannot be read; it is left out'])
		expect(p.problems).toHaveLength(13)
		expect(p.tasks.map((t) => t.title.slice(0, 10))).toEqual(['Sub withou', 'Odd priori', 'Odd indent', 'Blue moon', 'Morgen', 'Odd durati', 'Long Long ', 'Repeat dea'])
		expect(p.tasks.find((t) => t.title === 'Odd priority')!.priority).toBe('low')
		expect(p.tasks.find((t) => t.title === 'Blue moon')).toMatchObject({ due: null, repeat: '' })
		expect(p.tasks[6].title).toHaveLength(500)
	})
	it('a sub-task right after a section has no top task in its section', async () => {
		const p = await readRows('task,Top,,4,1,,,,,', 'section,Later,,,,,,,,', 'task,Orphan,,4,2,,,,,')
		expect(p.tasks.find((t) => t.title === 'Orphan')).toMatchObject({ parentKey: null, folder: 'Later' })
		expect(p.problems[0].why).toContain('with no top task above it in its section')
	})
	it('the sub-tasks of a skipped top task are not given to the top task before it', async () => {
		const p = await readRows('task,First,,4,1,,,,,', 'task,@onlylabel,,4,1,,,,,', 'task,Its sub-task,,4,2,,,,,')
		expect(p.tasks.find((t) => t.title === 'Its sub-task')).toMatchObject({ parentKey: null })
		expect(p.problems.map((x) => x.where)).toEqual(['line 3', 'line 4'])
	})
	it('a note after a section row is not given to the task before the section', async () => {
		const p = await readRows('task,Top,,4,1,,,,,', 'section,Later,,,,,,,,', 'note,Lost,,,,,,,,')
		expect(p.tasks[0].notes).toBe('')
		expect(p.problems[0]).toMatchObject({ where: 'line 4', skipped: true })
	})
	it('a name made only of labels is skipped; a section without a name keeps the project folder', async () => {
		const p = await readRows('section,,,,,,,,,', 'task,Kept,,4,1,,,,,')
		expect(p.tasks[0].folder).toBe('Rows')
		expect(p.problems[0].why).toContain('a section without a name')
	})
})

describe('files that are refused as a whole', () => {
	it('empty, not a Todoist CSV (a Toodledo export, XML), a quote never closed, no tasks', async () => {
		expect(await read('empty.csv')).toEqual({ ok: false, error: 'empty.csv is empty. Choose a Todoist CSV file.' })
		const toodledo = await readTodoistFile(fs.readFileSync('tests/fixtures/toodledo/current-lf.csv'), 'current-lf.csv', LONDON, NOW)
		expect(toodledo).toMatchObject({ ok: false, error: expect.stringContaining('current-lf.csv is not a Todoist CSV') })
		const xml = await readTodoistFile(fs.readFileSync('tests/fixtures/toodledo/export.xml'), 'export.xml', LONDON, NOW)
		expect(xml).toMatchObject({ ok: false, error: expect.stringContaining('is not a Todoist CSV') })
		expect(await read('broken.csv')).toMatchObject({ ok: false, error: expect.stringContaining('line 3 is not closed properly') })
		expect(await read('sections-only.csv')).toEqual({ ok: false, error: 'sections-only.csv holds no tasks to import.' })
	})
	it('the Data Import form picks the reader by its Source: a Todoist file chosen as Toodledo is refused, and the reverse', async () => {
		const wrong = await readImportFile('toodledo', fixture('Home.csv'), 'Home.csv', LONDON, NOW)
		expect(wrong).toMatchObject({ ok: false, error: expect.stringContaining('is not a Toodledo export') })
		expect(wrong).toMatchObject({ error: expect.stringMatching(/If it is a Todoist \(CSV\) file, choose the Source Todoist \(CSV\)\.$/) })
		const reverse = await readImportFile('todoist', fs.readFileSync('tests/fixtures/toodledo/export.xml'), 'export.xml', LONDON, NOW)
		expect(reverse).toMatchObject({ ok: false, error: expect.stringMatching(/is not a Todoist CSV.*If it is a Toodledo file, choose the Source Toodledo\.$/) })
		// a file that is neither gets no such advice
		expect(await readImportFile('todoist', new TextEncoder().encode('a,b\n1,2\n'), 'x.csv', LONDON, NOW)).toMatchObject({ error: expect.not.stringContaining('choose the Source') })
		expect(await readImportFile('todoist', fixture('Home.csv'), 'Home.csv', LONDON, NOW)).toMatchObject({ ok: true })
	})
	it('a 1 MB name is cut to 500 characters with a report line, and 5,000 rows are read', async () => {
		const long = plan(await readTodoistFile(csv(`task,${'x'.repeat(1024 * 1024)},,4,1,,,,,`), 'Big.csv', LONDON, NOW))
		expect(long.tasks[0].title).toHaveLength(500)
		const many = plan(await readTodoistFile(csv(...Array.from({ length: 5000 }, (_, i) => `task,Task ${i},,4,${i % 2 ? 2 : 1},,,,,`)), 'Many.csv', LONDON, NOW))
		expect(many.tasks).toHaveLength(5000)
		expect(many.tasks.filter((t) => t.parentKey)).toHaveLength(2500)
	})
})
