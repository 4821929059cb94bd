// The task card of screen 8. Every control is a form or a link that works without JavaScript;
// with it, the star and complete toggles change at once and roll back if the server refuses.
// The card is light (docs/decisions/174): its star and complete buttons post through one form the page draws once
// (`CardActionsForm`), its controls are named by `aria-labelledby` (the page's words and the title), and its looks,
// icons included, are short CSS classes (app/app.css).
import { MarkedText, NotesMatch } from './marked-text'
import { CardDetail, CardFacts, DateWords } from './task-card-facts'
import type { CardEditing } from './task-card-edit'
import { subTaskHref, withParam } from './card-links'
import { Button, ButtonLink } from '~/ui/button'
import { lazy, Suspense, useId } from 'react'
import { CARD_ACTIONS_FORM, labelledBy } from './card-actions-form'
import { CardMenu } from './card-menu'
import { KEPT_CARD, KEPT_CARD_END } from '~/lib/kept-cards'
import { useKeptCards } from './kept-cards'
import { useFetcher } from 'react-router'
import { readToggle, TOGGLE_FIELD, toggleValue, type CardToggle } from '~/tasks/card-toggle'
import type { TaskView } from '~/tasks/present.server'
import type { TaskFormLists } from './task-fields'

export type { CardEditing }

// the edit form (and the task's fields) loads when a card is edited, not with every list (docs/decisions/185)
const EditForm = lazy(() => import('./task-card-edit').then((m) => ({ default: m.EditForm })))

export { CARD_ACTIONS_FORM, CardActionsForm } from './card-actions-form'

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
	select,
	menuOpen = false,
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
	/** the title links to the detail page (in the same tab), except on that page */
	detailLink?: boolean
	/** the Kanban board's card: star, complete, title, edit, dates; no detail, notes or sub-tasks */
	compact?: boolean
	/** the board's drag handle, before the toggles */
	handle?: React.ReactNode
	/** the board's "Move to" control, under the dates */
	footer?: React.ReactNode
	/** the board's drag and drop wiring of the item */
	itemProps?: React.HTMLAttributes<HTMLLIElement> & { ref?: React.Ref<HTMLLIElement> }
	/** the id of the title, unique on the page: a list gives a short one that follows the task (app/tasks/card-title-ids.ts) */
	titleId?: string
	/** Select mode (bulk edit): the card's checkbox, part of the page's bulk form (`form`), named "Select <title>" */
	select?: { form: string; checked: boolean; onChange: (checked: boolean) => void }
	/** the card's menu drawn open by the server (its link's `?menu=`, decision 351) */
	menuOpen?: boolean
}) {
	const H = `h${headingLevel}` as 'h2'
	// the title's id: the card's controls are named by it (and one of CARD_LABELS)
	const ownTitleId = useId()
	const titleId = givenTitleId ?? ownTitleId
	const kept = useKeptCards()
	if (editing && lists) {
		const editTitleId = `task-${task.id}-title`
		return (
			<li className="rounded-lg border-2 border-brand-600 bg-white p-4 shadow-sm" aria-labelledby={editTitleId} {...itemProps}>
				<H id={editTitleId} className="mb-3 text-lg font-semibold">
					Edit “{task.title}”
				</H>
				<Suspense fallback={null}>
					<EditForm task={task} here={here} editing={editing} lists={lists} afterDelete={afterDelete} />
				</Suspense>
			</li>
		)
	}
	// the title, dates and Detail take their looks from their place in the card (app/app.css, .task-card > ...)
	const heading = (
		<H className={task.completed ? 'text-slate-600 line-through' : undefined} id={detailLink ? undefined : titleId}>
			{detailLink ? (
				// the same tab (issue 51, point 11: the spec's "new tab" is for the tour only); a plain link, named by the title
				<a href={`/tasks/detail/${task.id}`} className={compact ? 'inline-block' : undefined}>
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
	const className = tone ? `task-card ${tone}` : 'task-card'
	// on the server, a card drawn from its props alone is kept (./kept-cards.tsx): the board's and Select mode's are not
	const key = kept && !editing && !select && !handle && !footer && !itemProps ? kept.keyOf({ task, here, expandDetail, headingLevel, detailLink, compact, titleId, ...(menuOpen ? { menuOpen } : null) }) : null
	if (key && kept!.has(key)) return <li className={className} data-testid="task-card" {...{ [KEPT_CARD]: key }} />
	return (
		<li className={className} data-testid="task-card" {...itemProps} {...(key ? { [KEPT_CARD]: key } : null)}>
			{compact ? heading : null}
			<div>
				{handle}
				{select ? (
					<span className="task-card-select">
						<input
							type="checkbox"
							name="id"
							value={task.id}
							form={select.form}
							checked={select.checked}
							onChange={(e) => select.onChange(e.target.checked)}
							aria-labelledby={labelledBy('select', titleId)}
						/>
					</span>
				) : null}
				{task.viewOnly ? null : <Toggles task={task} here={here} titleId={titleId} />}
				{compact ? null : (
					<div>
						{heading}
						{task.sharedBy ? <p className="text-sm text-slate-700">{task.sharedBy}</p> : null}
						<CardFacts task={task} every={!detailLink} />
					</div>
				)}
				{task.parentId || compact || task.viewOnly ? null : (
					<ButtonLink
						variant="card"
						className="task-card-add"
						to={subTaskHref(here, task.id)}
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
				{task.viewOnly ? null : (
					<ButtonLink variant="card" className="task-card-edit" to={withParam(here, 'edit', task.id)} discover="none" aria-labelledby={labelledBy('edit', titleId)} preventScrollReset />
				)}
				{compact || select || task.viewOnly ? null : <CardMenu taskId={task.id} titleId={titleId} here={here} open={menuOpen} />}
			</div>
			{compact ? (
				<>
					{/* a line per date, its term beside it (the date moves under its term as a whole, never apart); one line when
					    they are the same day */}
					{task.start || task.due ? (
						<dl>
							{task.start && task.start === task.due ? (
								<div>
									<dt>Starts and due</dt>
									<dd title={task.dueFull}>
										<DateWords text={task.due} full={task.dueFull} />
									</dd>
								</div>
							) : (
								<>
									{task.start ? (
										<div>
											<dt>Start</dt>
											<dd title={task.startFull}>
												<DateWords text={task.start} full={task.startFull} />
											</dd>
										</div>
									) : null}
									{task.due ? (
										<div>
											{/* a relative overdue date says "overdue" itself: its term is then for screen readers only */}
											<dt className={task.overdue && task.due.endsWith('overdue') ? 'sr-only' : undefined}>{task.overdue ? 'Overdue' : 'Due'}</dt>
											<dd className={task.overdue ? 'font-semibold text-red-700' : undefined} title={task.dueFull}>
												<DateWords text={task.due} full={task.dueFull} />
											</dd>
										</div>
									) : null}
								</>
							)}
						</dl>
					) : null}
					{footer}
				</>
			) : (
				<>
					{/* a search that matched the notes shows the words around the match in sight (issue 25) */}
					{task.match?.notes ? <NotesMatch parts={task.match.notes} /> : null}
					<CardDetail task={task} expandDetail={expandDetail} />
				</>
			)}
			{key ? <template {...{ [KEPT_CARD_END]: key }} /> : null}
		</li>
	)
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
				variant="card"
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
