// The Kanban board (screen 6 with displayKanban): one column per value of the grouping plus Unassigned,
// each with its count, its first cards in stack-rank order and "Show more". Without JavaScript every
// card's "Move to" link opens the move form; with it, the drag and drop script loads (only here).
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react'
import { rememberFocusAtSwap, useFocusAfterSwap } from './kanban-focus'
import { BoardCard, BoardChoices, BoardColumn, BoardFrame, columnMoves, type BoardProps } from './kanban-parts'

const KanbanDragAndDrop = lazy(() => import('./kanban-dnd'))

export function KanbanBoard(props: BoardProps) {
	// once the board is on the page: a board drawn by the server hydrates as it was drawn, then its drag and drop loads.
	// Not `useHydrated`: in the browser the board is itself loaded by `import()` (decision 185) and Preact (decisions 335 and 353)
	// resumes its hydration after the page's, where a second part loaded by `import()` never came
	const [hydrated, setHydrated] = useState(false)
	useEffect(() => setHydrated(true), [])
	const board = <StaticBoard {...props} />
	// one element around both parts: the board is loaded by `import()`, and Preact, whose hydration waits for it, keeps only
	// the first element it had drawn (the rest is drawn anew, a mismatch); `contents` leaves the layout as it was
	return (
		<div className="contents">
			<BoardChoices board={props.board} here={props.here} />
			{hydrated ? (
				<Suspense fallback={board}>
					<KanbanDragAndDrop {...props} />
				</Suspense>
			) : (
				board
			)}
		</div>
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
