// The task form's "Assigned to" (issue 55 point 3; decisions 383 and 391). The edit form offers the people of the
// task's shared folder. The Create form chooses the folder in the same form, so it offers the people of every shared
// folder the person may add to, grouped by folder (<optgroup>), and the server checks the choice against the folder
// chosen; with JavaScript the options narrow to the chosen folder's people (and the field goes while the folder chosen
// is shared with nobody), which the form never needs.
import type { TaskFormValues } from '~/tasks/task-form'
import { SelectField } from '~/ui/forms'

type Person = { id: string; name: string }
export type FolderPeople = { folder: string; people: Person[] }
/** which form: a task's edit form, the Create form of a task, or of a sub-task (it goes where its parent goes) */
export type AssignMode = 'edit' | 'create' | 'sub-task'

const EDIT_HINT = 'The folder’s owner or one of its members. For Delegated or Waiting: whom it waits for.'
const CREATE_HINT = 'For a task in a shared folder: its owner or one of its members, listed under the folder’s name. For Delegated or Waiting: whom it waits for.'

/** whether the form shows "Assigned to" at all (the "Waiting for whom?" hint says "above" only then) */
export function offersPeople(mode: AssignMode, lists: { people?: Person[]; newTaskPeople?: FolderPeople[] }) {
	return mode === 'create' ? !!lists.newTaskPeople?.length : !!lists.people?.length
}

export function AssignedToField({
	id,
	mode,
	lists,
	values,
	error,
	hydrated,
	folder,
	assignee,
	onAssign,
}: {
	id: string
	mode: AssignMode
	lists: { people?: Person[]; newTaskPeople?: FolderPeople[] }
	values: TaskFormValues
	error: string | undefined
	hydrated: boolean
	/** the folder chosen now (the Create form, with JavaScript) */
	folder: string
	/** the person chosen now (the Create form, with JavaScript): kept in state while the options narrow */
	assignee: string
	onAssign: (id: string) => void
}) {
	const errors = error ? [error] : undefined
	if (mode !== 'create') {
		if (!lists.people?.length) return null
		return (
			<SelectField id={id} name="assignedTo" label="Assigned to" hint={EDIT_HINT} defaultValue={values.assignedTo} errors={errors} options={[
					{ value: '', label: 'Nobody' },
					...lists.people.map((p) => ({ value: p.id, label: p.name })),
				]} />
		)
	}
	const groups = lists.newTaskPeople ?? []
	if (!groups.length) return null
	// with JavaScript: the chosen folder's people only (a refusal shows every folder's, as the server drew them)
	if (hydrated && !error) {
		const group = groups.find((g) => g.folder === folder)
		if (!group) return null
		const chosen = group.people.some((p) => p.id === assignee) ? assignee : ''
		return (
			<SelectField key="narrowed" id={id} name="assignedTo" label="Assigned to" hint={EDIT_HINT} value={chosen} onChange={(e) => onAssign(e.target.value)} options={[
					{ value: '', label: 'Nobody' },
					...group.people.map((p) => ({ value: p.id, label: p.name })),
				]} />
		)
	}
	// without it: every shared folder's people under the folder's name; the server checks the folder chosen
	return (
		<SelectField key="grouped" id={id} name="assignedTo" label="Assigned to" hint={CREATE_HINT} defaultValue={values.assignedTo} onChange={(e) => onAssign(e.target.value)} errors={errors} placeholder="Nobody" options={[]} groups={groups.map((g) => ({
				label: g.folder,
				options: g.people.map((p) => ({ value: p.id, label: p.name })),
			}))} />
	)
}
