// The board's parts, drawn the same with and without JavaScript: the frame, a column with its count and
// "Show more", and a card with its "Move to" link. The static board (kanban-board.tsx) and the drag and
// drop board (kanban-dnd.tsx) both build from these, so neither imports the other.
import { Link } from '~/ui/link'
import { COLUMN_PAGE_SIZE } from '~/tasks/kanban'
import type { KanbanBoardData } from '~/tasks/list-page.server'
import type { TaskView } from '~/tasks/present.server'
import { Button, ButtonLink } from '~/ui/button'
import { Form } from 'react-router'
import { swapValue } from '~/tasks/kanban-columns'
import type { CardEditing } from './task-card'
import { TaskCard } from './task-card'
import type { TaskFormLists } from './task-fields'

export type BoardProps = {
	board: KanbanBoardData
	here: string
	title: string
	editing: (CardEditing & { taskId: string }) | null
	lists: TaskFormLists
}

/** the columns side by side: four in view from medium screens up (three from 1280 px, where the sidebar is beside the board), one (and the next one's edge) on a phone */
/** `dnd`: "ready" once the drag and drop part has mounted, every column's cards registered (decision 352) */
export function BoardFrame({ title, children, dnd }: { title: string; children: React.ReactNode; dnd?: 'ready' }) {
	return (
		<div
			data-dnd={dnd}
			role="region"
			aria-label={`${title} board`}
			tabIndex={0}
			className="relative -mx-4 mt-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-4 focus-visible:outline-4 focus-visible:outline-amber-500 sm:mx-0 sm:px-0"
			data-testid="kanban-board"
		>
			{children}
		</div>
	)
}

export type BoardColumnData = KanbanBoardData['columns'][number]

export function BoardColumn({
	column,
	here,
	children,
	listRef,
	over = false,
	moves,
}: {
	column: BoardColumnData
	here: string
	children: React.ReactNode
	listRef?: React.Ref<HTMLUListElement>
	over?: boolean
	/** a status board's columns move past their shown neighbours (columnMoves) */
	moves?: ColumnMoves
}) {
	const headingId = `column-${slug(column.value)}`
	const shown = column.tasks.length
	return (
		<section
			aria-labelledby={headingId}
			className={`flex w-[85%] shrink-0 snap-start flex-col rounded-lg border bg-slate-50 p-2 sm:w-[calc(50%-0.375rem)] md:w-[calc(25%-0.5625rem)] xl:w-[calc(33.333%-0.5rem)] ${over ? 'border-brand-600' : 'border-slate-200'}`}
			data-testid="kanban-column"
		>
			<h2 id={headingId} className="flex items-baseline justify-between gap-2 px-1 pb-2 font-semibold">
				<span className="break-words">{column.label}</span>{' '}
				<span className="rounded-full bg-slate-200 px-2 text-sm font-medium text-slate-800">
					{column.count}
					<span className="sr-only"> task{column.count === 1 ? '' : 's'}</span>
				</span>
			</h2>
			{moves ? <ColumnMoveButtons column={column} moves={moves} /> : null}
			<ul ref={listRef} className="flex min-h-16 flex-1 flex-col gap-2" aria-labelledby={headingId}>
				{children}
			</ul>
			{column.count > shown ? (
				<p className="mt-2 flex flex-wrap items-center gap-2 px-1 text-sm text-slate-700">
					<span>
						Showing {shown} of {column.count}.
					</span>
					<ButtonLink to={showMore(here, column)} variant="secondary" size="sm" preventScrollReset>
						Show more<span className="sr-only"> of {column.label}</span>
					</ButtonLink>
				</p>
			) : null}
		</section>
	)
}

/** the neighbours a column of a status board can swap with, left and right (none for other groupings) */
export type ColumnMoves = { left?: string; right?: string }
export function columnMoves(board: KanbanBoardData, index: number): ColumnMoves | undefined {
	if (board.group !== 'status') return undefined
	return { left: board.columns[index - 1]?.value, right: board.columns[index + 1]?.value }
}

/** the one form of the board's column choices; the column buttons and the empty-columns switch post through it */
export const COLUMN_FORM = 'kanban-columns'

/**
 * Above a status board: how many empty columns are hidden and the switch that shows them (issue 51, point 13), and the
 * form the columns' move buttons post through. A plain post (the Display Options route) with or without JavaScript.
 */
export function BoardChoices({ board, here }: { board: KanbanBoardData; here: string }) {
	if (board.group !== 'status') return null
	const hidden = board.hiddenEmpty
	return (
		<Form id={COLUMN_FORM} method="post" action="/tasks/display-options" preventScrollReset className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
			<input type="hidden" name="returnTo" value={here} />
			{hidden ? <span>{hidden === 1 ? '1 empty column hidden.' : `${hidden} empty columns hidden.`}</span> : null}
			{hidden || board.showEmpty ? (
				<Button type="submit" variant="secondary" size="sm" name="showEmpty" value={board.showEmpty ? 'N' : 'Y'}>
					{board.showEmpty ? 'Hide empty columns' : 'Show empty columns'}
				</Button>
			) : null}
		</Form>
	)
}

function ColumnMoveButtons({ column, moves }: { column: BoardColumnData; moves: ColumnMoves }) {
	const button = (neighbour: string | undefined, side: 'left' | 'right') =>
		neighbour === undefined ? null : (
			<Button type="submit" form={COLUMN_FORM} name="swap" value={swapValue(column.value, neighbour)} variant="ghost" size="sm" className="px-1.5">
				<span aria-hidden="true">{side === 'left' ? '←' : '→'}</span>
				<span className="sr-only">{`Move column ${column.label} ${side}`}</span>
			</Button>
		)
	return (
		<div className="-mt-1 mb-1 flex justify-between px-1">
			{button(moves.left, 'left') ?? <span />}
			{button(moves.right, 'right')}
		</div>
	)
}

/** the chips a card shows as the list's rows do: the assignee, priority, folder, context (not the one the board is grouped by) */
export function BoardChips({ task, group }: { task: TaskView; group: KanbanBoardData['group'] }) {
	const chip = (term: string, value: string | undefined, className?: string) =>
		value ? (
			<>
				<dt>{term}</dt>
				<dd className={className}>{value}</dd>
			</>
		) : null
	if (!task.assignee && !(task.priority && group !== 'priority') && !(task.folder && group !== 'folder') && !(task.context && group !== 'context')) return null
	return (
		<dl className="task-card-chips mt-1 pl-1">
			{/* the assignee's initials (issue 55), as the list's card shows them: the name in its accessible name and tooltip */}
			{task.assignee ? (
				<>
					<dt>Assigned to</dt>
					<dd className="assignee">
						<span role="img" aria-label={`Assigned to ${task.assignee.name}`} title={`Assigned to ${task.assignee.name}`} className="assignee">
							{task.assignee.initials}
						</span>
					</dd>
				</>
			) : null}
			{group === 'priority' ? null : chip('Priority', task.priority, `p-${task.priority?.toLowerCase()}`)}
			{group === 'folder' ? null : chip('Folder', task.folder, 'folder')}
			{group === 'context' ? null : chip('Context', task.context)}
		</dl>
	)
}

export function BoardCard({
	task,
	board,
	here,
	editing,
	lists,
	handle,
	itemProps,
}: BoardProps & {
	task: TaskView
	handle?: React.ReactNode
	itemProps?: React.ComponentProps<typeof TaskCard>['itemProps']
}) {
	return (
		<TaskCard
			task={task}
			here={here}
			expandDetail={false}
			editing={editing && editing.taskId === task.id ? editing : null}
			lists={lists}
			headingLevel={3}
			compact
			handle={handle}
			itemProps={itemProps}
			footer={
				<>
				<BoardChips task={task} group={board.group} />
				<p className="mt-1 pl-1">
					<Link to={`/tasks/move/${task.id}?returnTo=${encodeURIComponent(here)}`} className="inline-flex min-h-6 items-center text-sm font-medium text-brand-700 underline">
						Move to<span className="sr-only"> another column or place: {task.title}</span>
					</Link>
				</p>
				</>
			}
		/>
	)
}

function showMore(here: string, column: BoardColumnData) {
	const url = new URL(here, 'http://local.invalid')
	url.searchParams.set(`limit.${column.value}`, String(column.limit + COLUMN_PAGE_SIZE))
	url.searchParams.delete('edit')
	return url.pathname + url.search
}

export const slug = (value: string) => (value ? value.replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.charCodeAt(0).toString(16)}`) : 'unassigned')
