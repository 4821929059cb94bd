// Data Import (issue 13; Twentyfour's own export: issue 30, decision 225): the upload is read into a plan and kept server-side for a preview; Confirm writes the plan
// in ONE transaction (with Replace, the person's tasks, folders and contexts are deleted in the same transaction).
// The kept upload lives in DATA_DIR/imports/<random id>/ for 30 minutes, bound to the person who sent it; the browser
// only ever sends the id back, never a plan.
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { parseWithZod } from '@conform-to/zod/v4'
import { and, eq, sql } from 'drizzle-orm'
import { contexts, folders, taskTemplates, tasks } from '#db/schema'
import type { User } from '~/identity/users.server'
import { db } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { IMPORT_TEXTS, importFormSchema, type ImportSource } from './import-form'
import type { Problem } from './plan'
import { duplicateKey, problemCountOf, problemsCsv, summarize, SHOWN_PROBLEMS, withStatusForNone, type PlanSummary } from './plan-summary'
import type { Status } from '~/tasks/options'
import { readImportFile } from './read-import'
import { writePlan, type WriteHooks } from './write-plan.server'
import { cleanFilename, readUploadForm, UploadRefused } from './upload.server'

export const PENDING_MINUTES = 30
const ID = /^[a-f0-9]{32}$/

export type ImportResult = {
	tasks: number
	folders: number
	contexts: number
	/** a Twentyfour export's templates created, and whether its quick-add defaults and display options were set */
	templates?: number
	preferences?: boolean
	problems: Problem[]
	problemCount: number
}

export type PendingImport = {
	id: string
	ownerId: string
	filename: string
	/** absent in imports kept before Todoist: Toodledo */
	source?: ImportSource
	timezone: string
	replace: boolean
	createdAt: number
	expiresAt: number
	summary: PlanSummary
	/** set once Confirm has run (while it runs, its claim file marks it: `claim`) */
	result?: ImportResult
}

const pendingDir = () => path.join(env().dataDir, 'imports')
const folderOf = (id: string) => path.join(pendingDir(), id)
const metaFile = (id: string) => path.join(folderOf(id), 'import.json')
const uploadFile = (id: string) => path.join(folderOf(id), 'upload')
/** every problem of the file, as CSV: the preview and the result show the first SHOWN_PROBLEMS and link to it */
const problemsFile = (id: string) => path.join(folderOf(id), 'problems.csv')
/** made by the one Confirm that writes the import (created exclusively: of two Confirms at once, one gets it) */
const claimFile = (id: string) => path.join(folderOf(id), 'confirming')

/** true for the caller that creates the claim; false when another Confirm (of any process) already holds it */
async function claim(id: string) {
	try {
		await (await fs.open(claimFile(id), 'wx', 0o600)).close()
		return true
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
		throw error
	}
}

import type { SubmissionResult } from '@conform-to/react'
type Reply = SubmissionResult<string[]>
export type SubmitAnswer = { ok: true; id: string } | { ok: 'cancel' } | { ok: false; reply: Reply; status: number }

/**
 * The Import button: reads the bounded upload, checks the choices, reads the file into a plan and keeps the upload for
 * the preview. Nothing of the person's data changes here.
 */
export async function submitImport(request: Request, user: User): Promise<SubmitAnswer> {
	let form: FormData
	try {
		form = await readUploadForm(request)
	} catch (error) {
		if (!(error instanceof UploadRefused)) throw error
		return { ok: false, status: error.status, reply: { status: 'error', error: { file: [error.message] } } as Reply }
	}
	if (form.get('intent') === 'cancel') return { ok: 'cancel' }
	const files = form.getAll('file').filter((f) => typeof f !== 'string' && (f.name !== '' || f.size > 0))
	const submission = parseWithZod(form, { schema: importFormSchema() })
	if (files.length > 1) return { ok: false, status: 400, reply: submission.reply({ fieldErrors: { file: [IMPORT_TEXTS.oneFile] } }) }
	if (submission.status !== 'success') return { ok: false, status: 400, reply: submission.reply() }
	const { file, source, timezone, replace } = submission.value
	const filename = cleanFilename(file.name)
	const bytes = new Uint8Array(await file.arrayBuffer())
	const now = Date.now()
	const read = await readImportFile(source, bytes, filename, timezone, now)
	if (!read.ok) return { ok: false, status: 400, reply: submission.reply({ fieldErrors: { file: [read.error] } }) }
	const summary = summarize(read.plan, await existingData(user.id, replace === 'Y'), replace === 'Y')
	const id = await keepUpload(user.id, { filename, source, timezone, replace: replace === 'Y', summary }, bytes, read.plan.problems, now)
	return { ok: true, id }
}

/**
 * The person's folder and context names, and (unless Replace deletes them) their tasks' title and due date, to count
 * likely duplicates: read 5,000 tasks at a time, letting other requests in between.
 */
async function existingData(ownerId: string, replace: boolean) {
	const names = (table: typeof folders | typeof contexts) =>
		db().select({ name: table.name }).from(table).where(eq(table.ownerId, ownerId)).all().map((r) => r.name)
	const taskKeys = new Set<string>()
	for (let after = -Infinity; !replace; await nextTurn()) {
		const page = db()
			.select({ rowid: sql<number>`${tasks}.rowid`, title: tasks.title, due: tasks.due })
			.from(tasks)
			.where(and(eq(tasks.ownerId, ownerId), sql`${tasks}.rowid > ${after}`))
			.orderBy(sql`${tasks}.rowid`)
			.limit(EXISTING_PAGE)
			.all()
		for (const t of page) taskKeys.add(duplicateKey(t.title, t.due))
		if (page.length < EXISTING_PAGE) break
		after = page.at(-1)!.rowid
	}
	// templates are never deleted by Replace: the person's own template names, kept whatever Replace says
	const templates = db().select({ name: taskTemplates.name }).from(taskTemplates).where(eq(taskTemplates.ownerId, ownerId)).all().map((r) => r.name)
	return { folders: names(folders), contexts: names(contexts), taskKeys, templates }
}

const EXISTING_PAGE = 5000
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

async function keepUpload(
	ownerId: string,
	values: Pick<PendingImport, 'filename' | 'source' | 'timezone' | 'replace' | 'summary'>,
	bytes: Uint8Array,
	problems: Problem[],
	now: number,
) {
	await sweepExpired()
	const id = crypto.randomBytes(16).toString('hex')
	const pending: PendingImport = { id, ownerId, ...values, createdAt: now, expiresAt: now + PENDING_MINUTES * 60_000 }
	await fs.mkdir(folderOf(id), { recursive: true, mode: 0o700 })
	await fs.writeFile(uploadFile(id), bytes, { mode: 0o600 })
	if (problems.length) await fs.writeFile(problemsFile(id), problemsCsv(problems, values.summary.problemCount), { mode: 0o600 })
	await fs.writeFile(metaFile(id), JSON.stringify(pending), { mode: 0o600 })
	return id
}

/** The kept import `id` of `ownerId`; null when it does not exist, has expired or belongs to someone else. */
export async function findPendingImport(ownerId: string, id: string): Promise<PendingImport | null> {
	if (!ID.test(id)) return null
	let pending: PendingImport
	try {
		pending = JSON.parse(await fs.readFile(metaFile(id), 'utf8')) as PendingImport
	} catch {
		return null
	}
	if (pending.ownerId !== ownerId || pending.expiresAt < Date.now()) return null
	return pending
}

/** The whole list of problems of the kept import `id` of `ownerId` (CSV); null as for findPendingImport, or when none. */
export async function importProblemsCsv(ownerId: string, id: string) {
	if (!(await findPendingImport(ownerId, id))) return null
	return fs.readFile(problemsFile(id)).catch(() => null)
}

async function savePending(pending: PendingImport) {
	await fs.writeFile(metaFile(pending.id), JSON.stringify(pending), { mode: 0o600 })
}

/** Cancel: the kept upload is deleted. */
export async function discardPendingImport(ownerId: string, id: string) {
	const pending = await findPendingImport(ownerId, id)
	if (pending) await fs.rm(folderOf(id), { recursive: true, force: true })
	return pending
}

async function sweepExpired() {
	let names: string[]
	try {
		names = await fs.readdir(pendingDir())
	} catch {
		return
	}
	const now = Date.now()
	for (const name of names) {
		try {
			const pending = JSON.parse(await fs.readFile(metaFile(name), 'utf8')) as PendingImport
			if (pending.expiresAt < now) await fs.rm(folderOf(name), { recursive: true, force: true })
		} catch {
			// a folder without its record is an interrupted upload
			const stat = await fs.stat(folderOf(name)).catch(() => null)
			if (stat && stat.mtimeMs < now - PENDING_MINUTES * 60_000) await fs.rm(folderOf(name), { recursive: true, force: true })
		}
	}
}

export class ImportFailed extends Error {}

/**
 * Confirm: the kept file is read again (the plan is never taken from the browser) and written in one transaction.
 * A second Confirm of the same import answers the first one's result, or that it is under way; of Confirms sent at
 * once (a double click, from any process) only the one that creates the claim file imports. Any failure leaves the
 * old data untouched, gives the claim up for a retry, and throws ImportFailed.
 */
export async function confirmImport(ownerId: string, id: string, hooks: WriteHooks = {}, noStatus?: Status): Promise<PendingImport | null> {
	const pending = await findPendingImport(ownerId, id)
	if (!pending || pending.result) return pending
	// another Confirm holds the claim: its import as it stands (a result, or none yet while it runs)
	if (!(await claim(id))) return findPendingImport(ownerId, id)
	try {
		const bytes = await fs.readFile(uploadFile(id))
		// read as for the preview: the same source, and natural dates relative to when the preview read it
		const read = await readImportFile(pending.source ?? 'toodledo', bytes, pending.filename, pending.timezone, pending.createdAt)
		if (!read.ok) throw new Error(read.error)
		const written: Omit<ImportResult, 'problems' | 'problemCount'> = await writePlan(ownerId, withStatusForNone(read.plan, noStatus), pending.replace, hooks)
		pending.result = {
			...written,
			problems: read.plan.problems.slice(0, SHOWN_PROBLEMS),
			problemCount: problemCountOf(read.plan),
		}
	} catch (error) {
		console.error(`import ${id} failed`, error)
		await fs.rm(claimFile(id), { force: true })
		throw new ImportFailed(IMPORT_TEXTS.unknownError(pending.filename))
	}
	await savePending(pending)
	await fs.rm(uploadFile(id), { force: true })
	return pending
}
