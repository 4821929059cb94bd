// The card's edit form (screen 8): Save, Cancel and Delete with its confirmation, in place of the card.
import { useEffect, useRef, useState } from 'react'
import { Form, useNavigate } from 'react-router'
import type { TaskView } from '~/tasks/present.server'
import type { TaskFormErrors, TaskFormValues } from '~/tasks/task-form'
import { Button, ButtonLink } from '~/ui/button'
import { useHydrated } from '~/ui/hydrated'
import { withParam } from './card-links'
import { TaskErrorSummary, TaskFields, type TaskFormLists } from './task-fields'

export type CardEditing = {
	values: TaskFormValues
	errors?: TaskFormErrors
	confirmDelete: boolean
}

export function EditForm({
	task,
	here,
	editing,
	lists,
	afterDelete,
}: {
	task: TaskView
	here: string
	editing: CardEditing
	lists: TaskFormLists
	afterDelete?: string
}) {
	const hydrated = useHydrated()
	const [confirming, setConfirming] = useState(editing.confirmDelete)
	const confirmRef = useRef<HTMLDivElement>(null)
	useEffect(() => {
		if (confirming) confirmRef.current?.focus()
	}, [confirming])
	const cancelUrl = withoutEdit(here)
	const prefix = `edit-${task.id}-`
	const navigate = useNavigate()
	const card = useRef<HTMLFormElement>(null)
	// Escape is Cancel (issue 48, point 3): the card comes back with the focus on its Edit control, where it was
	const cancel = async () => {
		const item = card.current?.closest('li')
		const list = item?.parentElement
		const at = list && item ? Array.prototype.indexOf.call(list.children, item) : -1
		await navigate(cancelUrl, { preventScrollReset: true })
		// the card is drawn again within a frame or two of the navigation's end
		for (let frame = 0; frame < 10 && at >= 0; frame++) {
			const edit = list?.children[at]?.querySelector<HTMLElement>('.task-card-edit')
			if (edit) return edit.focus()
			await new Promise((done) => requestAnimationFrame(done))
		}
	}
	return (
		<Form
			ref={card}
			method="post"
			action={here}
			preventScrollReset
			onKeyDown={(e) => {
				// a select's own list of options closes itself first (the key does not reach the page then)
				if (e.key !== 'Escape' || e.defaultPrevented) return
				e.preventDefault()
				// with the delete question open, Escape is its Keep it
				if (confirming) setConfirming(false)
				else void cancel()
			}}
		>
			<input type="hidden" name="taskId" value={task.id} />
			{afterDelete ? <input type="hidden" name="afterDelete" value={afterDelete} /> : null}
			<TaskErrorSummary errors={editing.errors} prefix={prefix} />
			<TaskFields values={editing.values} errors={editing.errors} lists={lists} prefix={prefix} showCompleted autoFocus={!editing.errors && !editing.confirmDelete} parentFolder={task.parentId ? (task.parentFolder ?? '') : undefined} />
			<div className="flex flex-wrap items-center gap-2">
				<Button type="submit" name="intent" value="save">
					Save
				</Button>
				<ButtonLink to={cancelUrl} variant="secondary" preventScrollReset>
					Cancel
				</ButtonLink>
				{confirming ? null : (
					<Button
						type="submit"
						name="intent"
						value="delete"
						onClick={(e) => {
							if (hydrated) {
								e.preventDefault()
								setConfirming(true)
							}
						}}
						variant="outline-danger"
						className="ml-auto"
					>
						Delete
					</Button>
				)}
			</div>
			{confirming ? (
				<div role="alertdialog" aria-labelledby={`${prefix}confirm`} tabIndex={-1} autoFocus={editing.confirmDelete} ref={confirmRef} className="mt-4 rounded-md border-2 border-red-600 bg-red-50 p-3">
					<p id={`${prefix}confirm`} className="font-semibold text-red-900">
						Delete “{task.title}”{task.subTasks?.length ? ` and its ${task.subTasks.length} sub-task(s)` : ''}? It goes to the trash for 30 days.
					</p>
					<div className="mt-2 flex flex-wrap gap-2">
						<input type="hidden" name="confirm" value="Y" />
						<Button type="submit" name="intent" value="delete" variant="danger">
							Yes, delete
						</Button>
						{hydrated ? (
							<Button onClick={() => setConfirming(false)} variant="secondary">
								Keep it
							</Button>
						) : (
							<ButtonLink to={withParam(cancelUrl, 'edit', task.id)} variant="secondary">
								Keep it
							</ButtonLink>
						)}
					</div>
				</div>
			) : null}
		</Form>
	)
}

function withoutEdit(url: string) {
	const u = new URL(url, 'http://local.invalid')
	u.searchParams.delete('edit')
	u.searchParams.delete('delete')
	return u.pathname + u.search
}
