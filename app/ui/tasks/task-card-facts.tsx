// The task row's chips and its Detail (issue 24, docs/decisions/251): what the card shows of a task besides its title
// and buttons, and the sub-task table behind Detail.
import { Link } from '~/ui/link'
import { count } from '~/lib/plural'
import type { SubTaskView, TaskView } from '~/tasks/present.server'

/**
 * The row's labelled chips (issue 24): dates, priority, status, folder, context, repeat, reminder, length, sub-tasks,
 * each only when set. A term names each value for a screen reader and is shown for the dates; the chips' colours and
 * icons (app/app.css, .task-card > div > div > dl) repeat what their words say.
 */
export function CardFacts({ task }: { task: TaskView }) {
	// a shown term ("Start", "Overdue", "Completed on") tells apart what the chip's look alone would not
	const CUT_FROM = 18
	const fact = (term: string, value: React.ReactNode, className?: string, shown = false) => {
		if (!value) return null
		// a chip is a flex box, which cuts without an ellipsis: its words sit in a span that ends cut text with "…";
		// the whole text stays in the page (its accessible name) and in a tooltip (issue 51, point 9). Only a text long
		// enough to be cut gets them: a short chip is never cut, and 25 cards' worth of tooltips would weigh on the page
		const dd =
			typeof value === 'string' && value.length > CUT_FROM ? (
				<dd className={className} title={value}>
					<span className="min-w-0 truncate">{value}</span>
				</dd>
			) : (
				<dd className={className}>{value}</dd>
			)
		return shown ? (
			// a shown term is grouped with its value, so it never breaks from it
			<div>
				<dt>{term}</dt>
				{dd}
			</div>
		) : (
			<>
				<dt>{term}</dt>
				{dd}
			</>
		)
	}
	const sameDay = !!task.start && task.start === task.due
	return (
		<dl>
			{fact('Completed on', task.completedOn, 'done', true)}
			{task.overdue ? fact('Overdue', task.due, 'late', true) : fact(sameDay ? 'Starts and due' : 'Due', task.due, 'due')}
			{/* a start on the due day says nothing the due chip does not: its term says both */}
			{sameDay ? null : fact('Start', task.start, undefined, true)}
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
export function CardDetail({ task, expandDetail }: { task: TaskView; expandDetail: boolean }) {
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
