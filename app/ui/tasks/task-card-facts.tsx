// The task row's chips and its Detail (issue 24, docs/decisions/251): what the card shows of a task besides its title
// and buttons, and the sub-task table behind Detail.
import { Link } from '~/ui/link'
import { count } from '~/lib/plural'
import { chipsThatFit } from '~/tasks/chip-fit'
import type { SubTaskView, TaskView } from '~/tasks/present.server'

type Fact = { term: string; value: React.ReactNode; className?: string; shown?: boolean; title?: string; icon?: boolean; words?: string }

// a chip is a flex box, which cuts without an ellipsis: a text this long gets a span that ends cut text with "…"
const CUT_FROM = 18

/**
 * The row's labelled chips (issue 24): dates, priority, status, folder, context, repeat, reminder, length, sub-tasks,
 * each only when set. A term names each value for a screen reader and is shown for the dates; the chips' colours and
 * icons (app/app.css, .task-card > div > div > dl) repeat what their words say. A date read at a glance ("Tomorrow")
 * has its absolute date as its tooltip (issue 51, point 8). On a phone the chips stay on one line: from the first that
 * does not fit (class `x`, one per row: the page's bytes) they are hidden from sight, not from screen readers, and CSS
 * counts them into a "+N" (app/ui/tasks/task-card.css; point 7, docs/decisions/316).
 */
export function CardFacts({ task, every = false }: { task: TaskView; every?: boolean }) {
	const sameDay = !!task.start && task.start === task.due
	// a relative overdue date says "overdue" itself: its term is then for screen readers only
	const saysOverdue = task.overdue && task.due.endsWith('overdue')
	const all: (Fact | null)[] = [
		{ term: 'Completed on', value: task.completedOn, className: 'done', shown: true },
		{ term: 'Completed by', value: task.completedBy, className: 'done', shown: true },
		task.overdue
			? { term: 'Overdue', value: task.due, className: 'late', shown: !saysOverdue, title: task.dueFull, icon: true }
			: { term: sameDay ? 'Starts and due' : 'Due', value: task.due, className: 'due', title: task.dueFull, icon: true },
		// a start on the due day says nothing the due chip does not: its term says both
		sameDay ? null : { term: 'Start', value: task.start, shown: true, title: task.startFull },
		{ term: 'Priority', value: task.priority, className: `p-${task.priority?.toLowerCase()}` },
		{ term: 'Status', value: task.status },
		{ term: 'Waiting for', value: task.waitingFor, shown: true },
		// the assignee's initials (issue 55); its accessible name and tooltip say whom
		task.assignee
			? {
					term: 'Assigned to',
					value: (
						<span role="img" aria-label={`Assigned to ${task.assignee.name}`} title={`Assigned to ${task.assignee.name}`} className="assignee">
							{task.assignee.initials}
						</span>
					),
					className: 'assignee',
					words: task.assignee.initials,
				}
			: null,
		{ term: 'Folder', value: task.folder, className: 'folder', icon: true },
		{ term: 'Context', value: task.context },
		{ term: 'Repeats', value: task.repeat, className: 'repeat', icon: true },
		// its state once it is scheduled ("Reminder scheduled for ...", "Reminder sent ..."), else when it will be
		{ term: 'Reminder', value: task.reminder ?? (task.remind && `${task.remind} before`), className: 'remind', icon: true },
		{ term: 'Length', value: task.length },
		{ term: 'Sub-tasks', value: task.subTasks?.length ? count(task.subTasks.length, 'sub-task') : '' },
		task.parentId
			? {
					term: 'Sub-task of',
					value: (
						<Link to={`/tasks/detail/${task.parentId}`} className="underline">
							{task.parentTitle ?? 'its parent'}
						</Link>
					),
					className: 'parent',
					shown: true,
					words: task.parentTitle ?? 'its parent',
				}
			: null,
	]
	const facts = all.filter((f): f is Fact => !!f && !!f.value)
	const words = (f: Fact) => (typeof f.value === 'string' ? f.value : (f.words ?? ''))
	// the task's own page shows every chip, on as many lines as they take: it is where a person reads the whole task
	const fit = every ? facts.length : chipsThatFit(facts.map((f) => ({ text: words(f), icon: f.icon, shownTerm: f.shown ? f.term : undefined })))
	return (
		<dl className={every ? 'every' : undefined}>
			{facts.map((f, i) => (
				<Chip key={f.term} fact={f} firstHidden={i === fit} />
			))}
		</dl>
	)
}

function Chip({ fact: { term, value, className, shown, title }, firstHidden }: { fact: Fact; firstHidden: boolean }) {
	// the whole text of a cut chip stays in the page (its accessible name) and in a tooltip (issue 51, point 9). Only a
	// text long enough to be cut gets them: a short chip is never cut, and 25 cards' worth of tooltips would weigh on the page
	const cut = typeof value === 'string' && value.length > CUT_FROM
	const dd = cut ? (
		<dd className={className} title={title ?? value}>
			<span className="min-w-0 truncate">{value}</span>
		</dd>
	) : (
		// a date read at a glance: the absolute date is its tooltip and is read out after it
		<dd className={className} title={title}>
			<DateWords text={value} full={title} />
		</dd>
	)
	// a shown term is grouped with its value, so it never breaks from it
	if (shown)
		return (
			<div className={firstHidden ? 'x' : undefined}>
				<dt>{term}</dt>
				{dd}
			</div>
		)
	return (
		<>
			<dt className={firstHidden ? 'x' : undefined}>{term}</dt>
			{dd}
		</>
	)
}

/**
 * A date as words read at a glance ("Tomorrow", "3 days overdue") with the absolute date after it for screen readers
 * only (issue 51, point 8): the tooltip beside it is for the mouse. Without `full` (the words are the date) just the words.
 */
export function DateWords({ text, full }: { text: React.ReactNode; full?: string }) {
	return (
		<>
			{text}
			{full ? <span className="sr-only">{` (${full})`}</span> : null}
		</>
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
