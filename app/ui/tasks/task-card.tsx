// The task card of screen 8. Every control is a form or a link that works without JavaScript;
// with it, the star and complete toggles change at once and roll back if the server refuses.
// The card is light (docs/decisions/174): its star and complete buttons post through one form the page draws once
// (`CardActionsForm`), its controls are named by `aria-labelledby` (the page's words and the title), and its looks,
// icons included, are short CSS classes (app/app.css).
import { MarkedText, NotesMatch } from './marked-text'
import { Button, ButtonLink } from '~/ui/button'
import { useEffect, useId, useRef, useState } from 'react'
import { Form, Link, useFetcher } from 'react-router'
import { readToggle, TOGGLE_FIELD, toggleValue, type CardToggle } from '~/tasks/card-toggle'
import type { SubTaskView, TaskView } from '~/tasks/present.server'
import type { TaskFormErrors, TaskFormValues } from '~/tasks/task-form'
import { useHydrated } from '~/ui/hydrated'
import { count } from '~/lib/plural'
import { TaskErrorSummary, TaskFields, type TaskFormLists } from './task-fields'

export type CardEditing = {
	values: TaskFormValues
	errors?: TaskFormErrors
	confirmDelete: boolean
}

/** the one form of a page's star and complete buttons (without JavaScript); draw it once where cards are shown */
export const CARD_ACTIONS_FORM = 'card-actions'

/**
 * The words a card's controls say with its title ("Star Feed the cat", "Feed the cat (opens in a new tab)"), drawn once
 * per page: each control is named by `aria-labelledby` from one of these and the title's id, so a card does not repeat
 * its title in four names (docs/decisions/174). The names are the same as with `aria-label`s.
 */
const CARD_LABELS = { star: 'Star', complete: 'Complete', add: 'Add sub-task to', edit: 'Edit', tab: '(opens in a new tab)' } as const
const labelId = (label: keyof typeof CARD_LABELS) => `l-${label}`
const labelledBy = (label: keyof typeof CARD_LABELS, titleId: string) => (label === 'tab' ? `${titleId} ${labelId(label)}` : `${labelId(label)} ${titleId}`)

/** the page's card form and the words of the cards' names: draw it once where cards are shown */
export function CardActionsForm({ here }: { here: string }) {
	return (
		<>
			<Form id={CARD_ACTIONS_FORM} method="post" action={here} preventScrollReset hidden />
			{Object.entries(CARD_LABELS).map(([label, text]) => (
				<span key={label} id={labelId(label as keyof typeof CARD_LABELS)} hidden>
					{text}
				</span>
			))}
		</>
	)
}

// the Kanban card's top border by priority; the list's rows say their priority in a chip
const TONE = { top: 'border-t-4 border-t-red-600', high: 'border-t-4 border-t-orange-500', medium: 'border-t-4 border-t-amber-400' } as const

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
	titleId: givenTitleId,
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
	/** the id of the title, unique on the page: a list gives a short one (its controls' names repeat it five times) */
	titleId?: string
}) {
	const H = `h${headingLevel}` as 'h2'
	// the title's id: the card's controls are named by it (and one of CARD_LABELS)
	const ownTitleId = useId()
	const titleId = givenTitleId ?? ownTitleId
	if (editing && lists) {
		const editTitleId = `task-${task.id}-title`
		return (
			<li className="rounded-lg border-2 border-brand-600 bg-white p-4 shadow-sm" aria-labelledby={editTitleId} {...itemProps}>
				<H id={editTitleId} className="mb-3 text-lg font-semibold">
					Edit “{task.title}”
				</H>
				<EditForm task={task} here={here} editing={editing} lists={lists} afterDelete={afterDelete} />
			</li>
		)
	}
	// the title, dates and Detail take their looks from their place in the card (app/app.css, .task-card > ...)
	const heading = (
		<H className={task.completed ? 'text-slate-600 line-through' : undefined} id={detailLink ? undefined : titleId}>
			{detailLink ? (
				// a new tab is a new document: a plain link (no client-side routing to prepare; browsers imply noopener)
				<a href={`/tasks/detail/${task.id}`} target="_blank" className={compact ? 'inline-block' : undefined} aria-labelledby={labelledBy('tab', titleId)}>
					<span id={titleId}>{task.match ? <MarkedText parts={task.match.title} /> : task.title}</span>
				</a>
			) : task.match ? (
				<MarkedText parts={task.match.title} />
			) : (
				task.title
			)}
		</H>
	)
	const tone = TONE[task.tone as keyof typeof TONE]
	return (
		<li className={tone ? `task-card ${tone}` : 'task-card'} data-testid="task-card" {...itemProps}>
			{compact ? heading : null}
			<div>
				{handle}
				<Toggles task={task} here={here} titleId={titleId} />
				{compact ? null : (
					<div>
						{heading}
						<CardFacts task={task} />
					</div>
				)}
				{task.parentId || compact ? null : (
					<ButtonLink
						variant="icon"
						className="task-card-add"
						to={`/tasks/create/new?parentId=${task.id}`}
						// with JavaScript the link opens the create dialog; without it, it is a page load
						discover="none"
						aria-labelledby={labelledBy('add', titleId)}
						onClick={(e) => {
							if (onAddSubTask) {
								e.preventDefault()
								onAddSubTask(task)
							}
						}}
					/>
				)}
				<ButtonLink variant="icon" className="task-card-edit" to={withParam(here, 'edit', task.id)} discover="none" aria-labelledby={labelledBy('edit', titleId)} preventScrollReset />
			</div>
			{compact ? (
				<>
					<dl>
						<dt>Start</dt>
						<dd>{task.start || 'None'}</dd>
						<dt>Due</dt>
						<dd>{task.due || 'None'}</dd>
					</dl>
					{footer}
				</>
			) : (
				<>
					{/* a search that matched the notes shows the words around the match in sight (issue 25) */}
					{task.match?.notes ? <NotesMatch parts={task.match.notes} /> : null}
					<CardDetail task={task} expandDetail={expandDetail} />
				</>
			)}
		</li>
	)
}

/**
 * The row's labelled chips (issue 24): dates, priority, status, folder, context, repeat, reminder, length, sub-tasks,
 * each only when set. A term names each value for a screen reader and is shown for the dates; the chips' colours and
 * icons (app/app.css, .task-card > div > div > dl) repeat what their words say.
 */
function CardFacts({ task }: { task: TaskView }) {
	// a shown term ("Start", "Overdue", "Completed on") tells apart what the chip's look alone would not
	const fact = (term: string, value: React.ReactNode, className?: string, shown = false) =>
		!value ? null : shown ? (
			// a shown term is grouped with its value, so it never breaks from it
			<div>
				<dt>{term}</dt>
				<dd className={className}>{value}</dd>
			</div>
		) : (
			<>
				<dt>{term}</dt>
				<dd className={className}>{value}</dd>
			</>
		)
	return (
		<dl>
			{fact('Completed on', task.completedOn, 'done', true)}
			{task.overdue ? fact('Overdue', task.due, 'late', true) : fact('Due', task.due, 'due')}
			{fact('Start', task.start, undefined, true)}
			{fact('Priority', task.priority, `p-${task.priority?.toLowerCase()}`)}
			{fact('Status', task.status)}
			{fact('Folder', task.folder, 'folder')}
			{fact('Context', task.context)}
			{fact('Repeats', task.repeat, 'repeat')}
			{/* its state once it is scheduled ("Reminder scheduled for ...", "Reminder sent ..."), else when it will be */}
			{fact('Reminder', task.reminder ?? (task.remind && `${task.remind} before`), 'remind')}
			{fact('Length', task.length)}
			{fact('Sub-tasks', task.subTasks?.length && count(task.subTasks.length, 'sub-task'))}
			{task.parentId
				? fact(
						'Sub-task of',
						<Link to={`/tasks/detail/${task.parentId}`} className="underline">
							{task.parentTitle ?? 'its parent'}
						</Link>,
						'parent',
						true,
					)
				: null}
		</dl>
	)
}

/** the rest, on expand: notes, when it was created, its sub-tasks */
function CardDetail({ task, expandDetail }: { task: TaskView; expandDetail: boolean }) {
	return (
		<details open={expandDetail}>
			<summary>{task.notesHtml ? 'Notes and detail' : 'Detail'}</summary>
			{task.notesHtml ? (
				// notesHtml is rendered from Markdown and sanitized on the server (app/lib/markdown.server.ts)
				<div className="task-card-notes" dangerouslySetInnerHTML={{ __html: task.notesHtml }} />
			) : null}
			<p>{`Created on ${task.added}`}</p>
			{task.subTasks?.length ? <SubTaskTable task={task} subTasks={task.subTasks} open={expandDetail} /> : null}
		</details>
	)
}

function withParam(url: string, name: string, value: string) {
	const u = new URL(url, 'http://local.invalid')
	u.searchParams.set(name, value)
	return u.pathname + u.search
}

/**
 * Star and complete: submit buttons of the page's one card form (`CardActionsForm`), each carrying what it asks for.
 * With JavaScript a fetcher sends the same field, and the buttons show the new state at once.
 */
function Toggles({ task, here, titleId }: { task: TaskView; here: string; titleId: string }) {
	const fetcher = useFetcher()
	const pending = readToggle(fetcher.formData?.get(TOGGLE_FIELD))
	// optimistic: what was just asked for, until the server has answered and the list reloaded
	const star = pending?.intent === 'star' ? pending.on : !!task.star
	const completed = pending?.intent === 'complete' ? pending.on : !!task.completed
	// the colour and the icon come from app/app.css (.task-card-star, .task-card-complete, by aria-pressed)
	const button = (intent: CardToggle['intent'], on: boolean) => {
		const value = toggleValue(intent, task.id, !on)
		return (
			<Button
				type="submit"
				form={CARD_ACTIONS_FORM}
				name={TOGGLE_FIELD}
				value={value}
				variant="icon"
				className={`task-card-${intent}`}
				aria-pressed={on}
				aria-labelledby={labelledBy(intent, titleId)}
				onClick={(e) => {
					e.preventDefault()
					void fetcher.submit({ [TOGGLE_FIELD]: value }, { method: 'post', action: here, preventScrollReset: true })
				}}
			/>
		)
	}
	return (
		<>
			{button('star', star)}
			{button('complete', completed)}
		</>
	)
}

function SubTaskTable({ task, subTasks, open }: { task: TaskView; subTasks: SubTaskView[]; open: boolean }) {
	// the table's look is in app/app.css (.task-card-subtasks), not on each cell
	return (
		<details className="task-card-subtasks" open={open}>
			<summary>Sub-task table</summary>
			<div>
				<table>
					<caption className="sr-only">{`Sub-tasks of ${task.title}`}</caption>
					<thead>
						<tr>
							<th scope="col">
								<span className="sr-only">Complete</span>
							</th>
							<th scope="col">Title</th>
							<th scope="col">Start Date</th>
							<th scope="col">Due Date</th>
							<th scope="col">Priority</th>
							<th scope="col">Status</th>
						</tr>
					</thead>
					<tbody>
						{subTasks.map((s) => (
							<tr key={s.id}>
								{/* a text mark, not an icon: a long list with every table open stays under 1,500 elements */}
								<td>
									<span className={s.completed ? 'text-green-700' : 'text-slate-500'} role="img" aria-label={s.completed ? 'Complete' : 'Not complete'}>
										{s.completed ? '✓' : '○'}
									</span>
								</td>
								<td>
									<Link to={`/tasks/detail/${s.id}`}>{s.title}</Link>
								</td>
								<td>{s.start}</td>
								<td>{s.due}</td>
								<td>{s.priority}</td>
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
						Delete “{task.title}”{task.subTasks?.length ? ` and its ${task.subTasks.length} sub-task(s)` : ''}? This cannot be undone.
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
