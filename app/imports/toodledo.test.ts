import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readToodledoFile, type ReadFile } from './toodledo'
import type { ImportPlan } from './plan'

const fixture = (name: string) => fs.readFileSync(`tests/fixtures/toodledo/${name}`)
const plan = (read: ReadFile): ImportPlan => {
	if (!read.ok) throw new Error(read.error)
	return read.plan
}
const NY = 'America/New_York'
const midnight = (day: string) => Date.parse(`${day}T05:00:00Z`) // New York, standard time

describe('the public Apache-2.0 sample', () => {
	it('reads its four tasks, the multi-line note, the Monthly repeat and the tags', async () => {
		const p = plan(await readToodledoFile(fs.readFileSync('tests/fixtures/toodledo/toodledo2todoist-sample.csv'), 'sample.csv', 'UTC'))
		expect(p.tasks.map((t) => t.title)).toEqual(['Something', 'Something else', 'Something repeating', 'Test tags'])
		expect(p.tasks[0].notes).toBe('This is a\nmultiline\nnote')
		expect(p.tasks[2]).toMatchObject({ repeat: 'FREQ=MONTHLY;INTERVAL=1', repeatChoice: 'MONTHLY' })
		expect(p.tasks[3]).toMatchObject({ notes: 'Tags: tag1, tag2', priority: 'medium', star: true, due: Date.parse('2017-09-21T00:00:00Z') })
		expect(p.folders).toEqual(['Personal'])
		expect(p.problems).toEqual([])
	})
})

describe('CSV task export', () => {
	it.each(['current-lf.csv', 'current-crlf.csv'])('%s: every column and value form', async (name) => {
		const p = plan(await readToodledoFile(fixture(name), name, NY))
		expect(p.tasks).toHaveLength(20)
		const rent = p.tasks[0]
		expect(rent).toMatchObject({
			title: 'Pay rent',
			folder: 'Home',
			context: 'Computer',
			start: midnight('2026-03-01'),
			startTime: 8 * 3600_000,
			due: midnight('2026-03-05'),
			dueTime: 20 * 3600_000,
			repeat: 'FREQ=MONTHLY;INTERVAL=1',
			length: 15,
			priority: 'top',
			status: 'next',
			star: true,
			completed: false,
		})
		expect(rent.notes).toBe('Use the bank app\n\nGoal: Stay solvent\nLocation: Desk\nTimer: 10 minutes\nTags: money, bills')
		const milk = p.tasks[1]
		expect(milk).toMatchObject({ title: 'Buy milk, eggs and bread', priority: 'negative', status: 'waiting', star: true, dueTime: 12.5 * 3600_000 })
		expect(milk.notes).toBe('Line one\nLine two, with a comma\n"Quoted" line three\n\nTags: food, weekly')
		expect(p.tasks.find((t) => t.title === 'Weekly review')).toMatchObject({ repeat: 'FREQ=WEEKLY;INTERVAL=1', repeatFrom: 'completedDate' })
		expect(p.tasks.find((t) => t.title === 'Water plants')).toMatchObject({ dueTime: 0, repeatChoice: 'ADVANCED', repeatText: 'Every 3 days' })
		// line numbers count the lines of multi-line notes
		expect(p.problems.map((x) => x.where)).toEqual(['line 21', 'line 22', 'line 22', 'line 22', 'line 22', 'line 22', 'line 23'])
		expect(p.problems[0].why).toContain('"Every blue moon" cannot be read')
		expect(p.problems.map((x) => x.why).join('\n')).toContain('2026-02-30 does not exist')
		expect(p.tasks.find((t) => t.title === 'Bad date')).toMatchObject({ due: null, dueTime: null, priority: 'low', status: 'none', star: false })
		expect(p.tasks.find((t) => t.title === 'Sub of nothing')).toMatchObject({ repeat: '' })
		expect(p.folders).toEqual(['Home', 'Errands', 'Health', 'Work', 'Car'])
		expect(p.contexts).toEqual(['Computer', 'Shop'])
	})

	it('the completed export: completion date kept, its repeat kept', async () => {
		const p = plan(await readToodledoFile(fixture('completed.csv'), 'completed.csv', NY))
		expect(p.tasks[0]).toMatchObject({ completed: true, completedDate: Date.parse('2025-04-10T04:00:00Z'), repeat: 'FREQ=YEARLY;INTERVAL=1' })
		expect(p.tasks[1]).toMatchObject({ completed: true, title: 'Old chore' })
	})

	it('a row with the wrong number of values is skipped and reported; an unknown column is reported', async () => {
		const csv = '"TASK","FOLDER","CONTEXT","DUEDATE","NOTE","EXTRA"\n"One","Home",,,,"x"\n"Two","Home"\n'
		const p = plan(await readToodledoFile(Buffer.from(csv), 'x.csv', 'UTC'))
		expect(p.tasks.map((t) => t.title)).toEqual(['One'])
		expect(p.problems).toEqual([
			{ where: 'line 1', title: '', why: 'the column "EXTRA" is not a Toodledo column and is not imported', skipped: false },
			{ where: 'line 3', title: 'Two', why: 'it has 2 values where the header has 6 columns, so it is not imported', skipped: true },
		])
	})

	it('long values are cut to the input limits with a report line', async () => {
		const csv = `"TASK","FOLDER","CONTEXT","DUEDATE","NOTE"\n"${'t'.repeat(600)}","${'f'.repeat(150)}",,,"${'n'.repeat(25_000)}"\n,"Home",,,"no title"\n`
		const p = plan(await readToodledoFile(Buffer.from(csv), 'x.csv', 'UTC'))
		expect(p.tasks[0].title).toHaveLength(500)
		expect(p.tasks[0].folder).toHaveLength(100)
		expect(p.tasks[0].notes).toHaveLength(20_000)
		expect(p.problems.map((x) => x.why)).toEqual([
			'its title is longer than 500 characters and was cut to that length',
			'its notes are longer than 20,000 characters and were cut to that length',
			'its folder name is longer than 100 characters and was cut to that length',
			'it has no title, so it is not imported',
		])
	})
})

describe('XML export', () => {
	it('rebuilds sub-tasks listed before their parents; With Parent and repeatfrom 1 follow', async () => {
		const p = plan(await readToodledoFile(fixture('export.xml'), 'export.xml', 'UTC'))
		expect(p.tasks.map((t) => [t.key, t.parentKey])).toEqual([
			['100', null],
			['103', null],
			['104', null],
			['102', '100'],
		])
		const camping = p.tasks[0]
		expect(camping).toMatchObject({ repeat: 'FREQ=YEARLY;INTERVAL=1', repeatFrom: 'completedDate', priority: 'medium', status: 'planning' })
		expect(camping.notes).toBe('Two nights\nby the lake\n\nGoal: Be outside\nLocation: Lake')
		expect(p.tasks[3]).toMatchObject({
			title: 'Pack the tent',
			repeat: 'FREQ=YEARLY;INTERVAL=1',
			repeatFrom: 'completedDate',
			star: true,
			priority: 'high',
			status: 'next',
			dueTime: 18.5 * 3600_000,
			notes: 'Check the poles & pegs\n\nTags: camping',
		})
		expect(p.tasks[1]).toMatchObject({ title: 'Orphan sub-task', completed: true, repeat: 'FREQ=WEEKLY;INTERVAL=1' })
		expect(p.tasks[2]).toMatchObject({ notes: 'Mow & edge', repeatFrom: 'completedDate', repeatText: 'Every 2 weeks' })
		expect(p.problems).toEqual([
			{ where: 'item 103', title: 'Orphan sub-task', why: 'its parent task (item 999) is not in the file; it is imported as a top-level task', skipped: false },
		])
	})
})

describe('files that are refused', () => {
	it.each([
		['broken.csv', 'broken.csv could not be read: a quoted value on line 3 is not closed properly. Nothing was imported.'],
		['broken.xml', 'broken.xml could not be read:'],
		['empty.csv', 'empty.csv is empty. Choose a Toodledo export file.'],
		['todoist.csv', 'todoist.csv is not a Toodledo export.'],
	])('%s', async (name, message) => {
		const read = await readToodledoFile(fixture(name), name, 'UTC')
		expect(read.ok).toBe(false)
		expect(!read.ok && read.error).toContain(message)
	})

	it('an RSS feed or other XML is not a Toodledo export; a header alone holds no tasks', async () => {
		const rss = await readToodledoFile(Buffer.from('<rss><channel><item><title>x</title></item></channel></rss>'), 'feed.xml', 'UTC')
		expect(!rss.ok && rss.error).toContain('is not a Toodledo export')
		const header = await readToodledoFile(Buffer.from('"TASK","FOLDER","CONTEXT","DUEDATE","NOTE"\n'), 'h.csv', 'UTC')
		expect(!header.ok && header.error).toBe('h.csv holds no tasks to import.')
	})
})
