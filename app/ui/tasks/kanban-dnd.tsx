// Drag and drop on the Kanban board (spec point 4), loaded only when a board is shown. A card moves with
// the mouse or a finger by its handle (so scrolling a column on a phone never starts a drag) or with the
// keyboard (Space to pick up, arrows, Space to drop, Escape to cancel), each step announced. A drop posts
// the same move as the "Move to" form; if the server refuses, the card goes back.
import {
	closestCorners,
	DndContext,
	type CollisionDetection,
	KeyboardSensor,
	MeasuringStrategy,
	PointerSensor,
	useDroppable,
	useSensor,
	useSensors,
	type Announcements,
	type DragEndEvent,
	type DragOverEvent,
	type KeyboardCoordinateGetter,
	type UniqueIdentifier,
} from '@dnd-kit/core'
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { moveTarget, announcements as say } from '~/tasks/kanban'
import type { MoveActionData } from '~/tasks/kanban-move'
import type { TaskView } from '~/tasks/present.server'
import { Button } from '~/ui/button'
import { useFocusAfterSwap } from './kanban-focus'
import { BoardCard, BoardColumn, BoardFrame, columnMoves, type BoardProps, type ColumnMoves } from './kanban-parts'

type Columns = Record<string, string[]>

const COLUMN = 'column:'
const columnsOf = (board: BoardProps['board']): Columns =>
	Object.fromEntries(board.columns.map((c) => [c.value, c.tasks.map((t) => t.id)]))

const instructions = {
	draggable:
		'To move a card, press Space or Enter on its handle. Use the arrow keys to move it up and down or to another column, Space or Enter to drop it, Escape to cancel.',
}

export default function KanbanDragAndDrop(props: BoardProps) {
	const { board, here } = props
	const [items, setItems] = useState(() => columnsOf(board))
	const itemsRef = useRef(items)
	itemsRef.current = items
	const startRef = useRef<Columns>(items)
	const fetcher = useFetcher<MoveActionData>()
	useFocusAfterSwap()

	// the server's board after every save; a refused move puts the card back
	useEffect(() => setItems(columnsOf(board)), [board])
	useEffect(() => {
		if (fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok) setItems(columnsOf(board))
	}, [fetcher.state, fetcher.data, board])

	const tasks = useMemo(() => new Map(board.columns.flatMap((c) => c.tasks.map((t) => [t.id, t] as const))), [board])
	const labels = useMemo(() => new Map(board.columns.map((c) => [c.value, c.label])), [board])

	const columnOf = (id: UniqueIdentifier, within: Columns = itemsRef.current) => {
		const key = String(id)
		if (key.startsWith(COLUMN)) return key.slice(COLUMN.length)
		return Object.keys(within).find((value) => within[value]!.includes(key))
	}

	// up and down within a column; left and right to the neighbouring column's top, empty or not
	const order = board.columns.map((c) => c.value)
	const coordinateGetter: KeyboardCoordinateGetter = (event, args) => {
		const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0
		if (!step) return sortableKeyboardCoordinates(event, args)
		event.preventDefault()
		const { over, droppableRects } = args.context
		const active = String(args.active)
		const current = columnOf(over?.id ?? active)
		const target = order[order.indexOf(current ?? '') + step]
		if (target === undefined) return undefined
		const first = itemsRef.current[target]?.find((id) => id !== active)
		const rect = droppableRects.get(first ?? `${COLUMN}${target}`) ?? droppableRects.get(`${COLUMN}${target}`)
		return rect ? { x: rect.left + 1, y: rect.top + 1 } : undefined
	}
	const sensors = useSensors(
		useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
		useSensor(KeyboardSensor, { coordinateGetter }),
	)
	// The column under the pointer (or, with the keyboard, under the card's middle) decides, then the closest card in it;
	// a column with no other card is itself the target. closestCorners alone measures to the corners of a whole column,
	// so a card dropped into an empty column landed in the neighbouring one (issue 51, point 12).
	const collisionDetection: CollisionDetection = (args) => {
		const { collisionRect, droppableContainers, pointerCoordinates } = args
		const x = pointerCoordinates?.x ?? collisionRect.left + collisionRect.width / 2
		let column: (typeof droppableContainers)[number] | undefined
		let distance = Infinity
		for (const container of droppableContainers) {
			const rect = container.rect.current
			if (!rect || !String(container.id).startsWith(COLUMN)) continue
			const d = x < rect.left ? rect.left - x : x > rect.left + rect.width ? x - rect.left - rect.width : 0
			if (d < distance) [column, distance] = [container, d]
		}
		if (!column) return closestCorners(args)
		const members = new Set(itemsRef.current[String(column.id).slice(COLUMN.length)] ?? [])
		const cards = droppableContainers.filter((c) => members.has(String(c.id)))
		if (!cards.some((c) => c.id !== args.active.id)) return [{ id: column.id, data: { droppableContainer: column, value: 0 } }]
		return closestCorners({ ...args, droppableContainers: cards })
	}
	// dnd-kit reports the card over itself right after it is picked up: that is not a move yet
	const movedRef = useRef(false)

	const announcements = useMemo<Announcements>(() => {
		const where = (activeId: UniqueIdentifier, overId: UniqueIdentifier | undefined) => {
			const now = itemsRef.current
			const column = overId === undefined ? columnOf(activeId, now) : columnOf(overId, now)
			const list = column === undefined ? [] : now[column]!
			const at = overId === undefined || String(overId).startsWith(COLUMN) ? list.indexOf(String(activeId)) : list.indexOf(String(overId))
			return { label: labels.get(column ?? '') ?? '', position: (at === -1 ? list.length : at) + 1, size: Math.max(list.length, 1) }
		}
		const title = (id: UniqueIdentifier) => tasks.get(String(id))?.title ?? 'The card'
		return {
			onDragStart: ({ active }) => {
				movedRef.current = false
				const w = where(active.id, undefined)
				return say.pickedUp(title(active.id), w.label, w.position, w.size)
			},
			onDragOver: ({ active, over }) => {
				if (!over) return `${title(active.id)} is no longer over a column.`
				if (!movedRef.current && over.id === active.id) return undefined
				movedRef.current = true
				const w = where(active.id, over.id)
				return say.over(title(active.id), w.label, w.position, w.size)
			},
			onDragEnd: ({ active, over }) => {
				if (!over) return say.cancelled(title(active.id), labels.get(columnOf(active.id, startRef.current) ?? '') ?? '')
				const w = where(active.id, over.id)
				return say.dropped(title(active.id), w.label, w.position, w.size)
			},
			onDragCancel: ({ active }) => say.cancelled(title(active.id), labels.get(columnOf(active.id, startRef.current) ?? '') ?? ''),
		}
	}, [tasks, labels])

	// The card joins the column it is over at once, in the ref too: dnd-kit announces the move right after this call,
	// before React draws it, and the announcement reads the ref (it said "position 1 of 1" for a column that then had two
	// cards; decision 352)
	const onDragOver = ({ active, over }: DragOverEvent) => {
		if (!over) return
		const from = columnOf(active.id)
		const to = columnOf(over.id)
		if (from === undefined || to === undefined || from === to) return
		const current = itemsRef.current
		const id = String(active.id)
		const target = current[to]!.filter((t) => t !== id)
		const at = String(over.id).startsWith(COLUMN) ? target.length : Math.max(0, target.indexOf(String(over.id)))
		const next = { ...current, [from]: current[from]!.filter((t) => t !== id), [to]: [...target.slice(0, at), id, ...target.slice(at)] }
		itemsRef.current = next
		setItems(next)
	}
	// "ready" on the board once this part has mounted: every column's cards are registered with dnd-kit (its layout
	// effects ran before this effect), so a test or a script that waits for it picks a card up on the whole board
	const [ready, setReady] = useState(false)
	useEffect(() => setReady(true), [])

	const onDragEnd = ({ active, over }: DragEndEvent) => {
		const id = String(active.id)
		const column = over ? columnOf(over.id) : undefined
		if (column === undefined) {
			setItems(startRef.current)
			return
		}
		let list = itemsRef.current[column]!
		if (!String(over!.id).startsWith(COLUMN)) {
			const from = list.indexOf(id)
			const to = list.indexOf(String(over!.id))
			if (from !== -1 && to !== -1 && from !== to) list = arrayMove(list, from, to)
		}
		const next = { ...itemsRef.current, [column]: list }
		setItems(next)
		const at = list.indexOf(id)
		const before = startRef.current
		const startColumn = columnOf(id, before)
		if (startColumn === column && before[column]!.indexOf(id) === at) return
		const position = at > 0 ? `after:${list[at - 1]}` : 'top'
		void fetcher.submit(
			{ group: board.group, to: moveTarget(position, column), via: 'drag', returnTo: here },
			{ method: 'post', action: `/tasks/move/${id}` },
		)
	}

	return (
		<DndContext
			sensors={sensors}
			collisionDetection={collisionDetection}
			// the board scrolls sideways only when the pointer is near its very edge: with dnd-kit's 20 % a card held over
			// the last column in view scrolled the board on and dropped in a column further right (issue 51, point 12)
			autoScroll={{ threshold: { x: 0.05, y: 0.2 } }}
			// the cards are measured at every step of a drag, not only when it starts: a card moved into another column is a
			// new element there, and measured late it left the keyboard's next step to the old places (decision 352)
			measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
			accessibility={{ announcements, screenReaderInstructions: instructions }}
			onDragStart={() => {
				startRef.current = itemsRef.current
			}}
			onDragOver={onDragOver}
			onDragEnd={onDragEnd}
			onDragCancel={() => setItems(startRef.current)}
		>
			<BoardFrame title={props.title} dnd={ready ? 'ready' : undefined}>
				{board.columns.map((column, i) => (
					<DroppableColumn key={column.value} column={column} here={here} moves={columnMoves(board, i)}>
						<SortableContext items={items[column.value] ?? []} strategy={verticalListSortingStrategy}>
							{(items[column.value] ?? []).map((id) => {
								const task = tasks.get(id)
								return task ? <SortableCard key={id} task={task} {...props} /> : null
							})}
						</SortableContext>
					</DroppableColumn>
				))}
			</BoardFrame>
		</DndContext>
	)
}

function DroppableColumn({ column, here, moves, children }: { column: BoardProps['board']['columns'][number]; here: string; moves?: ColumnMoves; children: React.ReactNode }) {
	const { setNodeRef, isOver } = useDroppable({ id: `${COLUMN}${column.value}` })
	return (
		<BoardColumn column={column} here={here} listRef={setNodeRef} over={isOver} moves={moves}>
			{children}
		</BoardColumn>
	)
}

function SortableCard({ task, ...props }: BoardProps & { task: TaskView }) {
	const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: task.id })
	return (
		<BoardCard
			{...props}
			task={task}
			itemProps={{
				ref: setNodeRef,
				style: { transform: CSS.Translate.toString(transform), transition, zIndex: isDragging ? 10 : undefined, opacity: isDragging ? 0.85 : undefined },
			}}
			handle={
				<Button
					variant="icon"
					size="sm"
					ref={setActivatorNodeRef}
					{...attributes}
					{...listeners}
					aria-label={`Drag ${task.title}`}
					className="cursor-grab touch-none"
					data-testid="drag-handle"
				>
					<svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5" fill="currentColor">
						<circle cx="7" cy="5" r="1.5" />
						<circle cx="13" cy="5" r="1.5" />
						<circle cx="7" cy="10" r="1.5" />
						<circle cx="13" cy="10" r="1.5" />
						<circle cx="7" cy="15" r="1.5" />
						<circle cx="13" cy="15" r="1.5" />
					</svg>
				</Button>
			}
		/>
	)
}
