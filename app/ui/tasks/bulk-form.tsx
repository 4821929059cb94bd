// Bulk edit's form (issue 25, item 2; docs/decisions/245): a list in Select mode (?select=1) draws this one form above
// its cards; each card's checkbox belongs to it through `form=`. A plain HTML post to /tasks/bulk with JavaScript off;
// with it, "Select all on this page" and "Clear" tick the boxes in place and the count follows.
import { Form } from 'react-router'
import { Link } from '~/ui/link'
import { MAX_SHIFT_DAYS, SET_PREFIX } from '~/tasks/bulk-fields'
import { PRIORITIES, STATUSES } from '~/tasks/options'
import { Button, ButtonLink } from '~/ui/button'
import { SubmissionToken } from '~/ui/forms'
import { useHydrated } from '~/ui/hydrated'
import { useFromFieldsOnHydration } from '~/ui/typed-before-hydration'
import type { TaskFormLists } from './task-fields'

import { BULK_FORM, selectHref } from './bulk-links'

export { BULK_FORM, selectHref }

const control = 'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base shadow-sm'

function Choice({ name, label, options }: { name: string; label: string; options: { value: string; label: string }[] }) {
	const id = `bulk-${name}`
	return (
		<div>
			<label htmlFor={id} className="block font-medium">
				{label}
			</label>
			<select id={id} name={name} defaultValue="" className={control}>
				<option value="">No change</option>
				{options.map((o) => (
					<option key={o.value} value={o.value}>
						{o.label}
					</option>
				))}
			</select>
		</div>
	)
}

export function BulkEditForm({
	here,
	total,
	shown,
	selected,
	matching,
	onSelectPage,
	onClear,
	onMatching,
	onHydrated,
	lists,
}: {
	here: string
	/** tasks the list holds in all */
	total: number
	/** cards on this page */
	shown: number
	selected: number
	matching: boolean
	onSelectPage: () => void
	onClear: () => void
	onMatching: (on: boolean) => void
	/** called once as the form takes over the page: the boxes ticked before the script loaded count (issue 48) */
	onHydrated?: () => void
	lists: TaskFormLists
}) {
	const hydrated = useHydrated()
	useFromFieldsOnHydration(() => onHydrated?.())
	const folders = lists.folderGroups.flatMap((g) => g.options.map((o) => o.text))
	const named = (names: string[]) => [{ value: SET_PREFIX, label: 'None' }, ...names.map((n) => ({ value: SET_PREFIX + n, label: n }))]
	return (
		<Form id={BULK_FORM} method="post" action="/tasks/bulk" className="mt-4 rounded-lg border border-brand-600 bg-white p-3 shadow-sm sm:p-4" aria-labelledby="bulk-title">
			<input type="hidden" name="returnTo" value={here} />
			<SubmissionToken />
			<div className="flex flex-wrap items-center gap-x-3 gap-y-2">
				<h2 id="bulk-title" className="text-lg font-semibold">
					Change the selected tasks
				</h2>
				{/* the count needs the page's script; without it, the boxes say what is ticked */}
				<p className="text-sm text-slate-700" aria-live="polite" data-testid="bulk-count">
					{hydrated ? (matching ? `All ${total} matching tasks selected` : `${selected} selected`) : null}
				</p>
			</div>
			<div className="mt-2 flex flex-wrap items-center gap-2">
				<ButtonLink
					to={selectHref(here, 'page')}
					variant="secondary"
					size="sm"
					preventScrollReset
					onClick={(e) => {
						e.preventDefault()
						onSelectPage()
					}}
				>
					Select all on this page
				</ButtonLink>
				{hydrated ? (
					<Button size="sm" variant="ghost" onClick={onClear}>
						Clear selection
					</Button>
				) : null}
				{total > shown ? (
					<label className="flex min-h-10 items-center gap-2 px-1 text-sm font-medium">
						<input type="checkbox" name="scope" value="matching" checked={matching} onChange={(e) => onMatching(e.target.checked)} className="h-5 w-5" />
						{`Select all ${total} matching tasks`}
					</label>
				) : null}
			</div>
			<div className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 lg:grid-cols-4">
				<Choice name="status" label="Status" options={STATUSES.map((s) => ({ value: s.value, label: s.label }))} />
				<Choice name="context" label="Context" options={named(lists.contexts)} />
				<Choice name="folder" label="Folder" options={named(folders)} />
				<Choice name="priority" label="Priority" options={PRIORITIES.map((p) => ({ value: p.value, label: p.label }))} />
				<Choice name="star" label="Star" options={[{ value: 'Y', label: 'Star' }, { value: 'N', label: 'Remove star' }]} />
				<Choice name="completed" label="Complete" options={[{ value: 'Y', label: 'Complete' }, { value: 'N', label: 'Reopen' }]} />
				<div className="col-span-2">
					<label htmlFor="bulk-shift" className="block font-medium">
						Move start and due dates by
					</label>
					<p id="bulk-shift-hint" className="text-sm text-slate-600">
						Days: 3 moves them 3 days later, -3 three days earlier.
					</p>
					<input id="bulk-shift" name="shift" type="number" inputMode="numeric" step={1} min={-MAX_SHIFT_DAYS} max={MAX_SHIFT_DAYS} aria-describedby="bulk-shift-hint" className={`${control} sm:max-w-40`} />
				</div>
			</div>
			<div className="mt-4 flex flex-wrap items-center gap-2">
				<Button type="submit" name="intent" value="change">
					Apply to selected
				</Button>
				<Button type="submit" name="intent" value="delete" variant="outline-danger">
					Delete selected
				</Button>
				<Link to={selectHref(here, null)} className="inline-flex min-h-10 items-center px-2 font-medium text-brand-700 underline">
					Done selecting
				</Link>
			</div>
		</Form>
	)
}
