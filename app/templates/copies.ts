// Publish and Import (spec point 4): both make a copy, never move or share the original.
// Publish: a public copy owned by the publisher, publishedFrom = the original, importedFrom removed.
// Import: a private copy for the importer, public false, importedFrom = the public original, publishedFrom removed.
// Ids, dates and use counts are never copied; the task tree (sub-tasks included) is copied exactly.
import type { TemplateTask } from '#db/schema'

export type TemplateRecord = {
	id: string
	ownerId: string | null
	name: string
	description: string
	tasks: TemplateTask[]
	public: boolean
	importedFrom: string | null
	publishedFrom: string | null
	icon: string | null
	image: string | null
	category: string | null
	bgVariant: string | null
	textVariant: string | null
}

export type TemplateCopy = Omit<TemplateRecord, 'id'> & { added: number; modified: number; timesUsed: number; uses: number }

/** a deep copy of a task tree (title and notes of every task and sub-task, nothing else) */
export function copyTaskTree(tasks: TemplateTask[]): TemplateTask[] {
	return tasks.map((t) => ({
		title: t.title,
		notes: t.notes,
		children: (t.children ?? []).map((c) => ({ title: c.title, notes: c.notes })),
	}))
}

function baseCopy(original: TemplateRecord, now: number) {
	return {
		name: original.name,
		description: original.description,
		tasks: copyTaskTree(original.tasks),
		icon: original.icon,
		image: original.image,
		category: original.category,
		bgVariant: original.bgVariant,
		textVariant: original.textVariant,
		added: now,
		modified: now,
		timesUsed: 0,
		uses: 0,
	}
}

export function publishedCopy(original: TemplateRecord, publisherId: string, now: number): TemplateCopy {
	return { ...baseCopy(original, now), ownerId: publisherId, public: true, publishedFrom: original.id, importedFrom: null }
}

export function importedCopy(original: TemplateRecord, importerId: string, now: number): TemplateCopy {
	return { ...baseCopy(original, now), ownerId: importerId, public: false, importedFrom: original.id, publishedFrom: null }
}
