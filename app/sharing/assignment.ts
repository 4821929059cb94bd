// Assignment, Waiting For with a person and the change list of a shared task (issue 55 points 3 and 4): the rules,
// pure and tested alone (assignment.test.ts). The reads and writes are in assignment.server.ts.
import { statusLabel } from '~/tasks/options'
import { may, type Access } from './roles'

export const WAITING_STATUSES = ['waiting', 'delegated'] as const
export const isWaitingStatus = (status: string) => (WAITING_STATUSES as readonly string[]).includes(status)
export const WAITING_FOR_MAX = 100

export const ASSIGN_MESSAGES = {
	notAssignable: 'Choose the folder’s owner or one of its members: only they can be assigned a task of a shared folder.',
	notAllowed: 'Your role in this shared folder does not allow assigning its tasks.',
	/** the Create form: a person chosen for a task whose folder is shared with nobody */
	notShared: 'Only a task in a shared folder can be assigned. Choose a shared folder, or Nobody under “Assigned to”.',
	waitingForTooLong: `Waiting for whom? Use at most ${WAITING_FOR_MAX} characters.`,
} as const

/**
 * Whether `assigneeId` may be given this task by a person with `access` to it: null when it may (or nothing is
 * assigned), otherwise what the form says. `assignable`: the ids of the folder's owner and members (assignableIn).
 */
export function assignmentProblem(access: Access | null, assigneeId: string | null, assignable: readonly string[]): string | null {
	if (!assigneeId) return null
	if (!may(access, 'change')) return ASSIGN_MESSAGES.notAllowed
	return assignable.includes(assigneeId) ? null : ASSIGN_MESSAGES.notAssignable
}

/**
 * Whether a list card's "Add sub-task" form (the Create Task modal, with JavaScript) should ask the server for the
 * parent's folder's people (`assignmentChoices`, through the create page's loader: decision 402). A sub-task goes
 * where its parent goes, so only a parent in a shared folder can offer anyone: someone else's task shared with the
 * person (`sharedBy`), or one in a folder of theirs the Create form's "Assigned to" lists (`newTaskPeople` lists every
 * folder of the person's own that is shared). A viewer's card offers no sub-task at all. Only spares a request: the
 * choices and the check are the server's.
 */
export function subTaskMayOfferPeople(parent: { folder?: string; sharedBy?: string; viewOnly?: boolean }, newTaskPeople: readonly { folder: string }[] | undefined): boolean {
	if (parent.viewOnly) return false
	if (parent.sharedBy) return true
	return !!parent.folder && !!newTaskPeople?.some((g) => g.folder === parent.folder)
}

/** "Ann Lee" → "AL", "ann" → "A", "Jean-Luc Picard" → "JP": the chip's letters */
export function initials(name: string) {
	const words = name.trim().split(/\s+/).filter(Boolean)
	const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words
	return letters.map((w) => [...w][0]!.toUpperCase()).join('')
}

/** what the task waits for: its member, or the person outside as typed; '' when its status is not Delegated or Waiting */
export function waitingForText(task: { status: string; waitingFor: string }, assigneeName: string | undefined) {
	if (!isWaitingStatus(task.status)) return ''
	return assigneeName || task.waitingFor
}

/** "waiting 5 days" since the status was set (less than a day: "waiting since today") */
export function waitedFor(since: number, now: number) {
	const days = Math.floor((now - since) / 86_400_000)
	if (days < 1) return 'waiting since today'
	return days === 1 ? 'waiting 1 day' : `waiting ${days} days`
}

type Tracked = {
	title: string
	notes: string
	completed: boolean
	star: boolean
	status: string
	folder: string
	context: string
	priority: string
	start: number | null
	due: number | null
	assignedTo: string | null
	waitingFor: string
}

/** the change list's lines for one write: what differs between `before` and `after`, in words (names by id) */
export function describeChanges(before: Tracked, after: Tracked, nameOf: (id: string) => string): string[] {
	const lines: string[] = []
	if (before.completed !== after.completed) lines.push(after.completed ? 'Completed' : 'Marked as not complete')
	if (before.title !== after.title) lines.push(`Title: “${after.title}”`)
	if (before.status !== after.status) lines.push(`Status: ${statusLabel(after.status)}`)
	if (before.assignedTo !== after.assignedTo) lines.push(after.assignedTo ? `Assigned to ${nameOf(after.assignedTo)}` : 'No longer assigned')
	if (before.waitingFor !== after.waitingFor) lines.push(after.waitingFor ? `Waiting for ${after.waitingFor}` : 'Waiting for nobody outside')
	if (before.folder !== after.folder) lines.push(after.folder ? `Folder: ${after.folder}` : 'Folder removed')
	if (before.context !== after.context) lines.push(after.context ? `Context: ${after.context}` : 'Context removed')
	if (before.priority !== after.priority) lines.push('Priority changed')
	if (before.start !== after.start || before.due !== after.due) lines.push('Dates changed')
	if (before.star !== after.star) lines.push(after.star ? 'Starred' : 'Star removed')
	if (before.notes !== after.notes) lines.push('Notes changed')
	return lines
}

/** how many changes a task's list keeps: the newest 50 (the "the last 50") */
export const HISTORY_KEPT = 50

/** the toast of the assignments someone else made since the person's last page */
export function assignedToast(notices: { by: string; title: string }[]) {
	if (!notices.length) return null
	if (notices.length === 1) {
		const [n] = notices
		return `${n!.by || 'Someone'} assigned you “${n!.title}”`
	}
	return `${notices.length} tasks were assigned to you.`
}

/**
 * Quick add's `+name` (issue 55 point 3): the person of `people` whose name (first name or goes-by) starts with `word`,
 * case-insensitive, when exactly one does (or one is named exactly so). Otherwise why not.
 */
export function personByPrefix<P extends { name: string; first?: string }>(word: string, people: readonly P[]): { person: P } | { problem: 'unknown' | 'ambiguous' } {
	const w = word.toLowerCase()
	const names = (p: P) => [p.name, p.first ?? ''].filter(Boolean).map((n) => n.toLowerCase())
	const exact = people.filter((p) => names(p).includes(w))
	if (exact.length === 1) return { person: exact[0]! }
	const matches = people.filter((p) => names(p).some((n) => n.startsWith(w)))
	if (matches.length === 1) return { person: matches[0]! }
	return { problem: matches.length ? 'ambiguous' : 'unknown' }
}
