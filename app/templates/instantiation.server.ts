// "Use" of a template (spec point 4, screen 20). Preparing creates every task in one transaction
// (parents first, then children linked to them), all marked with the use's id: while marked they appear in
// no list, count or export. Add saves the edited rows and clears the mark; Cancel moves exactly the
// marked tasks into the trash. A use left unanswered for a day is removed with its tasks (purgeAbandonedUses).
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import { data } from 'react-router'
import { tasks, taskTemplates, templateUses, type TemplateTask } from '#db/schema'
import { db, type Db } from '~/lib/db.server'
import { localMidnight } from '~/lib/dates'
import { taskPreferences } from '~/tasks/preferences.server'
import { trashTemplateUseTasks } from '~/tasks/trash.server'
import { CONFIRMATION_LIFETIME_MS, instantiationPlan } from './instantiation'
import { NO_REPEAT } from '~/tasks/options'

export type TemplateUse = typeof templateUses.$inferSelect

/** Creates the template's tasks for `owner`, hidden until confirmed. Returns the use. */
export function prepareTemplateUse(
	owner: { id: string; timezone: string },
	template: { id: string; tasks: TemplateTask[] },
	now = Date.now(),
): TemplateUse {
	const plan = instantiationPlan(template.tasks)
	if (!plan.length) throw new Error('the template has no tasks')
	const defaults = taskPreferences(owner.id).defaultTaskOptions
	const day = (offset: number) => localMidnight(owner.timezone, now, offset)
	return db().transaction((tx) => {
		const use = tx.insert(templateUses).values({ ownerId: owner.id, templateId: template.id, taskCount: plan.length, created: now }).returning().get()
		const ids: string[] = []
		for (const p of plan) {
			const row = tx
				.insert(tasks)
				.values({
					ownerId: owner.id,
					title: p.title,
					notes: p.notes,
					added: now,
					priority: defaults.priority,
					status: defaults.status,
					folder: defaults.folder,
					context: defaults.context,
					start: day(defaults.start),
					due: day(defaults.due),
					parentId: p.parentIndex === null ? null : ids[p.parentIndex]!,
					// a template's tasks do not repeat: the one spelling of no repeat (decision 270)
					repeatChoice: NO_REPEAT,
					via: 'Task template',
					templateUseId: use.id,
				})
				.returning({ id: tasks.id })
				.get()
			ids.push(row.id)
		}
		return use
	})
}

/** The user's use waiting for confirmation, or a 404 thrown (another person's, answered or expired). */
export function requireTemplateUse(ownerId: string, id: string | undefined): TemplateUse {
	const use = id ? db().select().from(templateUses).where(and(eq(templateUses.ownerId, ownerId), eq(templateUses.id, id))).get() : undefined
	if (!use) throw data('Confirmation not found', { status: 404 })
	return use
}

/** the tasks of a use, parents before children, in creation order */
export function tasksOfUse(ownerId: string, useId: string) {
	return db()
		.select()
		.from(tasks)
		.where(and(eq(tasks.ownerId, ownerId), eq(tasks.templateUseId, useId)))
		.orderBy(sql`${tasks.parentId} is not null`, sql`rowid`)
		.all()
}

export type ConfirmedRow = {
	id: string
	title: string
	start: number | null
	due: number | null
	folder: string
	context: string
	priority: string
	status: string
}

/**
 * Add: saves each edited row (only tasks of this use and owner), clears the mark, counts the use on the
 * template. Returns N (tasks confirmed) and M (tasks created).
 */
export function confirmTemplateUse(ownerId: string, use: TemplateUse, rows: ConfirmedRow[]) {
	return db().transaction((tx) => {
		const mine = and(eq(tasks.ownerId, ownerId), eq(tasks.templateUseId, use.id))
		for (const r of rows) {
			const { id, ...values } = r
			tx.update(tasks).set(values).where(and(mine, eq(tasks.id, id))).run()
		}
		const confirmed = tx.update(tasks).set({ templateUseId: null }).where(mine).run().changes
		tx.delete(templateUses).where(and(eq(templateUses.ownerId, ownerId), eq(templateUses.id, use.id))).run()
		tx.update(taskTemplates)
			.set({ timesUsed: sql`${taskTemplates.timesUsed} + 1` })
			.where(eq(taskTemplates.id, use.templateId))
			.run()
		return { confirmed, created: use.taskCount }
	})
}

/** Cancel: moves exactly the tasks this use created to the trash (decision 243), then deletes the use. */
export function cancelTemplateUse(ownerId: string, use: TemplateUse, now = Date.now()) {
	return db().transaction((tx) => {
		const deleted = trashTemplateUseTasks(tx, ownerId, use.id, now)
		tx.delete(templateUses).where(and(eq(templateUses.ownerId, ownerId), eq(templateUses.id, use.id))).run()
		return { deleted, created: use.taskCount }
	})
}

/** Removes uses unanswered for more than a day, with their hidden tasks. Runs at start-up and hourly. */
export function purgeAbandonedUses(database: Db = db(), now = Date.now()) {
	const cutoff = now - CONFIRMATION_LIFETIME_MS
	return database.transaction((tx) => {
		const stale = tx.select({ id: templateUses.id }).from(templateUses).where(lt(templateUses.created, cutoff)).all().map((u) => u.id)
		if (!stale.length) return 0
		const removed = tx.delete(tasks).where(inArray(tasks.templateUseId, stale)).run().changes
		tx.delete(templateUses).where(inArray(templateUses.id, stale)).run()
		return removed
	})
}
