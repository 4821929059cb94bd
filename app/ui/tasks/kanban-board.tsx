// The Kanban board (screen 6 with displayKanban): one column per value of the grouping plus Unassigned,
// each with its count, its first cards in stack-rank order and "Show more". Without JavaScript every
// card's "Move to" link opens the move form; with it, the drag and drop script loads (only here).
import { lazy, Suspense, useLayoutEffect } from 'react'
import { useHydrated } from '~/ui/hydrated'
import { rememberFocusAtSwap, useFocusAfterSwap } from './kanban-focus'
import { BoardCard, BoardChoices, BoardColumn, BoardFrame, columnMoves, type BoardProps } from './kanban-parts'

const KanbanDragAndDrop = lazy(() => import('./kanban-dnd'))

export function KanbanBoard(props: BoardProps) {
	const hydrated = useHydrated()
	const board = <StaticBoard {...props} />
	return (
		<>
			<BoardChoices board={props.board} here={props.here} />
			{hydrated ? (
				<Suspense fallback={board}>
					<KanbanDragAndDrop {...props} />
				</Suspense>
			) : (
				board
			)}
		</>
	)
}

function StaticBoard(props: BoardProps) {
	// the board shown while the drag and drop script loads replaces the hydrated one: the focus back on its card
	useFocusAfterSwap()
	// runs as the board leaves the page, before its elements do
	useLayoutEffect(() => rememberFocusAtSwap, [])
	return (
		<BoardFrame title={props.title}>
			{props.board.columns.map((column, i) => (
				<BoardColumn key={column.value} column={column} here={props.here} moves={columnMoves(props.board, i)}>
					{column.tasks.map((task) => (
						<BoardCard key={task.id} task={task} {...props} />
					))}
				</BoardColumn>
			))}
		</BoardFrame>
	)
}
