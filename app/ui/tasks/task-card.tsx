// The task card of screen 8. Every control is a form or a link that works without JavaScript;
// with it, the star and complete toggles change at once and roll back if the server refuses.
import { buttonClass } from '~/ui/button'
import { useEffect, useRef, useState } from 'react'
import { Form, Link, useFetcher } from 'react-router'
import type { TaskView } from '~/tasks/present.server'
import type { TaskFormErrors, TaskFormValues } from '~/tasks/task-form'
import { useHydrated } from '~/ui/hydrated'
import { CheckIcon, PencilIcon, PlusIcon, StarIcon } from './icons'
import { TaskErrorSummary, TaskFields, type TaskFormLists } from './task-fields'

const iconButton =
	'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md hover:bg-slate-100 focus-visible:bg-slate-100'

export type CardEditing = {
	values: TaskFormValues
	errors?: TaskFormErrors
	confirmDelete: boolean
}

export function TaskCard({
	task,
	here,
	expandDetail,
	editing,
	lists,
	onAddSubTask,
	afterDelete,
	headingLevel = 2,
	detailLink = true,
	compact = false,
	handle,
	footer,
	itemProps,
}: {
	task: TaskView
	/** the page's own URL: the forms post to it and come back to it */
	here: string
	expandDetail: boolean
	editing?: CardEditing | null
	lists?: TaskFormLists
	/** with JavaScript, opens the create dialog instead of following the link */
	onAddSubTask?: (task: TaskView) => void
	afterDelete?: string
	headingLevel?: 2 | 3
	/** the title links to the detail page (in a new tab), except on that page */
	detailLink?: boolean
	/** the Kanban board's card: star, complete, title, edit, dates; no detail, notes or sub-tasks */
	compact?: boolean
	/** the board's drag handle, before the toggles */
	handle?: React.ReactNode
	/** the board's "Move to" control, under the dates */
	footer?: React.ReactNode
	/** the board's drag and drop wiring of the item */
	itemProps?: React.HTMLAttributes<HTMLLIElement> & { ref?: React.Ref<HTMLLIElement> }
}) {
	const H = `h${headingLevel}` as 'h2'
	const titleId = `task-${task.id}-title`
	if (editing && lists) {
		return (
			<li className="rounded-lg border-2 border-brand-600 bg-white p-4 shadow-sm" aria-labelledby={titleId} {...itemProps}>
				<H id={titleId} className="mb-3 text-lg font-semibold">
					Edit “{task.title}”
				</H>
				<EditForm task={task} here={here} editing={editing} lists={lists} afterDelete={afterDelete} />
			</li>
		)
	}
	const editUrl = withParam(here, 'edit', task.id)
	const heading = (
		<H id={titleId} className={`min-w-0 flex-1 self-center py-1 font-semibold break-words ${task.completed ? 'text-slate-600 line-through' : ''}`}>
			{detailLink ? (
				<Link to={`/tasks/detail/${task.id}`} target="_blank" rel="noopener" className={`hover:underline ${compact ? 'inline-block' : ''}`}>
					{task.title}
					<span className="sr-only"> (opens in a new tab)</span>
				</Link>
			) : (
				task.title
			)}
		</H>
	)
	return (
		<li
			className={`rounded-lg border bg-white p-3 shadow-sm ${task.priority === 'top' || task.priority === 'high' ? 'border-t-4 border-t-red-600' : task.priority === 'medium' ? 'border-t-4 border-t-amber-400' : ''} border-slate-200`}
			aria-labelledby={titleId}
			data-testid="task-card"
			{...itemProps}
		>
			{compact ? heading : null}
			<div className="flex items-start gap-1">
				{handle}
				<Toggles task={task} here={here} />
				{compact ? null : heading}
				{task.parentId || compact ? null : (
					<Link
						to={`/tasks/create/new?parentId=${task.id}`}
						className={iconButton}
						aria-label={`Add sub-task to ${task.title}`}
						onClick={(e) => {
							if (onAddSubTask) {
								e.preventDefault()
								onAddSubTask(task)
							}
						}}
					>
						<PlusIcon />
					</Link>
				)}
				<Link to={editUrl} className={iconButton} aria-label={`Edit ${task.title}`} preventScrollReset>
					<PencilIcon />
				</Link>
			</div>
			<dl className="mt-1 flex flex-wrap gap-x-5 gap-y-1 pl-1 text-sm [&_dt]:font-medium [&_dt]:text-slate-600">
				<div className="flex gap-1">
					<dt>Start</dt>
					<dd>{task.start || 'None'}</dd>
				</div>
				<div className="flex gap-1">
					<dt>Due</dt>
					<dd>{task.due || 'None'}</dd>
				</div>
				{task.length ? (
					<div className="flex gap-1">
						<dt>Length</dt>
						<dd>{task.length}</dd>
					</div>
				) : null}
			</dl>
			{compact ? footer : <CardDetail task={task} expandDetail={expandDetail} />}
		</li>
	)
}

function CardDetail({ task, expandDetail }: { task: TaskView; expandDetail: boolean }) {
	return (
		<>
			<details className="mt-1 pl-1 text-sm" open={expandDetail}>
				<summary className="inline-flex min-h-6 cursor-pointer items-center font-medium text-brand-700 underline">Detail</summary>
				<dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 [&_dt]:font-medium [&_dt]:text-slate-600">
					<dt>Repeat</dt>
					<dd>{task.repeat}</dd>
					<dt>Remind</dt>
					<dd>
						{task.remind}
						{task.reminder ? <span className="block text-slate-700">{task.reminder}</span> : null}
					</dd>
					<dt>Folder</dt>
					<dd>{task.folder || 'Unassigned'}</dd>
					<dt>Context</dt>
					<dd>{task.context || 'Unassigned'}</dd>
					<dt>Priority</dt>
					<dd>{task.priorityLabel}</dd>
					<dt>Status</dt>
					<dd>{task.statusLabel}</dd>
				</dl>
			</details>
			{task.notesHtml ? (
				// notesHtml is rendered from Markdown and sanitized on the server (app/lib/markdown.server.ts)
				<div className="mt-2 pl-1 text-sm break-words [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-2 [&_code]:bg-slate-100 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-1 [&_ul]:list-disc [&_ul]:pl-5" dangerouslySetInnerHTML={{ __html: task.notesHtml }} />
			) : null}
			<p className="mt-2 pl-1 text-xs text-slate-600">
				Created on {task.added}
				{task.parentId ? (
					<>
						{' · Sub-task of '}
						<Link to={`/tasks/detail/${task.parentId}`} className="text-brand-700 underline">
							{task.parentTitle ?? 'its parent'}
						</Link>
					</>
				) : null}
			</p>
			{task.subTasks.length ? <SubTaskTable task={task} open={expandDetail} /> : null}
		</>
	)
}

function withParam(url: string, name: string, value: string) {
	const u = new URL(url, 'http://local.invalid')
	u.searchParams.set(name, value)
	return u.pathname + u.search
}

function Toggles({ task, here }: { task: TaskView; here: string }) {
	const fetcher = useFetcher()
	const pending = fetcher.formData
	const intent = pending?.get('intent')
	// optimistic: what was just asked for, until the server has answered and the list reloaded
	const star = intent === 'star' ? pending!.get('star') === 'Y' : task.star
	const completed = intent === 'complete' ? pending!.get('completed') === 'Y' : task.completed
	return (
		<fetcher.Form method="post" action={here} className="flex" preventScrollReset>
			<input type="hidden" name="taskId" value={task.id} />
			<input type="hidden" name="star" value={star ? 'N' : 'Y'} />
			<input type="hidden" name="completed" value={completed ? 'N' : 'Y'} />
			<button type="submit" name="intent" value="star" className={`${iconButton} ${star ? 'text-amber-500' : 'text-slate-500'}`} aria-pressed={star} aria-label={`Star ${task.title}`}>
				<StarIcon filled={star} />
			</button>
			<button type="submit" name="intent" value="complete" className={`${iconButton} ${completed ? 'text-green-700' : 'text-slate-500'}`} aria-pressed={completed} aria-label={`Complete ${task.title}`}>
				<CheckIcon done={completed} />
			</button>
		</fetcher.Form>
	)
}

function SubTaskTable({ task, open }: { task: TaskView; open: boolean }) {
	return (
		<details className="mt-2 pl-1 text-sm" open={open}>
			<summary className="inline-flex min-h-6 cursor-pointer items-center font-medium text-brand-700 underline">
				{task.subTasks.length} sub-task{task.subTasks.length === 1 ? '' : 's'}
			</summary>
			<div className="mt-1 overflow-x-auto">
				<table className="w-full text-left text-sm">
					<caption className="sr-only">Sub-tasks of {task.title}</caption>
					<thead className="text-slate-600">
						<tr>
							<th scope="col" className="pr-2 font-medium">
								<span className="sr-only">Complete</span>
							</th>
							<th scope="col" className="pr-2 font-medium">Title</th>
							<th scope="col" className="pr-2 font-medium">Start Date</th>
							<th scope="col" className="pr-2 font-medium">Due Date</th>
							<th scope="col" className="pr-2 font-medium">Priority</th>
							<th scope="col" className="font-medium">Status</th>
						</tr>
					</thead>
					<tbody>
						{task.subTasks.map((s) => (
							<tr key={s.id} className="border-t border-slate-100">
								{/* a text mark, not an icon: a long list with every table open stays under 1,500 elements */}
								<td className="pr-2">
									<span className={s.completed ? 'text-green-700' : 'text-slate-500'} role="img" aria-label={s.completed ? 'Complete' : 'Not complete'}>
										{s.completed ? '✓' : '○'}
									</span>
								</td>
								<td className="pr-2">
									<Link to={`/tasks/detail/${s.id}`} className="inline-block min-h-6 py-0.5 text-brand-700 underline">
										{s.title}
									</Link>
								</td>
								<td className="pr-2 whitespace-nowrap">{s.start}</td>
								<td className="pr-2 whitespace-nowrap">{s.due}</td>
								<td className="pr-2">{s.priority}</td>
								<td>{s.status}</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
		</details>
	)
}

function EditForm({
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
	return (
		<Form method="post" action={here} preventScrollReset>
			<input type="hidden" name="taskId" value={task.id} />
			{afterDelete ? <input type="hidden" name="afterDelete" value={afterDelete} /> : null}
			<TaskErrorSummary errors={editing.errors} prefix={prefix} />
			<TaskFields values={editing.values} errors={editing.errors} lists={lists} prefix={prefix} showCompleted autoFocus={!editing.errors && !editing.confirmDelete} />
			<div className="flex flex-wrap items-center gap-2">
				<button type="submit" name="intent" value="save" className={buttonClass()}>
					Save
				</button>
				<Link to={cancelUrl} className={buttonClass({ variant: 'secondary' })} preventScrollReset>
					Cancel
				</Link>
				{confirming ? null : (
					<button
						type="submit"
						name="intent"
						value="delete"
						onClick={(e) => {
							if (hydrated) {
								e.preventDefault()
								setConfirming(true)
							}
						}}
						className={buttonClass({ variant: 'outline-danger', className: 'ml-auto' })}
					>
						Delete
					</button>
				)}
			</div>
			{confirming ? (
				<div role="alertdialog" aria-labelledby={`${prefix}confirm`} tabIndex={-1} autoFocus={editing.confirmDelete} ref={confirmRef} className="mt-4 rounded-md border-2 border-red-600 bg-red-50 p-3">
					<p id={`${prefix}confirm`} className="font-semibold text-red-900">
						Delete “{task.title}”{task.subTasks.length ? ` and its ${task.subTasks.length} sub-task(s)` : ''}? This cannot be undone.
					</p>
					<div className="mt-2 flex flex-wrap gap-2">
						<input type="hidden" name="confirm" value="Y" />
						<button type="submit" name="intent" value="delete" className={buttonClass({ variant: 'danger' })}>
							Yes, delete
						</button>
						{hydrated ? (
							<button type="button" onClick={() => setConfirming(false)} className={buttonClass({ variant: 'secondary' })}>
								Keep it
							</button>
						) : (
							<Link to={withParam(cancelUrl, 'edit', task.id)} className={buttonClass({ variant: 'secondary' })}>
								Keep it
							</Link>
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
