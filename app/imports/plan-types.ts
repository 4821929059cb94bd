// What a Twentyfour export carries beyond a task (lists with their attributes, templates, preferences), as the import
// plan holds it. Its own module below plan.ts and twentyfour.ts, so the plan and the readers import it without a
// circle (decision 305); twentyfour.ts re-exports it.
import type { TemplateTask } from '#db/schema'
import type { ExportedPreferences, ExportedTemplate } from './twentyfour-shape'

/** a folder or context of the file with its attributes (group: folders only) */
export type NamedList = { name: string; private: boolean; active: boolean; customOrder: number; group: string }
/** a template of the file; `key` and `publishedFrom` are ids of the file (the write gives new ids) */
export type PlannedTemplate = Omit<ExportedTemplate, 'id' | 'tasks'> & { key: string; tasks: TemplateTask[] }

export type PlanExtras = {
	folders: NamedList[]
	contexts: NamedList[]
	templates: PlannedTemplate[]
	/** quick-add defaults and display options; null when the file has none (or they could not be read) */
	preferences: ExportedPreferences | null
}
