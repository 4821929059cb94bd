// The import preview's summary of a plan (screen 21's Data Import): counts, new and existing folders and contexts, likely
// duplicates, the first problems and the whole list as CSV.
import { csvLine } from '~/profile/export'
import type { ImportPlan, Problem } from './plan'
import { z } from 'zod'
import { STATUSES, type Status } from '~/tasks/options'

export type PlanSummary = {
	format: ImportPlan['format']
	/** absent in previews kept before Todoist (always Toodledo then) */
	source?: string
	notes?: string[]
	tasks: number
	open: number
	completed: number
	subTasks: number
	newFolders: string[]
	existingFolders: string[]
	newContexts: string[]
	existingContexts: string[]
	/** contexts of the file that match one of the person's spelt otherwise ("home" is "@Home"): [in the file, theirs] */
	matchedContexts?: [string, string][]
	/** tasks of the file with no status: the preview offers one for them (issue 51, point 14) */
	withoutStatus?: number
	duplicates: number
	problems: Problem[]
	problemCount: number
	/** a Twentyfour export: its templates (new, or one of that name kept), and whether it sets the preferences */
	newTemplates?: string[]
	existingTemplates?: string[]
	preferences?: boolean
}

/**
 * How many problem lines the preview and the result show; the rest are counted, and the whole list is a download
 * (problemsCsv). A file whose every row fails must still give a page a person can read (issue 30).
 */
export const SHOWN_PROBLEMS = 100

/** Every problem of a plan as CSV, the columns of the preview's table (cells neutralised as in every CSV we serve). */
export function problemsCsv(problems: Problem[], count = problems.length) {
	const lines = [csvLine(['Where', 'Task', 'What happens'])]
	for (const p of problems) lines.push(csvLine([p.where, p.title, `${p.skipped ? 'Skipped: ' : ''}${p.why}`]))
	// only the first problems are kept (IMPORT_CAPS.problemsKept): the rest are counted
	if (count > problems.length) lines.push(csvLine(['', '', `${(count - problems.length).toLocaleString('en-US')} more rows are not listed.`]))
	return `${lines.join('\r\n')}\r\n`
}

/** every problem of a plan, kept or only counted */
export const problemCountOf = (plan: Pick<ImportPlan, 'problems' | 'problemCount'>) => plan.problemCount ?? plan.problems.length

/**
 * What the preview shows: counts, which folders and contexts exist already (by name, ignoring case), and how many tasks
 * look like duplicates of the person's tasks (same title and due date). With `replace` nothing existing is kept.
 */
export function summarize(
	plan: ImportPlan,
	existing: { folders: string[]; contexts: string[]; taskKeys: Set<string>; templates?: string[] },
	replace: boolean,
): PlanSummary {
	const has = (names: string[], kind: 'folder' | 'context') => {
		const set = new Set(replace ? [] : names.map((n) => nameKey(kind, n)))
		return (name: string) => set.has(nameKey(kind, name))
	}
	const folderExists = has(existing.folders, 'folder')
	const contextExists = has(existing.contexts, 'context')
	const theirs = new Map(existing.contexts.map((n) => [nameKey('context', n), n]))
	const completed = plan.tasks.filter((t) => t.completed).length
	return {
		format: plan.format,
		source: plan.source,
		notes: plan.notes,
		tasks: plan.tasks.length,
		open: plan.tasks.length - completed,
		completed,
		subTasks: plan.tasks.filter((t) => t.parentKey).length,
		newFolders: plan.folders.filter((n) => !folderExists(n)),
		existingFolders: plan.folders.filter(folderExists),
		newContexts: plan.contexts.filter((n) => !contextExists(n)),
		existingContexts: plan.contexts.filter(contextExists),
		matchedContexts: plan.contexts.filter(contextExists).flatMap((n) => {
			const stored = theirs.get(nameKey('context', n))
			return stored && stored !== n ? [[n, stored] as [string, string]] : []
		}),
		withoutStatus: plan.tasks.filter((t) => t.status === 'none').length,
		duplicates: replace ? 0 : plan.tasks.filter((t) => existing.taskKeys.has(duplicateKey(t.title, t.due))).length,
		problems: plan.problems.slice(0, SHOWN_PROBLEMS),
		problemCount: problemCountOf(plan),
		...(plan.extras && templatesAndPreferences(plan.extras, existing.templates ?? [])),
	}
}

/** templates are matched by name ignoring case (and never deleted by Replace) */
function templatesAndPreferences(extras: NonNullable<ImportPlan['extras']>, existing: string[]) {
	const have = new Set(existing.map((n) => n.toLowerCase()))
	const fresh = new Set<string>()
	const names = extras.templates.map((t) => t.name)
	return {
		newTemplates: names.filter((n) => !have.has(n.toLowerCase()) && !fresh.has(n.toLowerCase()) && fresh.add(n.toLowerCase())),
		existingTemplates: names.filter((n) => have.has(n.toLowerCase())),
		preferences: extras.preferences !== null,
	}
}

/**
 * The key an imported folder or context is matched by: without case, and a context without its leading @ too ("home",
 * a Todoist label, is the person's "@Home"; issue 51, point 14). The import's writer (import-writer.server.ts) matches
 * the same way.
 */
export const nameKey = (kind: 'folder' | 'context', name: string) => (kind === 'context' ? name.replace(/^@+/, '') : name).toLowerCase()

/** the status chosen in the preview for the tasks that have none (a Todoist export has no statuses at all) */
export const importStatusSchema = z.object({ noStatus: z.enum(STATUSES.map((s) => s.value) as [Status, ...Status[]]).optional() })

/** the plan with `status` given to each task that has none (`none` leaves them as they are) */
export function withStatusForNone<P extends Pick<ImportPlan, 'tasks'>>(plan: P, status: Status | undefined): P {
	if (!status || status === 'none') return plan
	return { ...plan, tasks: plan.tasks.map((t) => (t.status === 'none' ? { ...t, status } : t)) }
}

export const duplicateKey = (title: string, due: number | null) => `${due ?? ''}\u0000${title.toLowerCase()}`
