// The tasks page body (screen 6): header, toolbar, the list of cards or the empty state, "Show more",
// and the "Jump To..." sidebar.
import { Button, ButtonLink } from '~/ui/button'
import { lazy, Suspense, useState } from 'react'
import { Form } from 'react-router'
import { Link } from '~/ui/link'
import type { FilterItem } from '#db/schema'
import { cardTitleIds } from '~/tasks/card-title-ids'
import type { DisplayOptions } from '~/tasks/display-options'
import type { ListHeader } from '~/tasks/lists'
import type { TaskView } from '~/tasks/present.server'
import type { TaskFormErrors, TaskFormValues } from '~/tasks/task-form'
import type { KanbanBoardData } from '~/tasks/list-page.server'
import { BULK_FORM, selectHref } from './bulk-links'
import { useSelection } from './bulk-selection'
import { ChevronIcon, InboxIcon } from './icons'
import { TaskSidebar } from './sidebar'
import { useCardFocus } from './card-focus'
import { CardActionsForm, TaskCard } from './task-card'
import type { TaskFormLists } from './task-fields'
import { subTaskMayOfferPeople } from '~/sharing/assignment'

export type TaskListData = {
	header: ListHeader
	tasks: TaskView[]
	/** the Kanban board instead of the list (premium, displayKanban) */
	board: KanbanBoardData | null
	/** Kanban is saved but the user is not premium (any more): the list and a note */
	kanbanUpgrade: boolean
	total: number
	limit: number
	editing: { taskId: string; values: TaskFormValues; confirmDelete: boolean } | null
	lists: TaskFormLists
	expandDetail: boolean
	/** Select mode (bulk edit): on, or on with this page's boxes ticked (absent: off, and no bytes in the page's data) */
	select?: 'on' | 'page'
	/** Display Options' Comfortable rows instead of the compact ones */
	comfortable: boolean
	display: { options: DisplayOptions; premium: boolean }
	/** the filter's choices; `narrowed`: the chips of what narrows this list besides its own rule */
	filter: { completed: 'A' | 'N' | 'Y'; items: FilterItem[]; problem?: string | null; narrowed: string[] }
}

const CreateTaskDialog = lazy(() => import('./create-dialog'))
const DisplayOptionsDialog = lazy(() => import('./display-options-dialog'))
const FilterDialog = lazy(() => import('./filter-dialog'))
// only in Select mode (?select=1): its code loads then, not with every list (docs/decisions/185)
// only where Display Options show the list as a board (premium): the board's code loads then
const KanbanBoard = lazy(() => import('./kanban-board').then((m) => ({ default: m.KanbanBoard })))
const BulkEditForm = lazy(() => import('./bulk-form').then((m) => ({ default: m.BulkEditForm })))

export function TaskListView({
	data,
	here,
	saveErrors,
	pageSize,
	showMore,
	openMenu = null,
}: {
	data: TaskListData
	here: string
	/** the title id of the card whose menu the server draws open (`?menu=`, decision 351) */
	openMenu?: string | null
	saveErrors: { taskId: string; values: TaskFormValues; errors: TaskFormErrors } | null
	pageSize: number
	showMore: (limit: number) => string
}) {
	const { header, tasks, total } = data
	const returnTo = encodeURIComponent(here)
	const paging = header.paging
	const pagePath = here.split('?')[0]
	const editing = saveErrors
		? { taskId: saveErrors.taskId, values: saveErrors.values, errors: saveErrors.errors, confirmDelete: false }
		: data.editing
	const shown = Math.min(tasks.length, data.limit)
	// each card's title id follows its task (so a card that moves stays the same HTML: decision 254)
	const titleIds = cardTitleIds(tasks.map((t) => t.id))
	// with JavaScript, Add and add-sub-task open the Create Task modal over the list
	const [creating, setCreating] = useState<{ parent: { id: string; title: string; folder: string } | null; askPeople?: boolean } | null>(null)
	const [dialog, setDialog] = useState<'display' | 'filter' | null>(null)
	const selection = useSelection(data)
	const cardList = useCardFocus(tasks)
	const openDialog = (which: 'display' | 'filter') => (e: React.MouseEvent) => {
		e.preventDefault()
		setDialog(which)
	}
	return (
		// the Jump To sidebar beside the list from 1024 px; beside the board (which scrolls inside itself) from 1280 px
		<div className={`flex flex-col gap-6 ${data.board ? 'xl:flex-row xl:items-start' : 'lg:flex-row lg:items-start'}`}>
			<section className="min-w-0 flex-1" aria-labelledby="list-title">
				<title>{`${saveErrors ? 'Error: ' : ''}${header.title} | Twentyfour`}</title>
				<CardActionsForm here={here} selecting={!!data.select} />
				{/* the title and the list's buttons on one line, the subtitle and the count under them: on a phone the list starts
				   about 140 px from the top of the page */}
				<div className="flex flex-wrap items-center gap-x-3 gap-y-2">
					<h1 id="list-title" className="mr-auto text-2xl font-bold">
						{header.title}
					</h1>
					<span className="flex flex-wrap gap-2">
						<ButtonLink
							to={`/tasks/create/new?returnTo=${returnTo}`}
							size="sm"
							onClick={(e) => {
								e.preventDefault()
								setCreating({ parent: null })
							}}
						>
							Add
						</ButtonLink>
						<ButtonLink to={`/tasks/display-options?returnTo=${returnTo}`} variant="secondary" size="sm" className="gap-0" onClick={openDialog('display')}>
							{/* one line with the title on a phone; the name stays "Display Options" */}
							Display<span className="max-sm:sr-only">{'\u00a0'}Options</span>
						</ButtonLink>
						<ButtonLink to={`/tasks/filter?returnTo=${returnTo}`} variant="secondary" size="sm" onClick={openDialog('filter')}>
							Filter
						</ButtonLink>
					</span>
				</div>
				<div className="mt-1 flex flex-wrap items-center gap-x-1 gap-y-2">
					<p className="mr-1 text-sm text-slate-700 sm:text-base">{header.subtitle}</p>
					{paging ? (
						// Previous and Next stay side by side when the row wraps on a phone
						<span className="inline-flex gap-x-1">
							<ButtonLink to={`${pagePath}?offset=${paging.offset - 1}`} variant="secondary" size="sm" aria-label={`Previous ${paging.unit}`}>
								<ChevronIcon direction="left" />
								<span aria-hidden="true">Previous</span>
							</ButtonLink>
							<ButtonLink to={`${pagePath}?offset=${paging.offset + 1}`} variant="secondary" size="sm" aria-label={`Next ${paging.unit}`}>
								<span aria-hidden="true">Next</span>
								<ChevronIcon direction="right" />
							</ButtonLink>
						</span>
					) : null}
					<span className="inline-flex">
						<Link to="/dashboard" className="px-2 text-sm font-medium text-brand-700 underline" data-testid="task-count">
							{`${total} task${total === 1 ? '' : 's'}`}
						</Link>
						{/* Select mode (bulk edit): a checkbox per card and one form above them */}
						{data.select || total === 0 ? null : (
							<Link to={selectHref(here, '1')} className="px-2 text-sm font-medium text-brand-700 underline">
								Select
							</Link>
						)}
					</span>
					{data.filter.narrowed.length ? <NarrowedBy chips={data.filter.narrowed} here={here} /> : null}
				</div>
				{data.filter.problem ? (
					<p role="alert" className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
						{data.filter.problem}
					</p>
				) : null}
				{data.kanbanUpgrade ? (
					<p className="mt-4 text-sm text-slate-700" data-testid="kanban-note">
						Kanban is a premium feature, so your tasks are shown as a list.{' '}
						<Link to="/profile/subscription" className="font-medium text-brand-700 underline">
							Upgrade
						</Link>
					</p>
				) : null}
				{data.select && tasks.length ? (
					<Suspense fallback={null}>
						<BulkEditForm
							here={here}
							total={total}
							shown={shown}
							selected={selection.ids.size}
							matching={selection.matching}
							onSelectPage={() => selection.set(new Set(tasks.map((t) => t.id)), false)}
							onClear={() => selection.set(new Set(), false)}
							onMatching={(on) => selection.set(selection.ids, on)}
							onHydrated={selection.fromFields}
							lists={data.lists}
						/>
					</Suspense>
				) : null}
				{data.board && total > 0 ? (
					<Suspense fallback={null}>
						<KanbanBoard board={data.board} here={here} title={header.title} editing={editing} lists={data.lists} />
					</Suspense>
				) : tasks.length === 0 ? (
					<div className="mt-10 flex flex-col items-center gap-2 text-slate-600">
						<InboxIcon />
						<p className="text-lg">No tasks to display.</p>
					</div>
				) : (
					<ul ref={cardList} className={`task-rows mt-4 flex flex-col ${data.comfortable ? 'task-rows-comfortable gap-3' : 'gap-1.5'}`} aria-label={`${header.title} tasks`}>
						{tasks.map((task, i) => (
							<TaskCard
								key={task.id}
								titleId={titleIds[i]}
								task={task}
								here={here}
								expandDetail={data.expandDetail}
								editing={editing && editing.taskId === task.id ? editing : null}
								lists={data.lists}
								// a parent in a shared folder: the sub-task's "Assigned to" offers that folder's people (decision 402)
								onAddSubTask={(t) => setCreating({ parent: { id: t.id, title: t.title, folder: t.folder ?? '' }, askPeople: subTaskMayOfferPeople(t, data.lists.newTaskPeople) })}
								menuOpen={openMenu === titleIds[i]}
								select={data.select ? { form: BULK_FORM, checked: selection.matching || selection.ids.has(task.id), onChange: (on) => selection.toggle(task.id, on) } : undefined}
							/>
						))}
					</ul>
				)}
				{!data.board && total > data.limit ? (
					<p className="mt-4 flex flex-wrap items-center gap-3 text-sm text-slate-700">
						<span>{`Showing ${shown} of ${total} tasks.`}</span>
						<ButtonLink to={showMore(data.limit + pageSize)} variant="secondary" size="sm" preventScrollReset>
							Show more
						</ButtonLink>
					</p>
				) : null}
			</section>
			{creating ? (
				<Suspense fallback={null}>
					<CreateTaskDialog open onClose={() => setCreating(null)} parent={creating.parent} lists={data.lists} askPeople={creating.askPeople} />
				</Suspense>
			) : null}
			{dialog === 'display' ? (
				<Suspense fallback={null}>
					<DisplayOptionsDialog {...data.display} returnTo={here} onClose={() => setDialog(null)} />
				</Suspense>
			) : null}
			{dialog === 'filter' ? (
				<Suspense fallback={null}>
					<FilterDialog
						rows={data.filter.items}
						completed={data.filter.completed}
						lists={{ contexts: data.lists.contexts, folders: data.lists.folderGroups.flatMap((g) => g.options.map((o) => o.text)) }}
						returnTo={here}
						onClose={() => setDialog(null)}
					/>
				</Suspense>
			) : null}
			<aside aria-label="Jump To..." className="lg:sticky lg:top-20">
				<TaskSidebar data={{ contexts: data.lists.contexts, folderGroups: data.lists.folderGroups }} />
			</aside>
		</div>
	)
}

/** what narrows the list besides its own rule (the filter's Completed choice, the custom filter, hidden sub-tasks), with Clear */
function NarrowedBy({ chips, here }: { chips: string[]; here: string }) {
	return (
		<Form method="post" action="/tasks/filter" className="flex flex-wrap items-center gap-1" data-testid="narrowed-by">
			<input type="hidden" name="intent" value="clear" />
			<input type="hidden" name="returnTo" value={here} />
			<ul aria-label="Filters on" className="flex flex-wrap gap-1">
				{chips.map((chip) => (
					<li key={chip} className="rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
						{chip}
					</li>
				))}
			</ul>
			<Button type="submit" variant="secondary" size="sm" aria-label="Clear filters" className="min-h-8 px-2 py-0.5 text-xs">
				Clear
			</Button>
		</Form>
	)
}
