import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { taskTemplates, templateUses } from '#db/schema'
import { db, openDatabase } from '~/lib/db.server'
import { incompleteTables } from '~/analytics/analytics.server'
import { childrenOf, findTask, listTasks } from '~/tasks/tasks.server'
import { taskPreferences } from '~/tasks/preferences.server'
import { ownerTasks } from '~/profile/export.server'
import { findTasks, makeTask, makeUser } from '../../tests/factories'
import { CORPORATE_TEMPLATES } from './corporate'
import {
	cancelTemplateUse,
	confirmTemplateUse,
	prepareTemplateUse,
	purgeAbandonedUses,
	requireTemplateUse,
	tasksOfUse,
} from './instantiation.server'
import { startTemplates, stopTemplates } from './start-up.server'
import {
	createTemplate,
	deleteTemplate,
	findGalleryTemplate,
	galleryTemplates,
	importTemplate,
	loadCorporateTemplates,
	publishTemplate,
	requireGalleryTemplate,
	requireOwnTemplate,
	updateTemplate,
} from './templates.server'

const tree = {
	name: 'Trip',
	description: 'Before leaving',
	tasks: [
		{ title: 'Pack', notes: '**bag**', children: [{ title: 'Socks', notes: '' }, { title: 'Charger', notes: '' }] },
		{ title: 'Book', notes: '', children: [] },
	],
}

const status = (fn: () => unknown) => {
	try {
		fn()
	} catch (e) {
		return (e as { init?: { status?: number } }).init?.status
	}
	return 200
}

describe('the corporate gallery', () => {
	it('is present after a fresh start and not duplicated after a second start', () => {
		const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tf-corp-')), 'fresh.db')
		const first = openDatabase(file)
		startTemplates(first)
		stopTemplates()
		const names = first.select({ name: taskTemplates.name, used: taskTemplates.timesUsed }).from(taskTemplates).all()
		expect(names.map((n) => n.name).sort()).toEqual(CORPORATE_TEMPLATES.map((t) => t.name).sort())
		expect(names.every((n) => n.used === 0)).toBe(true)
		first.$client.close()
		const second = openDatabase(file)
		startTemplates(second)
		stopTemplates()
		expect(loadCorporateTemplates(second)).toBe(0)
		expect(second.select().from(taskTemplates).all()).toHaveLength(5)
		second.$client.close()
	})

	it('has real tasks, sub-tasks and notes in every template', () => {
		for (const t of CORPORATE_TEMPLATES) {
			expect(t.tasks.length).toBeGreaterThan(2)
			expect(t.tasks.some((task) => (task.children ?? []).length > 0)).toBe(true)
			expect(t.tasks.every((task) => task.notes.length > 20)).toBe(true)
			expect(JSON.stringify(t)).not.toMatch(/lorem|TODO/i)
		}
	})
})

describe('galleries and owner rules', () => {
	it('personal lists only my private templates; another person’s private template is not found anywhere', () => {
		loadCorporateTemplates(db())
		const alice = makeUser({ premium: true })
		const bob = makeUser({ premium: true })
		const mine = createTemplate(alice.id, tree)
		expect(galleryTemplates('personal', alice.id).map((t) => t.id)).toEqual([mine.id])
		expect(galleryTemplates('personal', bob.id)).toEqual([])
		for (const g of ['personal', 'public', 'corporate'] as const) expect(findGalleryTemplate(g, bob.id, mine.id)).toBeUndefined()
		expect(status(() => requireGalleryTemplate('personal', bob.id, mine.id))).toBe(404)
		expect(status(() => requireOwnTemplate(bob.id, mine.id))).toBe(404)
		expect(status(() => publishTemplate(bob.id, mine.id))).toBe(404)
		expect(status(() => importTemplate(bob.id, mine.id))).toBe(404)
		expect(updateTemplate(bob.id, mine.id, { ...tree, name: 'Hacked' })).toBe(false)
		expect(deleteTemplate(bob.id, mine.id)).toBe(false)
		expect(requireOwnTemplate(alice.id, mine.id).name).toBe('Trip')
		expect(galleryTemplates('corporate', null)).toHaveLength(5)
		expect(galleryTemplates('public', null).some((t) => t.ownerId === null)).toBe(false)
	})

	it('publish by one, import by another: copies, times used counted, the public copy outlives the original', () => {
		const alice = makeUser({ premium: true })
		const bob = makeUser({ premium: true })
		const original = createTemplate(alice.id, tree)
		const published = publishTemplate(alice.id, original.id)
		expect(published).toMatchObject({ ownerId: alice.id, public: true, publishedFrom: original.id, importedFrom: null, tasks: tree.tasks })
		expect(published.id).not.toBe(original.id)
		expect(status(() => publishTemplate(alice.id, published.id))).toBe(400)
		const imported = importTemplate(bob.id, published.id)
		expect(imported).toMatchObject({ ownerId: bob.id, public: false, importedFrom: published.id, publishedFrom: null, tasks: tree.tasks })
		expect(findGalleryTemplate('public', bob.id, published.id)?.timesUsed).toBe(1)
		expect(galleryTemplates('personal', bob.id).map((t) => t.id)).toEqual([imported.id])
		// deleting the private original keeps the public copy; the publisher can remove the public copy
		expect(deleteTemplate(alice.id, original.id)).toBe(true)
		expect(findGalleryTemplate('public', bob.id, published.id)).toBeDefined()
		expect(deleteTemplate(bob.id, published.id)).toBe(false)
		expect(deleteTemplate(alice.id, published.id)).toBe(true)
		expect(requireOwnTemplate(bob.id, imported.id).tasks).toEqual(tree.tasks)
	})
})

describe('use with a confirmation', () => {
	it('creates parents then linked children, hidden from lists, counts, sub-tasks and exports until Add', () => {
		const user = makeUser({ timezone: 'UTC' })
		makeTask(user.id, { title: 'Mine already' })
		const template = createTemplate(user.id, tree)
		const use = prepareTemplateUse(user, template)
		const created = tasksOfUse(user.id, use.id)
		expect(created.map((t) => t.title)).toEqual(['Pack', 'Book', 'Socks', 'Charger'])
		const pack = created[0]!
		expect(created.filter((t) => t.parentId === pack.id).map((t) => t.title)).toEqual(['Socks', 'Charger'])
		const prefs = taskPreferences(user.id)
		const all = { ...prefs, taskFilter: { ...prefs.taskFilter, completed: 'A' as const } }
		expect(listTasks(user.id, { kind: 'all' }, all, 'UTC', { limit: 100 }).total).toBe(1)
		expect(incompleteTables(user.id, 'UTC').counts.incomplete).toBe(1)
		expect(ownerTasks(user.id).map((t) => t.title)).toEqual(['Mine already'])
		expect(findTask(user.id, pack.id)).toBeUndefined()
		expect(childrenOf(user.id, [pack.id])).toEqual([])

		const r = confirmTemplateUse(user.id, use, [{ id: pack.id, title: 'Pack the bag', start: null, due: null, folder: 'Inbox', context: '', priority: 'high', status: 'next' }])
		expect(r).toEqual({ confirmed: 4, created: 4 })
		expect(findTask(user.id, pack.id)).toMatchObject({ title: 'Pack the bag', priority: 'high', status: 'next', start: null })
		expect(listTasks(user.id, { kind: 'all' }, all, 'UTC', { limit: 100 }).total).toBe(5)
		expect(requireOwnTemplate(user.id, template.id).timesUsed).toBe(1)
		expect(status(() => requireTemplateUse(user.id, use.id))).toBe(404)
	})

	it('Cancel deletes exactly the created tasks and nothing else', () => {
		const user = makeUser()
		const other = makeUser()
		const keep = makeTask(user.id, { title: 'Keep me' })
		const keepChild = makeTask(user.id, { title: 'Keep my child', parentId: keep.id })
		const theirs = makeTask(other.id, { title: 'Theirs' })
		const template = createTemplate(user.id, tree)
		const first = prepareTemplateUse(user, template)
		const second = prepareTemplateUse(user, template)
		expect(status(() => requireTemplateUse(other.id, first.id))).toBe(404)
		expect(cancelTemplateUse(user.id, first)).toEqual({ deleted: 4, created: 4 })
		const left = findTasks(user.id)
		expect(left.map((t) => t.id)).toEqual(expect.arrayContaining([keep.id, keepChild.id]))
		expect(left).toHaveLength(2 + 4)
		expect(left.filter((t) => t.templateUseId === second.id)).toHaveLength(4)
		expect(findTasks(other.id).map((t) => t.id)).toEqual([theirs.id])
		expect(requireOwnTemplate(user.id, template.id).timesUsed).toBe(0)
	})

	it('Add never touches tasks outside the use, even with their ids in the form', () => {
		const user = makeUser()
		const other = makeUser()
		const theirs = makeTask(other.id, { title: 'Theirs' })
		const mine = makeTask(user.id, { title: 'Mine' })
		const use = prepareTemplateUse(user, createTemplate(user.id, tree))
		const row = { start: null, due: null, folder: '', context: '', priority: 'top', status: 'next' }
		confirmTemplateUse(user.id, use, [{ id: theirs.id, title: 'x', ...row }, { id: mine.id, title: 'y', ...row }])
		expect(findTasks(other.id)[0]!.title).toBe('Theirs')
		expect(findTasks(user.id).find((t) => t.id === mine.id)!.title).toBe('Mine')
	})

	it('a template with 50 tasks is instantiated in one transaction', () => {
		const user = makeUser()
		const big = {
			name: 'Big',
			description: 'Fifty tasks',
			tasks: Array.from({ length: 10 }, (_, i) => ({
				title: `Parent ${i}`,
				notes: '',
				children: Array.from({ length: 4 }, (_, j) => ({ title: `Child ${i}.${j}`, notes: '' })),
			})),
		}
		const template = createTemplate(user.id, big)
		const use = prepareTemplateUse(user, template)
		expect(tasksOfUse(user.id, use.id)).toHaveLength(50)
		expect(use.taskCount).toBe(50)
		// one transaction: when an insert fails half-way (the 51st task), none of the tasks nor the use remain
		const broken = { ...template, tasks: [...big.tasks, { title: null as unknown as string, notes: '', children: [] }] }
		expect(() => prepareTemplateUse(user, broken)).toThrow()
		expect(findTasks(user.id)).toHaveLength(50)
		expect(db().select().from(templateUses).where(eq(templateUses.ownerId, user.id)).all()).toHaveLength(1)
	})

	it('removes confirmations abandoned for more than a day, with their tasks', () => {
		const user = makeUser()
		const template = createTemplate(user.id, tree)
		const now = Date.now()
		const old = prepareTemplateUse(user, template, now - 25 * 60 * 60 * 1000)
		const fresh = prepareTemplateUse(user, template, now)
		expect(purgeAbandonedUses(db(), now)).toBe(4)
		expect(findTasks(user.id).every((t) => t.templateUseId === fresh.id)).toBe(true)
		expect(status(() => requireTemplateUse(user.id, old.id))).toBe(404)
	})
})
