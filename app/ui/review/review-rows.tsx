// The actions of one row of a review step (issue 26): each row is its own form(s), posting the task's id and an intent.
import { Form } from 'react-router'
import type { TaskStepSlug } from '~/review/steps'
import { STATUSES, statusLabel } from '~/tasks/options'
import { displayDate } from '~/tasks/task-dates'
import type { Task } from '~/tasks/tasks.server'
import { Button } from '~/ui/button'
import { SelectField, SubmissionToken, TextField } from '~/ui/forms'

type ErrorOf = ((field: string) => string[] | undefined) | undefined
type Lists = { folders: string[]; contexts: string[] }

const DECISIONS = STATUSES.filter((s) => s.value !== 'none').map((s) => ({ value: s.value, label: s.label }))
const options = (names: string[]) => names.map((n) => ({ value: n, label: n }))

/** a row's element ids: the task's id, or the folder's name made safe for an id */
export const rowId = (key: string, field: string) => `r-${key.replace(/[^A-Za-z0-9_-]/g, '_')}-${field}`

function Hidden({ taskId }: { taskId: string }) {
	return (
		<>
			<SubmissionToken />
			<input type="hidden" name="taskId" value={taskId} />
		</>
	)
}

/** a small action button; its accessible name says which task it acts on */
function Act({ intent, label, task, variant = 'secondary' }: { intent: string; label: string; task: Task; variant?: 'primary' | 'secondary' | 'outline-danger' }) {
	return (
		<Button type="submit" name="intent" value={intent} variant={variant} size="sm" aria-label={`${label}: ${task.title}`}>
			{label}
		</Button>
	)
}

function Summary({ task, timeZone, waiting }: { task: Task; timeZone: string; waiting?: string }) {
	const facts = [
		task.status !== 'none' ? statusLabel(task.status) : '',
		task.folder,
		task.context,
		task.start !== null ? `Starts ${displayDate(task.start, timeZone)}` : '',
		task.due !== null ? `Due ${displayDate(task.due, timeZone)}` : '',
	].filter(Boolean)
	return (
		<div>
			<h2 className="font-semibold break-words">
				<a href={`/tasks/detail/${task.id}`} className="text-slate-900 hover:underline">
					{task.title}
				</a>
			</h2>
			{facts.length ? <p className="text-sm text-slate-700">{facts.join(' · ')}</p> : null}
			{waiting ? <p className="text-sm font-medium text-slate-800">{waiting}</p> : null}
		</div>
	)
}

export function TaskActions({ task, slug, lists, timeZone, errorOf, waiting }: { task: Task; slug: TaskStepSlug; lists: Lists; timeZone: string; errorOf: ErrorOf; waiting?: string }) {
	const id = (f: string) => rowId(task.id, f)
	const row = 'mt-2 flex flex-wrap items-end gap-2'
	return (
		<>
			<Summary task={task} timeZone={timeZone} waiting={waiting} />
			{slug === 'inbox' ? (
				<Form method="post" className="mt-2">
					<Hidden taskId={task.id} />
					<div className="grid gap-2 sm:grid-cols-3">
						<SelectField id={id('status')} name="status" label="Status" placeholder="Choose…" options={DECISIONS} errors={errorOf?.('status')} required />
						<SelectField id={id('folder')} name="folder" label="Folder" placeholder="No folder" options={options(lists.folders)} defaultValue={task.folder} />
						<SelectField id={id('context')} name="context" label="Context" placeholder="No context" options={options(lists.contexts)} defaultValue={task.context} />
					</div>
					<div className={row}>
						<Act intent="decide" label="Save decision" task={task} variant="primary" />
						<Act intent="complete" label="Do it now" task={task} />
						<Act intent="delete" label="Delete" task={task} variant="outline-danger" />
					</div>
				</Form>
			) : null}
			{slug === 'overdue' ? (
				<>
					<Form method="post" className={row}>
						<Hidden taskId={task.id} />
						<input type="hidden" name="intent" value="reschedule" />
						<Button type="submit" name="to" value="tomorrow" variant="secondary" size="sm" aria-label={`+1 day: ${task.title}`}>
							+1 day
						</Button>
						<Button type="submit" name="to" value="next-week" variant="secondary" size="sm" aria-label={`Next week: ${task.title}`}>
							Next week
						</Button>
						<TextField id={id('date')} name="date" type="date" label="New due date" errors={errorOf?.('date')} />
						<Button type="submit" name="to" value="date" variant="secondary" size="sm" aria-label={`Move to the date: ${task.title}`}>
							Move
						</Button>
					</Form>
					<Form method="post" className={row}>
						<Hidden taskId={task.id} />
						<Act intent="complete" label="Complete" task={task} />
						<Act intent="drop-date" label="Drop the date" task={task} />
					</Form>
				</>
			) : null}
			{slug === 'waiting' ? (
				<Form method="post" className={row}>
					<Hidden taskId={task.id} />
					<Act intent="still-waiting" label="Still waiting" task={task} />
					<Act intent="follow-up" label="Follow up" task={task} variant="primary" />
					<Act intent="complete" label="Complete" task={task} />
				</Form>
			) : null}
			{slug === 'someday' ? (
				<Form method="post" className={row}>
					<Hidden taskId={task.id} />
					<Act intent="keep" label="Keep" task={task} />
					<Act intent="activate" label="Activate" task={task} variant="primary" />
					<Act intent="delete" label="Delete" task={task} variant="outline-danger" />
				</Form>
			) : null}
		</>
	)
}

export function FolderRow({ folder, open, errorOf }: { folder: string; open: number; errorOf: ErrorOf }) {
	const id = rowId(folder, 'title')
	return (
		<li className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
			<h2 className="font-semibold">{folder}</h2>
			<p className="text-sm text-slate-700">{open === 1 ? '1 incomplete task' : `${open} incomplete tasks`}, none a Next Action</p>
			<Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
				<SubmissionToken />
				<input type="hidden" name="intent" value="add-next" />
				<input type="hidden" name="folder" value={folder} />
				<div className="min-w-0 flex-1">
					<TextField id={id} name="title" label={`Next action for ${folder}`} errors={errorOf?.('title')} maxLength={500} required />
				</div>
				<Button type="submit" variant="primary" size="sm">
					Add next action
				</Button>
			</Form>
		</li>
	)
}
