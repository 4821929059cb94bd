import { describe, expect, it } from 'vitest'
import {
	applyEditorIntent,
	blankDraft,
	draftFromForm,
	orderedErrors,
	parseEditorIntent,
	TEMPLATE_TASKS_MAX,
	TEMPLATE_TEXTS,
	validateDraft,
	type TemplateDraft,
} from './template-tree'

const draft = (): TemplateDraft => ({
	name: 'Trip',
	description: 'Before leaving',
	tasks: [
		{ title: 'Pack', notes: '', children: [{ title: 'Socks', notes: '' }] },
		{ title: 'Book', notes: 'hotel', children: [] },
	],
})

describe('the editor form', () => {
	it('reads the nested tree in index order, skipping gaps', () => {
		const fd = new FormData()
		fd.set('name', 'Trip')
		fd.set('description', 'D')
		fd.set('tasks.3.title', 'Book')
		fd.set('tasks.3.notes', '')
		fd.set('tasks.0.title', 'Pack')
		fd.set('tasks.0.notes', 'n')
		fd.set('tasks.0.children.2.title', 'Socks')
		fd.set('tasks.0.children.2.notes', '')
		expect(draftFromForm(fd).tasks).toEqual([
			{ title: 'Pack', notes: 'n', children: [{ title: 'Socks', notes: '' }] },
			{ title: 'Book', notes: '', children: [] },
		])
	})

	it('reads no more than the bound of tasks from a forged form', () => {
		const fd = new FormData()
		for (let i = 0; i < 1000; i++) fd.set(`tasks.${i}.title`, 'x')
		expect(draftFromForm(fd).tasks.length).toBe(TEMPLATE_TASKS_MAX + 1)
		expect(validateDraft({ ...draftFromForm(fd), name: 'n', description: 'd' })).toMatchObject({ ok: false })
	})

	it('parses intents; a sub-task cannot get a sub-task', () => {
		expect(parseEditorIntent('save')).toEqual({ type: 'save' })
		expect(parseEditorIntent('remove:1.0')).toEqual({ type: 'remove', path: { task: 1, child: 0 } })
		expect(parseEditorIntent('add-child:2')).toEqual({ type: 'add-child', path: { task: 2 } })
		expect(parseEditorIntent('add-child:2.1')).toBeNull()
		expect(parseEditorIntent('drop table')).toBeNull()
	})
})

describe('editing the tree', () => {
	it('adds a sibling after a task and a sub-task at the end', () => {
		let r = applyEditorIntent(draft(), { type: 'add-sibling', path: { task: 0 } })
		expect(r.draft.tasks.map((t) => t.title)).toEqual(['Pack', '', 'Book'])
		r = applyEditorIntent(draft(), { type: 'add-child', path: { task: 1 } })
		expect(r.draft.tasks[1]!.children).toEqual([{ title: '', notes: '' }])
		r = applyEditorIntent(draft(), { type: 'add-sibling', path: { task: 0, child: 0 } })
		expect(r.draft.tasks[0]!.children.length).toBe(2)
	})

	it('removes tasks and sub-tasks, but never the last top-level task', () => {
		const r = applyEditorIntent(draft(), { type: 'remove', path: { task: 0, child: 0 } })
		expect(r.draft.tasks[0]!.children).toEqual([])
		const one = applyEditorIntent(draft(), { type: 'remove', path: { task: 0 } }).draft
		expect(one.tasks.map((t) => t.title)).toEqual(['Book'])
		const refused = applyEditorIntent(one, { type: 'remove', path: { task: 0 } })
		expect(refused.refused).toBe(TEMPLATE_TEXTS.lastTask)
		expect(refused.draft).toBe(one)
	})

	it('does not change the original draft', () => {
		const d = draft()
		applyEditorIntent(d, { type: 'add-child', path: { task: 0 } })
		expect(d.tasks[0]!.children.length).toBe(1)
	})
})

describe('validation (spec point 5)', () => {
	it('gives the exact messages by field', () => {
		const r = validateDraft({ name: ' ', description: '', tasks: [{ title: '', notes: '', children: [{ title: '', notes: '' }] }] })
		expect(r).toEqual({
			ok: false,
			errors: {
				name: 'A name is required.',
				description: 'A description is required.',
				'tasks.0.title': 'A title is required.',
				'tasks.0.children.0.title': 'A title is required.',
			},
		})
	})

	it('enforces the input limits the browser enforces', () => {
		const r = validateDraft({ ...draft(), name: 'n'.repeat(201), description: 'd'.repeat(5001) })
		expect(r.ok).toBe(false)
		const big = validateDraft({ ...draft(), tasks: [{ title: 't'.repeat(501), notes: 'n'.repeat(20_001), children: [] }] })
		expect(big).toMatchObject({ ok: false, errors: { 'tasks.0.title': TEMPLATE_TEXTS.titleTooLong, 'tasks.0.notes': TEMPLATE_TEXTS.notesTooLong } })
	})

	it('trims and accepts a good draft; a blank draft has one task', () => {
		expect(validateDraft({ ...draft(), name: '  Trip ' })).toMatchObject({ ok: true, value: { name: 'Trip' } })
		expect(blankDraft().tasks.length).toBe(1)
	})
})

describe('the error summary', () => {
	it('lists the errors in form order, saying which task each is about', () => {
		const d: TemplateDraft = { name: '', description: 'd', tasks: [{ title: '', notes: '', children: [{ title: '', notes: '' }] }] }
		const r = validateDraft(d)
		expect(r.ok).toBe(false)
		if (r.ok) return
		expect(orderedErrors(d, r.errors)).toEqual([
			{ id: 'template-name', message: 'A name is required.' },
			{ id: 'template-tasks-0-title', message: 'Task 1: A title is required.' },
			{ id: 'template-tasks-0-children-0-title', message: 'Task 1 sub-task 1: A title is required.' },
		])
	})
})
