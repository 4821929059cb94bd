// The ways a task comes in (issue 48 point 4, docs/decisions/272), each a function that makes one task the way its
// route or endpoint does (the same server functions, or the route's action with a Request) and answers its id.
// Used by app/tasks/seams.server.test.ts (the matrix) and seams.property.server.test.ts (fast-check).
import type { AppLoadContext } from 'react-router'
import { and, eq } from 'drizzle-orm'
import { tasks, taskTemplates } from '#db/schema'
import { confirmImport, submitImport } from '~/imports/imports.server'
import { EXPORT_FORMAT, EXPORT_VERSION } from '~/profile/export'
import { db } from '~/lib/db.server'
import { bulkAction } from '~/tasks/bulk-action.server'
import { taskCardAction } from '~/tasks/card-actions.server'
import { createTaskAction } from '~/tasks/create-task.server'
import { taskPreferences } from '~/tasks/preferences.server'
import { addQuickTask, readQuickAdd } from '~/tasks/quick-add.server'
import { deleteTask, quickAddTask, setCompleted, taskFormValues } from '~/tasks/task-changes.server'
import { requireTask } from '~/tasks/tasks.server'
import { restoreFromTrash } from '~/tasks/trash.server'
import { confirmTemplateUse, prepareTemplateUse, tasksOfUse } from '~/templates/instantiation.server'
import { personalToken, type Answer } from './api-client'
import { makeUser } from './factories'
import { uploadRequest } from './import-upload'

export type World = {
	user: ReturnType<typeof makeUser>
	api: (method: string, url: string, body?: unknown) => Promise<Answer>
	dav: (method: string, path: string, body?: string, headers?: Record<string, string>) => Promise<{ status: number; text: string; headers: Headers }>
}

/** what an entry promises about its task */
export type Entry = {
	name: string
	/** completing it makes a next instance */
	repeats: boolean
	make: (w: World, title: string) => Promise<string>
	/** many at once (an import of one file with a row per title): the matrix prepares its cells' tasks with it */
	makeMany?: (w: World, titles: string[]) => Promise<string[]>
	/** exits that do not apply to tasks made this way, with the reason (the matrix prints it) */
	notApplicable?: Record<string, string>
}

export const context = (isDataRequest: boolean) => ({ isDataRequest }) as unknown as AppLoadContext
export const post = (path: string, fields: [string, string][]) => new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(fields) })

/** a route action's answer: a Response (redirect), data() (with its init) or a thrown one; its HTTP status */
export async function statusOf(run: Promise<unknown> | unknown): Promise<number> {
	try {
		const r = await run
		return r instanceof Response ? r.status : ((r as { init?: { status?: number } | null }).init?.status ?? 200)
	} catch (e) {
		if (e instanceof Response) return e.status
		const init = (e as { init?: { status?: number } }).init
		if (init?.status) return init.status
		throw e
	}
}

const newest = (w: World, title: string) => {
	const row = db().select({ id: tasks.id }).from(tasks).where(and(eq(tasks.ownerId, w.user.id), eq(tasks.title, title))).all().at(-1)
	if (!row) throw new Error(`no task "${title}" was made`)
	return row.id
}

/** the form fields of a task's values, as the create and edit forms send them */
export function formFields(values: ReturnType<typeof taskFormValues>): [string, string][] {
	return Object.entries(values).flatMap(([k, v]): [string, string][] => (typeof v === 'boolean' ? (v ? [[k, 'Y']] : []) : [[k, String(v)]]))
}

/** quick add as its route does it: the phrase read, every understood part kept */
const quick = (phrase: string, repeats = false): Entry => ({
	name: `quick add "${phrase}"`,
	repeats,
	make: async (w, title) => {
		const read = readQuickAdd(w.user.id, `${title} ${phrase}`.trim(), w.user.timezone)
		return addQuickTask(w.user.id, read, taskPreferences(w.user.id).defaultTaskOptions, w.user.timezone, { context: false, folder: false }).id
	},
})

/** an entry that imports one file made by `file` (of the titles), as the Data Import form's post and Confirm do */
function imported(name: string, repeats: boolean, source: string, filename: string, type: string, file: (titles: string[]) => string): Entry {
	const makeMany = async (w: World, titles: string[]) => {
		const answer = await submitImport(uploadRequest({ source, timezone: w.user.timezone, replace: 'N', intent: 'import' }, [{ name: filename, bytes: new TextEncoder().encode(file(titles)), type }]), w.user)
		if (answer.ok !== true) throw new Error(JSON.stringify(answer))
		await confirmImport(w.user.id, answer.id)
		return titles.map((title) => newest(w, title))
	}
	return { name, repeats, makeMany, make: async (w, title) => (await makeMany(w, [title]))[0]! }
}

const jsonDoc = (titles: string[], repeat: string, repeatChoice: string) =>
	JSON.stringify({
		format: EXPORT_FORMAT,
		version: EXPORT_VERSION,
		exportedAt: '2026-01-01T00:00:00Z',
		user: { timezone: 'Europe/London' },
		contexts: [],
		folders: [],
		// an older export spells "no repeat" NONE: the import stores the one spelling
		tasks: titles.map((title, i) => ({ id: `exported-${i}`, title, added: Date.parse('2026-01-01'), due: Date.parse('2026-01-05'), repeat, repeatChoice, repeatText: '' })),
	})
const csv = (header: string, rows: string[]) => `${header}\n${rows.join('\n')}\n`
const TOODLEDO = '"TASK","FOLDER","CONTEXT","DUEDATE","REPEAT","PRIORITY","STATUS","STAR"'
const TODOIST = 'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE'

const template = (ownerId: string, title: string) =>
	db().insert(taskTemplates).values({ ownerId, name: `T ${title}`, description: '', tasks: [{ title, notes: 'from a template' }], added: Date.now(), modified: Date.now() }).returning().get()

export const ENTRIES: Entry[] = [
	quick(''),
	quick('tomorrow 5pm'),
	quick('at 9:30'),
	quick('@Home'),
	quick('#Family'),
	quick('!2'),
	quick('*'),
	quick('every week', true),
	quick('every weekday at 9:30 tomorrow @Work #Family !3 *', true),
	{
		name: 'quick add, not understanding (the person turned it off)',
		repeats: false,
		make: async (w, title) => quickAddTask(w.user.id, `${title} tomorrow @Home`, taskPreferences(w.user.id).defaultTaskOptions, w.user.timezone).id,
	},
	{
		name: 'Create Task form (no repeat: the select sends NONE)',
		repeats: false,
		make: async (w, title) => {
			const fields: [string, string][] = [['title', title], ['repeatChoice', 'NONE'], ['repeatFrom', 'due'], ['remind', '-1'], ['priority', 'high'], ['status', 'next'], ['folder', 'Personal'], ['context', '@Work']]
			const status = await statusOf(createTaskAction(post('/tasks/create/new', fields), context(false), w.user))
			if (status !== 302) throw new Error(`create answered ${status}`)
			return newest(w, title)
		},
	},
	{
		name: 'Create Task form, repeating weekly',
		repeats: true,
		make: async (w, title) => {
			const fields: [string, string][] = [['title', title], ['repeatChoice', 'WEEKLY'], ['repeatFrom', 'due'], ['dueDate', '2026-12-01'], ['remind', '-1'], ['priority', 'low'], ['status', 'none']]
			await statusOf(createTaskAction(post('/tasks/create/new', fields), context(true), w.user))
			return newest(w, title)
		},
	},
	{
		name: 'inline edit (a plain task edited to repeat monthly)',
		repeats: true,
		make: async (w, title) => {
			const t = quickAddTask(w.user.id, 'to be edited', taskPreferences(w.user.id).defaultTaskOptions, w.user.timezone)
			const values = { ...taskFormValues(t, w.user.timezone), title, repeatChoice: 'MONTHLY', dueDate: '2026-12-01' }
			const status = await statusOf(taskCardAction(post('/tasks', [['intent', 'save'], ['taskId', t.id], ...formFields(values)]), context(false), w.user))
			if (status !== 302) throw new Error(`save answered ${status}`)
			return t.id
		},
	},
	{
		name: 'API v1 POST (repeat NONE)',
		repeats: false,
		make: async (w, title) => (await w.api('POST', '/api/v1/external/tasks', { data: [{ title, repeat: 'NONE', folder: 'Inbox' }] })).body.data[0]._id,
	},
	{
		name: 'API v1 POST understand=Y',
		repeats: true,
		make: async (w, title) => {
			const answer = await w.api('POST', '/api/v1/external/tasks', { data: [{ title: `${title} every 2 days tomorrow @Home !1`, understand: 'Y' }] })
			return answer.body.data[0]._id
		},
	},
	{
		name: 'CalDAV PUT (no repeat)',
		repeats: false,
		make: async (w, title) => davPut(w, title, []),
	},
	{
		name: 'CalDAV PUT with an RRULE',
		repeats: true,
		make: async (w, title) => davPut(w, title, ['DUE;VALUE=DATE:20261201', 'RRULE:FREQ=WEEKLY;INTERVAL=2']),
	},
	imported('Toodledo import', true, 'toodledo', 'toodledo.csv', 'text/csv', (titles) => csv(TOODLEDO, titles.map((t) => `"${t}","Inbox","Home","2026-12-01","Weekly","2","Next Action","Yes"`))),
	imported('Toodledo import, no repeat', false, 'toodledo', 'toodledo.csv', 'text/csv', (titles) => csv(TOODLEDO, titles.map((t) => `"${t}","Inbox",,,"None","0","None","No"`))),
	imported('Todoist import', true, 'todoist', 'Errands.csv', 'text/csv', (titles) => csv(TODOIST, titles.map((t) => `task,"${t} @errands",,2,1,,,every month on the 15th,en,Europe/London`))),
	imported('JSON import (an old export spelling no repeat NONE)', false, 'twentyfour', 'data.json', 'application/json', (titles) => jsonDoc(titles, '', 'NONE')),
	imported('JSON import (a choice whose rule was lost: WEEKLY)', true, 'twentyfour', 'data.json', 'application/json', (titles) => jsonDoc(titles, '', 'WEEKLY')),
	{
		name: 'template use, confirmed (Add)',
		repeats: false,
		make: async (w, title) => {
			const use = prepareTemplateUse(w.user, template(w.user.id, title))
			const [row] = tasksOfUse(w.user.id, use.id)
			confirmTemplateUse(w.user.id, use, [{ id: row!.id, title, start: row!.start, due: row!.due, folder: row!.folder, context: row!.context, priority: row!.priority, status: row!.status }])
			return row!.id
		},
	},
	{
		name: 'sign-up starter task (Process Inbox, repeats every 2 days)',
		repeats: true,
		make: async (w) => db().select({ id: tasks.id }).from(tasks).where(and(eq(tasks.ownerId, w.user.id), eq(tasks.title, 'Process Inbox'), eq(tasks.completed, false))).all().at(-1)!.id,
	},
	{
		name: 'a repeat’s next instance (of a quick-added weekly task)',
		repeats: true,
		make: async (w, title) => {
			const first = await quick('every week tomorrow', true).make(w, title)
			const done = setCompleted(w.user.id, first, true, w.user.timezone)
			if (!done.ok || !done.next) throw new Error('no next instance')
			return done.next.id
		},
	},
	{
		name: 'bulk edit (a quick-added task given a status, priority, folder and star)',
		repeats: false,
		make: async (w, title) => {
			const id = await quick('@Home').make(w, title)
			const fields: [string, string][] = [['id', id], ['status', 'next'], ['priority', 'top'], ['folder', 'Personal'], ['star', 'Y'], ['returnTo', '/tasks']]
			const status = await statusOf(bulkAction(post('/tasks/bulk', fields), w.user))
			if (status !== 302) throw new Error(`bulk answered ${status}`)
			return id
		},
	},
	{
		name: 'restore from the trash (a quick-added repeating task)',
		repeats: true,
		make: async (w, title) => {
			const id = await quick('every day !1', true).make(w, title)
			deleteTask(w.user.id, id)
			restoreFromTrash(w.user.id, id)
			return requireTask(w.user.id, id).id
		},
	},
]

async function davPut(w: World, title: string, lines: string[]) {
	const uid = `seam-${crypto.randomUUID()}`
	const body = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//seams//EN', 'BEGIN:VTODO', `UID:${uid}`, `SUMMARY:${title}`, ...lines, 'END:VTODO', 'END:VCALENDAR', ''].join('\r\n')
	const answer = await w.dav('PUT', `/dav/${w.user.id}/no-folder/${uid}.ics`, body, { 'if-none-match': '*' })
	if (answer.status !== 201) throw new Error(`PUT answered ${answer.status}: ${answer.text}`)
	return newest(w, title)
}

export function seamsUser() {
	return makeUser({ timezone: 'Europe/London', loadDefaults: true, premium: true })
}

/** a new person of the matrix with a write token, reaching the API and CalDAV of `server` (apiForTheFile) */
export function seamsWorld(server: { base: string; call: (method: string, url: string, options: { token: string; body?: unknown }) => Promise<Answer> }): World {
	const user = seamsUser()
	const token = personalToken(user.id, 'write')
	const basic = `Basic ${Buffer.from(`${user.email}:${token}`).toString('base64')}`
	return {
		user,
		api: (method, url, body) => server.call(method, url, { token, body }),
		dav: async (method, path, body, headers = {}) => {
			const res = await fetch(server.base + path, { method, headers: { authorization: basic, ...headers }, body, redirect: 'manual' })
			return { status: res.status, text: await res.text(), headers: res.headers }
		},
	}
}
