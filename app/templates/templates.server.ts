// Task templates in the database (spec points 3, 4 and 6). Every read of a private template has the
// signed-in user's id in its WHERE clause: another person's private template is simply "not found".
import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm'
import { data } from 'react-router'
import { taskTemplates, templateUseCounts, users } from '#db/schema'
import type { Db } from '~/lib/db.server'
import { db } from '~/lib/db.server'
import { CORPORATE_TEMPLATES } from './corporate'
import { importedCopy, publishedCopy, type TemplateRecord } from './copies'
import type { TemplateDraft } from './template-tree'

export type Template = typeof taskTemplates.$inferSelect
export const GALLERIES = ['corporate', 'personal', 'public'] as const
export type Gallery = (typeof GALLERIES)[number]
export const isGallery = (v: unknown): v is Gallery => GALLERIES.includes(v as Gallery)

export const templateNotFound = () => data('Template not found', { status: 404 })

/** Which templates a gallery shows to `viewerId` (null: anonymous, public only). */
function galleryWhere(gallery: Gallery, viewerId: string | null, ownerId?: string): SQL {
	switch (gallery) {
		case 'corporate':
			return isNull(taskTemplates.ownerId)
		case 'personal':
			// a non-null id only: an anonymous viewer never reaches this
			return and(eq(taskTemplates.ownerId, viewerId ?? '\u0000'), eq(taskTemplates.public, false))!
		case 'public':
			return ownerId
				? and(eq(taskTemplates.public, true), eq(taskTemplates.ownerId, ownerId))!
				: and(eq(taskTemplates.public, true), sql`${taskTemplates.ownerId} is not null`)!
	}
}

const cardColumns = {
	id: taskTemplates.id,
	ownerId: taskTemplates.ownerId,
	name: taskTemplates.name,
	description: taskTemplates.description,
	added: taskTemplates.added,
	timesUsed: taskTemplates.timesUsed,
	public: taskTemplates.public,
	importedFrom: taskTemplates.importedFrom,
	category: taskTemplates.category,
	ownerGoesBy: users.goesBy,
	ownerFirstName: users.firstName,
}

export type TemplateCardRow = {
	id: string
	ownerId: string | null
	name: string
	description: string
	added: number
	timesUsed: number
	public: boolean
	importedFrom: string | null
	category: string | null
	ownerName: string | null
}

const withOwnerName = ({ ownerGoesBy, ownerFirstName, ...row }: { ownerGoesBy: string | null; ownerFirstName: string | null } & Omit<TemplateCardRow, 'ownerName'>): TemplateCardRow => ({
	...row,
	ownerName: ownerGoesBy || ownerFirstName || null,
})

export function galleryTemplates(gallery: Gallery, viewerId: string | null, ownerId?: string): TemplateCardRow[] {
	return galleryRows(gallery, viewerId, ownerId, cardColumns) as TemplateCardRow[]
}

export type TemplateWithTasks = TemplateCardRow & Pick<Template, 'tasks' | 'modified' | 'publishedFrom'>

/** The same gallery with each template's task tree (the JSON API's template list). */
export function galleryTemplatesWithTasks(gallery: Gallery, viewerId: string | null, ownerId?: string): TemplateWithTasks[] {
	const columns = { ...cardColumns, tasks: taskTemplates.tasks, modified: taskTemplates.modified, publishedFrom: taskTemplates.publishedFrom }
	return galleryRows(gallery, viewerId, ownerId, columns) as TemplateWithTasks[]
}

function galleryRows(gallery: Gallery, viewerId: string | null, ownerId: string | undefined, columns: typeof cardColumns) {
	return db()
		.select(columns)
		.from(taskTemplates)
		.leftJoin(users, eq(users.id, taskTemplates.ownerId))
		.where(galleryWhere(gallery, viewerId, ownerId))
		.orderBy(desc(taskTemplates.added), taskTemplates.name)
		.limit(500)
		.all()
		.map(withOwnerName)
}

/** the display name of a person who has public templates (for /gallery/public/{userId}), or null */
export function publicOwnerName(ownerId: string): string | null {
	const row = db()
		.select({ goesBy: users.goesBy, firstName: users.firstName })
		.from(users)
		.where(and(eq(users.id, ownerId), sql`exists (select 1 from task_templates t where t.owner_id = ${users.id} and t.public = 1)`))
		.get()
	return row ? row.goesBy || row.firstName : null
}

/** A template as it may be shown in this gallery to this viewer, or undefined. */
export function findGalleryTemplate(gallery: Gallery, viewerId: string | null, id: string) {
	const row = db()
		.select({ template: taskTemplates, ownerGoesBy: users.goesBy, ownerFirstName: users.firstName })
		.from(taskTemplates)
		.leftJoin(users, eq(users.id, taskTemplates.ownerId))
		.where(and(eq(taskTemplates.id, id), galleryWhere(gallery, viewerId)))
		.get()
	return row ? { ...row.template, ownerName: row.ownerGoesBy || row.ownerFirstName || null } : undefined
}

export function requireGalleryTemplate(gallery: Gallery, viewerId: string | null, id: string | undefined) {
	const t = id ? findGalleryTemplate(gallery, viewerId, id) : undefined
	if (!t) throw templateNotFound()
	return t
}

/** One of the user's own templates (private or public), or a 404 thrown. */
export function requireOwnTemplate(ownerId: string, id: string | undefined): Template {
	const t = id
		? db()
				.select()
				.from(taskTemplates)
				.where(and(eq(taskTemplates.ownerId, ownerId), eq(taskTemplates.id, id)))
				.get()
		: undefined
	if (!t) throw templateNotFound()
	return t
}

export function createTemplate(ownerId: string, draft: TemplateDraft, now = Date.now()) {
	return db()
		.insert(taskTemplates)
		.values({ ownerId, name: draft.name, description: draft.description, tasks: draft.tasks, added: now, modified: now })
		.returning()
		.get()
}

/** Saves the owner's template; returns false (nothing changed) when it is not theirs. */
export function updateTemplate(ownerId: string, id: string, draft: TemplateDraft, now = Date.now()) {
	const r = db()
		.update(taskTemplates)
		.set({ name: draft.name, description: draft.description, tasks: draft.tasks, modified: now })
		.where(and(eq(taskTemplates.ownerId, ownerId), eq(taskTemplates.id, id)))
		.run()
	return r.changes === 1
}

/**
 * Counts one use of a template the person can see (their own, a public or a built-in one): the JSON API's
 * PUT /task-templates/add-used, for a client that created the tasks itself. False when there is no such template.
 */
export function countTemplateUse(viewerId: string, id: string) {
	const visible = or(eq(taskTemplates.ownerId, viewerId), eq(taskTemplates.public, true), isNull(taskTemplates.ownerId))
	return db().transaction((tx) => {
		if (!tx.select({ id: taskTemplates.id }).from(taskTemplates).where(and(eq(taskTemplates.id, id), visible)).get()) return false
		// one count per person and template however often it is asked: nobody can raise another's counter (issue 32)
		const first = tx.insert(templateUseCounts).values({ templateId: id, userId: viewerId }).onConflictDoNothing().run().changes === 1
		if (first) tx.update(taskTemplates).set({ timesUsed: sql`${taskTemplates.timesUsed} + 1` }).where(eq(taskTemplates.id, id)).run()
		return true
	})
}

/** Deletes the owner's template (private or their public copy); copies made from it stay. */
export function deleteTemplate(ownerId: string, id: string) {
	return db().delete(taskTemplates).where(and(eq(taskTemplates.ownerId, ownerId), eq(taskTemplates.id, id))).run().changes === 1
}

const asRecord = (t: Template): TemplateRecord => t

/** Publish: a public copy of the owner's private template. */
export function publishTemplate(ownerId: string, id: string, now = Date.now()) {
	const original = requireOwnTemplate(ownerId, id)
	if (original.public) throw data('This template is already public.', { status: 400 })
	return db().insert(taskTemplates).values(publishedCopy(asRecord(original), ownerId, now)).returning().get()
}

/** Import: a private copy of a public template; the original's times used goes up by one. */
export function importTemplate(importerId: string, id: string, now = Date.now()) {
	return db().transaction((tx) => {
		const original = tx
			.select()
			.from(taskTemplates)
			.where(and(eq(taskTemplates.id, id), eq(taskTemplates.public, true)))
			.get()
		if (!original) throw templateNotFound()
		const copy = tx.insert(taskTemplates).values(importedCopy(asRecord(original), importerId, now)).returning().get()
		tx.update(taskTemplates)
			.set({ timesUsed: sql`${taskTemplates.timesUsed} + 1` })
			.where(eq(taskTemplates.id, original.id))
			.run()
		return copy
	})
}

/**
 * Loads the corporate gallery (idempotent: fixed ids, inserted only when absent, so a restart neither
 * duplicates them nor resets their times used). Runs at start-up, right after the migrations.
 */
export function loadCorporateTemplates(database: Db, now = Date.now()) {
	let added = 0
	for (const t of CORPORATE_TEMPLATES) {
		const r = database
			.insert(taskTemplates)
			.values({ id: t.id, ownerId: null, name: t.name, description: t.description, tasks: t.tasks, category: t.category, added: now, modified: now, public: false })
			.onConflictDoNothing({ target: taskTemplates.id })
			.run()
		added += r.changes
	}
	return added
}
