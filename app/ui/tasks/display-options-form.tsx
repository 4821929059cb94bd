// The Display Options form (screen 13): the page and the dialog both render it.
import { Form } from 'react-router'
import { DialogActions } from './dialog-actions'
import { PREMIUM_FEATURE, type DisplayOptions } from '~/tasks/display-options'
import { KANBAN_GROUPS, SORT_FIELDS } from '~/tasks/options'

const LEVELS = [{ key: 'first' }, { key: 'second' }, { key: 'third' }] as const

const select = 'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base shadow-sm'

function Switch({ name, label, checked, disabled, hint }: { name: string; label: string; checked: boolean; disabled?: boolean; hint?: string }) {
	const id = `display-${name}`
	return (
		<div className="flex min-h-10 items-center gap-3">
			<input
				type="checkbox"
				role="switch"
				id={id}
				name={name}
				value="Y"
				defaultChecked={checked}
				disabled={disabled}
				aria-describedby={hint ? `${id}-hint` : undefined}
				className="h-5 w-9 cursor-pointer appearance-none rounded-full bg-slate-400 transition before:block before:h-4 before:w-4 before:translate-x-0.5 before:rounded-full before:bg-on-solid before:transition checked:bg-solid checked:before:translate-x-4.5 disabled:cursor-not-allowed disabled:opacity-60"
			/>
			<label htmlFor={id} className="font-medium" title={hint}>
				{label}
			</label>
			{hint ? (
				<span id={`${id}-hint`} className="text-sm text-slate-600">
					{hint}
				</span>
			) : null}
		</div>
	)
}

export function DisplayOptionsForm({
	options,
	premium,
	returnTo,
	onCancel,
	onSubmit,
}: {
	options: DisplayOptions
	premium: boolean
	returnTo: string
	onCancel?: () => void
	onSubmit?: () => void
}) {
	const { sort } = options
	return (
		<Form method="post" action="/tasks/display-options" onSubmit={onSubmit}>
			<input type="hidden" name="returnTo" value={returnTo} />
			<fieldset>
				<legend className="mb-2 text-lg font-semibold">Sort</legend>
				{LEVELS.map((level, i) => {
					const direction = sort[`${level.key}Direction`]
					return (
						<div key={level.key} className="mb-3 grid grid-cols-[1fr_auto] gap-3">
							<div>
								<label htmlFor={`sort-${level.key}`} className="block font-medium">
									{i === 0 ? 'Sort by' : i === 1 ? 'Then by (second)' : 'Then by (third)'}
								</label>
								<select id={`sort-${level.key}`} name={level.key} defaultValue={sort[level.key]} className={select}>
									<option value="">None</option>
									{SORT_FIELDS.map((f) => (
										<option key={f.value} value={f.value}>
											{f.label}
										</option>
									))}
								</select>
							</div>
							<div>
								<label htmlFor={`sort-${level.key}-direction`} className="block font-medium">
									Direction<span className="sr-only"> of the {['first', 'second', 'third'][i]} sort</span>
								</label>
								<select id={`sort-${level.key}-direction`} name={`${level.key}Direction`} defaultValue={String(direction)} className={select}>
									<option value="1">Ascending</option>
									<option value="-1">Descending</option>
								</select>
							</div>
						</div>
					)
				})}
				<p className="text-sm text-slate-600">Tasks without a value for a sort field come last.</p>
			</fieldset>
			<fieldset className="mt-4">
				<legend className="mb-2 text-lg font-semibold">Show</legend>
				<Switch name="hideChildren" label="Hide Children" checked={sort.hideChildren} />
				<Switch name="hideParents" label="Hide Parents" checked={sort.hideParents} />
				<Switch name="expandDetail" label="Expand Detail" checked={sort.expandDetail ?? false} />
				<Switch name="comfortable" label="Comfortable rows" checked={sort.comfortable ?? false} />
				{/* the rows say "Today", "Tomorrow", "3 days overdue" unless this is on (issue 51, docs/decisions/315) */}
				<Switch name="absoluteDates" label="Absolute dates" checked={sort.absoluteDates ?? false} />
				<Switch name="displayKanban" label="Kanban" checked={options.displayKanban} disabled={!premium} hint={premium ? undefined : PREMIUM_FEATURE} />
				<div className="mt-2">
					<label htmlFor="display-kanbanGroup" className="block font-medium">
						Kanban grouping
					</label>
					<select id="display-kanbanGroup" name="kanbanGroup" defaultValue={options.kanbanGroup} className={select}>
						{KANBAN_GROUPS.map((g) => (
							<option key={g.value} value={g.value}>
								{g.label}
							</option>
						))}
					</select>
				</div>
			</fieldset>
			<DialogActions onCancel={onCancel} returnTo={returnTo} submitLabel="Apply" />
		</Form>
	)
}
