// The Create Task modal (screen 9, id taskModal), also the create-child dialog of the detail page.
// It posts to /tasks/create/new through a fetcher: Add closes it; Add & Create New clears it;
// Add & Create Similar keeps the fields but clears the title and notes.
import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import type { CreateActionData } from '~/tasks/create-task.server'
import type { TaskFormValues } from '~/tasks/task-form'
import { CreateTaskForm, type Primary } from './create-form'
import type { TaskFormLists } from './task-fields'
import TaskDialog from './task-dialog'
import { Button } from '~/ui/button'
import { NO_REPEAT, shownRepeatChoice } from '~/tasks/options'

const BLANK: TaskFormValues = {
	title: '', notes: '', star: false, completed: false, startDate: '', startTime: '', dueDate: '', dueTime: '', length: '',
	repeatChoice: shownRepeatChoice(NO_REPEAT), repeatText: '', repeatFrom: 'due', remind: '-1', folder: '', context: '', priority: 'unassigned', status: 'none',
	assignedTo: '', waitingFor: '',
}

function valuesOf(form: HTMLFormElement): TaskFormValues {
	const data = new FormData(form)
	const text = (k: string) => String(data.get(k) ?? '')
	return {
		...BLANK,
		star: data.get('star') === 'Y',
		startDate: text('startDate'), startTime: text('startTime'), dueDate: text('dueDate'), dueTime: text('dueTime'),
		length: text('length'), repeatChoice: text('repeatChoice') || BLANK.repeatChoice, repeatText: text('repeatText'),
		repeatFrom: text('repeatFrom') || 'due', remind: text('remind') || '-1', folder: text('folder'), context: text('context'),
		priority: text('priority') || 'unassigned', status: text('status') || 'none', assignedTo: text('assignedTo'), waitingFor: text('waitingFor'),
	}
}

export default function CreateTaskDialog({
	open,
	onClose,
	parent,
	lists,
	parentPeople,
	askPeople = false,
}: {
	open: boolean
	onClose: () => void
	/** a sub-task's parent, with its folder (the sub-task's too) */
	parent?: { id: string; title: string; folder: string } | null
	lists: TaskFormLists
	/** a sub-task's "Assigned to": its parent's folder's people, where the page knows them (the detail page's) */
	parentPeople?: TaskFormLists['people']
	/** a list card's sub-task (issue 55, decision 402): its parent's folder's people are asked of the create page's
	 * loader, as the page drew them without JavaScript (`assignmentChoices`); the dialog opens once they are here */
	askPeople?: boolean
}) {
	const fetcher = useFetcher<CreateActionData>()
	// the fetcher lives as long as the dialog: closed, nothing reloads it (a parent deleted afterwards is no error)
	const asked = useFetcher<{ parent: { id: string } | null; lists: Pick<TaskFormLists, 'people'> }>()
	const askFor = parent && askPeople && !parentPeople ? parent.id : null
	const load = asked.load
	useEffect(() => {
		if (askFor) void load(`/tasks/create/new?parentId=${encodeURIComponent(askFor)}`)
	}, [askFor, load])
	const answered = askFor && asked.data?.parent?.id === askFor ? asked.data.lists.people : undefined
	const [primary, setPrimary] = useState<Primary>('new')
	const [form, setForm] = useState({ key: 0, values: BLANK })
	const sent = useRef<TaskFormValues>(BLANK)
	const [handled, setHandled] = useState<CreateActionData | undefined>(undefined)
	// a successful save: close, clear or keep similar fields (once per answer)
	if (fetcher.state === 'idle' && fetcher.data !== handled) {
		setHandled(fetcher.data)
		const result = fetcher.data
		if (result && 'created' in result) {
			if (result.intent === 'add') onClose()
			else {
				if (result.intent !== primary) setPrimary(result.intent)
				setForm((f) => ({ key: f.key + 1, values: result.intent === 'similar' ? sent.current : BLANK }))
			}
		}
	}
	const refused = fetcher.data && 'values' in fetcher.data ? fetcher.data : null
	// no form drawn without its "Assigned to" and then with it: a moment longer closed, never a field popping in
	if (askFor && !asked.data) return null
	return (
		<TaskDialog open={open} onClose={onClose} id="taskModal" title={parent ? `Create Sub-task of ${parent.title}` : 'Create Task'}>
			{refused?.refused ? (
				<p role="alert" className="mb-4 rounded-md border-l-4 border-amber-500 bg-amber-50 p-3 font-medium text-amber-900">
					{refused.refused}
				</p>
			) : null}
			<div
				onSubmitCapture={(e) => {
					sent.current = valuesOf(e.target as HTMLFormElement)
				}}
			>
				<CreateTaskForm
					key={form.key}
					formKey={String(form.key)}
					values={refused ? { ...refused.values } : form.values}
					errors={refused?.errors}
					// `people` of a list page is the edited task's: a sub-task offers its parent's, when given
					lists={{ ...lists, people: parent ? (parentPeople ?? answered) : undefined }}
					parentId={parent?.id}
					parentFolder={parent?.folder}
					primary={primary}
					prefix="modal-"
					fetcher={fetcher as never}
					cancel={
						<Button variant="secondary" onClick={onClose}>
							Cancel
						</Button>
					}
				/>
			</div>
		</TaskDialog>
	)
}
