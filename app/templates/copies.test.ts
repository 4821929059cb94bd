import { describe, expect, it } from 'vitest'
import { importedCopy, publishedCopy, type TemplateRecord } from './copies'
import { instantiationPlan, cancelledToast, INSTANTIATION_TEXTS } from './instantiation'

const original: TemplateRecord = {
	id: 'orig',
	ownerId: 'alice',
	name: 'Trip',
	description: 'D',
	tasks: [
		{ title: 'Pack', notes: 'n', children: [{ title: 'Socks', notes: 's' }] },
		{ title: 'Book', notes: '' },
	],
	public: false,
	importedFrom: 'older',
	publishedFrom: null,
	icon: null,
	image: null,
	category: 'travel',
	bgVariant: null,
	textVariant: null,
}

describe('publish and import copies (spec point 4)', () => {
	it('publish: a public copy with publishedFrom, importedFrom removed, no id', () => {
		const c = publishedCopy(original, 'alice', 5)
		expect(c).toMatchObject({ ownerId: 'alice', public: true, publishedFrom: 'orig', importedFrom: null, timesUsed: 0, added: 5 })
		expect('id' in c).toBe(false)
	})

	it('import: a private copy for the importer with importedFrom, publishedFrom removed', () => {
		const c = importedCopy({ ...original, public: true, publishedFrom: 'p', importedFrom: null }, 'bob', 7)
		expect(c).toMatchObject({ ownerId: 'bob', public: false, importedFrom: 'orig', publishedFrom: null, timesUsed: 0 })
		expect('id' in c).toBe(false)
	})

	it('copies the nested tree exactly and deeply', () => {
		const c = importedCopy(original, 'bob', 7)
		expect(c.tasks).toEqual([
			{ title: 'Pack', notes: 'n', children: [{ title: 'Socks', notes: 's' }] },
			{ title: 'Book', notes: '', children: [] },
		])
		expect(c.tasks[0]).not.toBe(original.tasks[0])
		expect(c.tasks[0]!.children).not.toBe(original.tasks[0]!.children)
	})
})

describe('the instantiation plan', () => {
	it('lists parents first, then children pointing at their parent', () => {
		expect(instantiationPlan(original.tasks)).toEqual([
			{ title: 'Pack', notes: 'n', parentIndex: null },
			{ title: 'Book', notes: '', parentIndex: null },
			{ title: 'Socks', notes: 's', parentIndex: 0 },
		])
	})

	it('words the outcomes as the spec does', () => {
		expect(INSTANTIATION_TEXTS.added(3, 3)).toBe('3 tasks were created from the selected template.')
		expect(INSTANTIATION_TEXTS.added(1, 1)).toBe('1 task was created from the selected template.')
		expect(INSTANTIATION_TEXTS.added(1, 3)).toBe('1 of 3 tasks was created from the selected template.')
		expect(cancelledToast(3, 3)).toMatchObject({ type: 'success', description: '3 tasks deleted.' })
		expect(cancelledToast(2, 3)).toMatchObject({ type: 'warning', description: '2 of 3 tasks deleted. Your list may contain unnecessary tasks.' })
	})
})
