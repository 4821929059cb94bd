// The seams, by property (issue 48 point 4, docs/decisions/272): fast-check makes valid tasks through the ways in
// that take free input (quick add phrases, the Create form, the API, CalDAV, the JSON import) and runs any of the
// ways out (tests/seams-exits.ts) on each: whatever came in must complete, reopen, save, delete and undo, be decided
// and move. The matrix (seams.server.test.ts) crosses fixed tasks with every exit; this looks for the task it missed.
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { EXPORT_FORMAT, EXPORT_VERSION } from '~/profile/export'
import { confirmImport, submitImport } from '~/imports/imports.server'
import { apiForTheFile } from '../../tests/api-client'
import { uploadRequest } from '../../tests/import-upload'
import { context, post, seamsWorld, statusOf, type Entry, type World } from '../../tests/seams-entries'
import { EXITS, oneSpelling } from '../../tests/seams-exits'
import { createTaskAction } from './create-task.server'
import { REPEAT_OPTIONS } from './options'
import { taskPreferences } from './preferences.server'
import { addQuickTask, readQuickAdd } from './quick-add.server'
import { findTasks } from '../../tests/factories'
import { requireTask } from './tasks.server'

const server = apiForTheFile()
const RUNS = 12
const ADVANCED = ['every 4 days', 'every 2nd monday', 'every weekday', 'every 2 weeks on Tuesday', 'every week on Monday and Wednesday', 'every month on the 2nd last Friday for 7 times', 'every 6 months']
const word = fc.constantFrom('Call', 'Buy', 'Plan', 'Fix', 'Write', 'Read', 'Pay', 'Book', 'Water', 'Tidy')
const title = fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' '))
const exit = fc.constantFrom(...EXITS.keys())

const world = () => seamsWorld(server)

let n = 0
/** makes the task, checks its spelling, runs the exit; the entry's promise (repeats) is read from what was stored */
async function through(w: World, make: (title: string) => Promise<string>, exitIndex: number) {
	const name = `Prop ${++n}`
	const id = await make(name)
	const task = requireTask(w.user.id, id)
	oneSpelling(task)
	const entry: Entry = { name, repeats: task.repeat !== '', make: async () => id }
	await EXITS[exitIndex]!.run(w, id, entry)
}

const newest = (w: World, t: string) => findTasks(w.user.id).filter((r) => r.title === t).at(-1)!.id

describe('any task made through a way in goes out every way (fast-check)', { timeout: 60_000 }, () => {
	const w = world()

	it('quick add: any phrase of the parts it understands', async () => {
		const part = fc.oneof(
			fc.constantFrom('today', 'tomorrow', 'next monday', 'on friday', 'in 3 days'),
			fc.constantFrom('at 9:30', '5pm', 'at 17:45'),
			fc.constantFrom('@Home', '@Work', '@Shopping', '@Nowhere'),
			fc.constantFrom('#Family', '#Personal', '#Inbox', '#Elsewhere'),
			fc.constantFrom('!0', '!1', '!2', '!3'),
			fc.constant('*'),
			fc.constantFrom('every day', 'every week', 'every 2 weeks', 'every weekday', 'every month', 'every 3 days'),
		)
		await fc.assert(
			fc.asyncProperty(title, fc.uniqueArray(part, { maxLength: 4 }), exit, async (t, parts, e) =>
				through(w, async (name) => {
					const phrase = readQuickAdd(w.user.id, [name, t.toLowerCase(), ...parts].join(' '), w.user.timezone)
					return addQuickTask(w.user.id, { ...phrase, title: name }, taskPreferences(w.user.id).defaultTaskOptions, w.user.timezone, { context: false, folder: false }).id
				}, e),
			),
			{ numRuns: RUNS },
		)
	})

	const repeat = fc.oneof(
		fc.constantFrom(...REPEAT_OPTIONS.map((o) => o.value).filter((v) => v !== 'ADVANCED')).map((choice) => ({ choice, text: '' })),
		fc.constantFrom(...ADVANCED).map((text) => ({ choice: 'ADVANCED', text })),
	)
	const fields = fc.record({
		repeat,
		dueIn: fc.integer({ min: -10, max: 60 }),
		priority: fc.constantFrom('unassigned', 'negative', 'low', 'medium', 'high', 'top'),
		status: fc.constantFrom('none', 'next', 'active', 'planning', 'delegated', 'waiting', 'hold', 'postponed', 'someday', 'canceled', 'reference'),
		folder: fc.constantFrom('', 'Inbox', 'Family', 'Personal'),
		context: fc.constantFrom('', '@Home', '@Work'),
		star: fc.boolean(),
	})
	const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

	it('the Create Task form: any valid values', async () => {
		await fc.assert(
			fc.asyncProperty(fields, exit, async (f, e) =>
				through(w, async (name) => {
					const sent: [string, string][] = [['title', name], ['repeatChoice', f.repeat.choice], ['repeatText', f.repeat.text], ['repeatFrom', 'due'], ['dueDate', day(f.dueIn)], ['remind', '-1'], ['priority', f.priority], ['status', f.status], ['folder', f.folder], ['context', f.context], ...(f.star ? [['star', 'Y'] as [string, string]] : [])]
					const status = await statusOf(createTaskAction(post('/tasks/create/new', sent), context(false), w.user))
					if (status !== 302) throw new Error(`create answered ${status}`)
					return newest(w, name)
				}, e),
			),
			{ numRuns: RUNS },
		)
	})

	it('the API: any valid task, as sent or understood', async () => {
		await fc.assert(
			fc.asyncProperty(fields, fc.boolean(), exit, async (f, understand, e) =>
				through(w, async (name) => {
					const body = understand
						? { title: `${name} every week !2 @Home`, understand: 'Y' }
						: { title: name, repeat: f.repeat.choice, repeatText: f.repeat.text || undefined, due: Date.parse(`${day(f.dueIn)}T00:00:00Z`), priority: f.priority, status: f.status, folder: f.folder, context: f.context, star: f.star ? 'Y' : 'N' }
					const answer = await w.api('POST', '/api/v1/external/tasks', { data: [body] })
					if (answer.status !== 201) throw new Error(`POST answered ${answer.status}: ${JSON.stringify(answer.body)}`)
					return answer.body.data[0]._id
				}, e),
			),
			{ numRuns: RUNS },
		)
	})

	it('CalDAV: any VTODO a client sends', async () => {
		const rule = fc.constantFrom('', 'FREQ=DAILY', 'FREQ=WEEKLY;INTERVAL=2', 'FREQ=MONTHLY;BYMONTHDAY=15', 'FREQ=YEARLY', 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=5')
		await fc.assert(
			fc.asyncProperty(rule, fc.integer({ min: 0, max: 9 }), fc.constantFrom('', 'CATEGORIES:Errands', 'CATEGORIES:@Home'), exit, async (rrule, priority, categories, e) =>
				through(w, async (name) => {
					const uid = `prop-${crypto.randomUUID()}`
					const lines = ['DUE;VALUE=DATE:20261201', `PRIORITY:${priority}`, categories, rrule && `RRULE:${rrule}`].filter(Boolean)
					const body = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//prop//EN', 'BEGIN:VTODO', `UID:${uid}`, `SUMMARY:${name}`, ...lines, 'END:VTODO', 'END:VCALENDAR', ''].join('\r\n')
					const put = await w.dav('PUT', `/dav/${w.user.id}/no-folder/${uid}.ics`, body, { 'if-none-match': '*' })
					if (put.status !== 201) throw new Error(`PUT answered ${put.status}`)
					return newest(w, name)
				}, e),
			),
			{ numRuns: RUNS },
		)
	})

	it('the JSON import: any repeat an export may hold (NONE, a lost rule, a rule without a choice)', async () => {
		const stored = fc.record({
			repeat: fc.constantFrom('', 'FREQ=DAILY;INTERVAL=1', 'FREQ=WEEKLY;INTERVAL=2', 'FREQ=MONTHLY;INTERVAL=1'),
			repeatChoice: fc.constantFrom('', 'NONE', 'ADVANCED', 'DAILY', 'WEEKLY', 'BIWEEKLY', 'MONTHLY'),
			repeatText: fc.constantFrom('', 'every 3 days', 'nonsense'),
		})
		await fc.assert(
			fc.asyncProperty(stored, exit, async (r, e) =>
				through(w, async (name) => {
					const doc = { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: '2026-01-01T00:00:00Z', user: { timezone: 'Europe/London' }, contexts: [], folders: [], tasks: [{ id: 'one', title: name, added: Date.parse('2026-01-01'), due: Date.parse('2026-01-05'), ...r }] }
					const answer = await submitImport(uploadRequest({ source: 'twentyfour', timezone: w.user.timezone, replace: 'N', intent: 'import' }, [{ name: 'data.json', bytes: new TextEncoder().encode(JSON.stringify(doc)), type: 'application/json' }]), w.user)
					if (answer.ok !== true) throw new Error(JSON.stringify(answer))
					await confirmImport(w.user.id, answer.id)
					return newest(w, name)
				}, e),
			),
			{ numRuns: RUNS },
		)
	})
})
