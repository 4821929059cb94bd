// The task entry fields, shared by the create page, the Create Task modal and the card's edit mode.
import { useState } from 'react'
import type { TaskFormErrors, TaskFormValues } from '~/tasks/task-form'
import { PRIORITIES, REMIND_OPTIONS, REPEAT_OPTIONS, STATUSES } from '~/tasks/options'
import { ErrorSummary, InlineError, SelectField, TextField } from '~/ui/forms'
import { useHydrated } from '~/ui/hydrated'
import { useFromFieldsOnHydration } from '~/ui/typed-before-hydration'
import { AssignedToField, offersPeople, type AssignMode, type FolderPeople } from './assigned-to-field'

export type TaskFormLists = {
	contexts: string[]
	folderGroups: { label: string; options: { text: string }[] }[]
	/** who the task being edited may be assigned to: its shared folder's owner and members (none: not shared); for a
	 * sub-task's Create form, its parent's */
	people?: { id: string; name: string }[]
	/** the Create form's "Assigned to": each shared folder the person may add to, with its people (issue 55) */
	newTaskPeople?: FolderPeople[]
}

const FIELD_IDS: Record<keyof TaskFormValues, string> = {
	title: 'title', notes: 'notes', star: 'star', completed: 'completed', startDate: 'startDate', startTime: 'startTime',
	dueDate: 'dueDate', dueTime: 'dueTime', length: 'length', repeatChoice: 'repeatChoice', repeatText: 'repeatText',
	repeatFrom: 'repeatFrom', remind: 'remind', folder: 'folder', context: 'context', priority: 'priority', status: 'status',
	assignedTo: 'assignedTo', waitingFor: 'waitingFor',
}
const ORDER = Object.keys(FIELD_IDS) as (keyof TaskFormValues)[]

export function TaskErrorSummary({ errors, prefix }: { errors: TaskFormErrors | undefined; prefix: string }) {
	const list = ORDER.filter((k) => errors?.[k]).map((k) => ({ id: `${prefix}${FIELD_IDS[k]}`, message: errors![k]! }))
	return <ErrorSummary errors={list} />
}

const err = (errors: TaskFormErrors | undefined, k: keyof TaskFormValues) => (errors?.[k] ? [errors[k]!] : undefined)

export function TaskFields({
	values,
	errors,
	lists,
	prefix,
	showCompleted = false,
	autoFocus = false,
	assign = 'edit',
	parentFolder,
}: {
	values: TaskFormValues
	errors?: TaskFormErrors
	lists: TaskFormLists
	/** makes ids unique on a page with several forms */
	prefix: string
	showCompleted?: boolean
	autoFocus?: boolean
	/** which form "Assigned to" is in: the edit form (the task's folder's people) or a Create form */
	assign?: AssignMode
	/** a sub-task's form (its Create form or its edit form): its parent's folder ('' none), said instead of a choice (the
	 * server takes it); absent for a task without a parent */
	parentFolder?: string
}) {
	const hydrated = useHydrated()
	const [repeat, setRepeat] = useState(values.repeatChoice)
	const [folder, setFolder] = useState(values.folder)
	const [assignee, setAssignee] = useState(values.assignedTo)
	const id = (k: keyof TaskFormValues) => `${prefix}${FIELD_IDS[k]}`
	// Advanced, a folder or a person chosen before the script loaded: kept (issue 48)
	useFromFieldsOnHydration(() => {
		const chosen = document.getElementById(id('repeatChoice'))
		if (chosen instanceof HTMLSelectElement) setRepeat(chosen.value)
		const inFolder = document.getElementById(id('folder'))
		if (inFolder instanceof HTMLSelectElement) setFolder(inFolder.value)
		const person = document.getElementById(id('assignedTo'))
		if (person instanceof HTMLSelectElement) setAssignee(person.value)
	})
	const check = 'flex min-h-10 items-center gap-2 font-medium'
	return (
		<div className="grid gap-x-4 sm:grid-cols-2">
			<div className="sm:col-span-2">
				<TextField id={id('title')} name="title" label="Title" defaultValue={values.title} errors={err(errors, 'title')} required autoFocus={autoFocus} maxLength={500} />
			</div>
			<div className="mb-4 flex flex-wrap gap-x-6 sm:col-span-2">
				<label className={check}>
					<input type="checkbox" name="star" value="Y" defaultChecked={values.star} className="h-5 w-5" />
					Star
				</label>
				{showCompleted ? (
					<label className={check}>
						<input type="checkbox" name="completed" value="Y" defaultChecked={values.completed} className="h-5 w-5" />
						Completed
					</label>
				) : null}
			</div>
			<TextField id={id('startDate')} name="startDate" type="date" label="Start date" defaultValue={values.startDate} errors={err(errors, 'startDate')} />
			<TextField id={id('startTime')} name="startTime" type="time" label="Start time" defaultValue={values.startTime} errors={err(errors, 'startTime')} />
			<TextField id={id('dueDate')} name="dueDate" type="date" label="Due date" defaultValue={values.dueDate} errors={err(errors, 'dueDate')} />
			<TextField id={id('dueTime')} name="dueTime" type="time" label="Due time" defaultValue={values.dueTime} errors={err(errors, 'dueTime')} />
			<TextField id={id('length')} name="length" type="number" inputMode="numeric" min={0} step={1} label="Length" hint="In minutes." defaultValue={values.length} errors={err(errors, 'length')} />
			<SelectField required id={id('remind')} name="remind" label="Remind" hint="Before the due date and time." defaultValue={values.remind} errors={err(errors, 'remind')} options={REMIND_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }))} />
			<SelectField required id={id('repeatChoice')} name="repeatChoice" label="Repeat" defaultValue={values.repeatChoice} onChange={(e) => setRepeat(e.target.value)} errors={err(errors, 'repeatChoice')} options={REPEAT_OPTIONS} />
			<fieldset className="mb-4">
				<legend className="font-medium">Repeat from</legend>
				<div className="mt-1 flex min-h-10 flex-wrap items-center gap-x-6">
					<label className="flex items-center gap-2">
						<input type="radio" name="repeatFrom" value="due" defaultChecked={values.repeatFrom !== 'completedDate'} className="h-5 w-5" />
						Due
					</label>
					<label className="flex items-center gap-2">
						<input type="radio" name="repeatFrom" value="completedDate" defaultChecked={values.repeatFrom === 'completedDate'} className="h-5 w-5" />
						Completed
					</label>
				</div>
			</fieldset>
			{!hydrated || repeat === 'ADVANCED' ? (
				<div className="sm:col-span-2">
					<TextField
						id={id('repeatText')}
						name="repeatText"
						label="Advanced repeat"
						hint={hydrated ? 'For example: every 2 weeks on Tuesday.' : 'Used when Repeat is Advanced. For example: every 2 weeks on Tuesday.'}
						defaultValue={values.repeatText}
						errors={err(errors, 'repeatText')}
						maxLength={200}
					/>
				</div>
			) : (
				<input type="hidden" name="repeatText" value={values.repeatText} />
			)}
			{parentFolder !== undefined ? (
				// a sub-task goes where its parent goes (issue 55 point 1): no choice that would be ignored
				<div className="mb-4">
					<p className="font-medium">Folder</p>
					<p className="text-sm text-slate-600">A sub-task goes where its parent goes.</p>
					<p className="mt-1 py-2">{parentFolder ? `${parentFolder} (its parent’s)` : 'None (its parent has none)'}</p>
				</div>
			) : (
			<div className="mb-4">
				<label htmlFor={id('folder')} className="block font-medium">
					Folder <span className="font-normal text-slate-600">(optional)</span>
				</label>
				<InlineError id={`${id('folder')}-error`} errors={err(errors, 'folder')} />
				<select
					id={id('folder')}
					name="folder"
					defaultValue={values.folder}
					onChange={(e) => setFolder(e.target.value)}
					aria-invalid={errors?.folder ? true : undefined}
					aria-describedby={errors?.folder ? `${id('folder')}-error` : undefined}
					className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base shadow-sm"
				>
					<option value="">Unassigned</option>
					{values.folder && !lists.folderGroups.some((g) => g.options.some((o) => o.text === values.folder)) ? (
						<option value={values.folder}>{values.folder}</option>
					) : null}
					{lists.folderGroups.map((g) => (
						<optgroup key={g.label} label={g.label}>
							{g.options.map((o) => (
								<option key={o.text} value={o.text}>
									{o.text}
								</option>
							))}
						</optgroup>
					))}
				</select>
			</div>
			)}
			<SelectField id={id('context')} name="context" label="Context" defaultValue={values.context} errors={err(errors, 'context')} options={[
					{ value: '', label: 'Unassigned' },
					...(values.context && !lists.contexts.includes(values.context) ? [values.context] : []).concat(lists.contexts).map((c) => ({ value: c, label: c })),
				]} />
			<SelectField required id={id('priority')} name="priority" label="Priority" defaultValue={values.priority} errors={err(errors, 'priority')} options={PRIORITIES.map((p) => ({ value: p.value, label: p.label }))} />
			<SelectField required id={id('status')} name="status" label="Status" defaultValue={values.status} errors={err(errors, 'status')} options={STATUSES.map((s) => ({ value: s.value, label: s.label }))} />
			<AssignedToField id={id('assignedTo')} mode={assign} lists={lists} values={values} error={errors?.assignedTo} hydrated={hydrated} folder={folder} assignee={assignee} onAssign={setAssignee} />
			{/* shown with the status Delegated or Waiting, by CSS alone (task-card.css): the same with JavaScript off */}
			<div className="waiting-for">
				<TextField id={id('waitingFor')} name="waitingFor" label="Waiting for whom?" hint={offersPeople(assign, lists) ? 'Someone outside the folder, when it waits for nobody above.' : 'For Delegated or Waiting: the person it waits for.'} defaultValue={values.waitingFor} errors={err(errors, 'waitingFor')} maxLength={100} />
			</div>
			<div className="mb-4 sm:col-span-2">
				<label htmlFor={id('notes')} className="block font-medium">
					Notes <span className="font-normal text-slate-600">(optional)</span>
				</label>
				<p id={`${id('notes')}-hint`} className="text-sm text-slate-600">
					Markdown: **bold**, *italic*, lists and links.
				</p>
				<textarea
					id={id('notes')}
					name="notes"
					rows={6}
					defaultValue={values.notes}
					aria-describedby={`${id('notes')}-hint`}
					className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base shadow-sm"
				/>
			</div>
		</div>
	)
}
