// The Filter Tasks form (screen 12): rows of group, field, operator and value. Without JavaScript,
// Add row, Remove and Update choices are submit buttons (name="intent"); with it, they change the
// rows in place. There is always at least one row.
import { useState } from 'react'
import { DialogActions } from './dialog-actions'
import { buttonClass } from '~/ui/button'
import { Form } from 'react-router'
import type { FilterItem } from '#db/schema'
import { FILTER_FIELDS, FILTER_GROUPS, operatorsFor, PRIORITIES, STATUSES } from '~/tasks/options'
import { ErrorSummary } from '~/ui/forms'
import { useHydrated } from '~/ui/hydrated'

export type FilterLists = { contexts: string[]; folders: string[] }

const control = 'block w-full rounded-md border border-slate-400 bg-white px-2 py-2 text-base shadow-sm'
const blank = (): FilterItem => ({ group: 'a', field: '', operator: '', value: '' })

function valueOptions(field: string, lists: FilterLists) {
	switch (field) {
		case 'completed':
		case 'star':
			return [
				{ value: 'Y', label: 'Yes' },
				{ value: 'N', label: 'No' },
			]
		case 'context':
			return [{ value: '', label: 'Unassigned' }, ...lists.contexts.map((c) => ({ value: c, label: c }))]
		case 'folder':
			return [{ value: '', label: 'Unassigned' }, ...lists.folders.map((f) => ({ value: f, label: f }))]
		case 'priority':
			return PRIORITIES.map((p) => ({ value: p.value, label: p.label }))
		case 'status':
			return STATUSES.map((s) => ({ value: s.value, label: s.label }))
		default:
			return null
	}
}

function ValueControl({ row, index, lists, error }: { row: FilterItem; index: number; lists: FilterLists; error?: string }) {
	const id = `filter-row-${index}-value`
	const type = FILTER_FIELDS.find((f) => f.value === row.field)?.type
	const options = valueOptions(row.field, lists)
	const common = {
		id,
		name: 'value',
		'aria-invalid': error ? true : undefined,
		'aria-describedby': error ? `${id}-error` : undefined,
		className: `${control} ${error ? 'border-2 border-red-700' : ''}`,
	}
	if (options) {
		return (
			<select {...common} key={row.field} defaultValue={row.value}>
				{options.map((o) => (
					<option key={o.value} value={o.value}>
						{o.label}
					</option>
				))}
			</select>
		)
	}
	return (
		<input
			{...common}
			key={row.field}
			type={type === 'date' ? 'date' : type === 'number' ? 'number' : 'text'}
			step={type === 'number' ? 'any' : undefined}
			defaultValue={row.value}
			maxLength={200}
		/>
	)
}

export function FilterForm({
	rows: initialRows,
	completed,
	errors = {},
	formError,
	lists,
	returnTo,
	onCancel,
	onSubmit,
}: {
	rows: FilterItem[]
	completed: 'A' | 'N' | 'Y'
	errors?: Record<number, string>
	/** a refusal of the whole filter (too many rows) */
	formError?: string | null
	lists: FilterLists
	returnTo: string
	onCancel?: () => void
	onSubmit?: () => void
}) {
	const hydrated = useHydrated()
	const [rows, setRows] = useState(() => (initialRows.length ? initialRows : [blank()]).map((r, i) => ({ ...r, key: i })))
	const [nextKey, setNextKey] = useState(rows.length)
	const update = (key: number, change: Partial<FilterItem>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...change } : r)))
	const summary = [
		...(formError ? [{ id: 'filter-row-0-group', message: formError }] : []),
		...Object.entries(errors).map(([i, message]) => ({ id: `filter-row-${i}-value`, message: `Row ${Number(i) + 1}: ${message}` })),
	]
	return (
		<Form method="post" action="/tasks/filter" onSubmit={onSubmit}>
			<input type="hidden" name="returnTo" value={returnTo} />
			{/* Enter in a field applies the filter: the first submit button of a form is its default */}
			<button type="submit" name="intent" value="apply" className="sr-only" tabIndex={-1} aria-hidden="true">
				Filter
			</button>
			<ErrorSummary errors={summary} />
			<div className="mb-4 max-w-xs">
				<label htmlFor="filter-completed" className="block font-medium">
					Completed
				</label>
				<select id="filter-completed" name="completed" defaultValue={completed} className={`mt-1 ${control}`}>
					<option value="A">All</option>
					<option value="N">No</option>
					<option value="Y">Yes</option>
				</select>
			</div>
			<p className="mb-2 text-sm text-slate-700">Rows in the same group must all match; a task matches the filter when any group matches.</p>
			<ol className="flex flex-col gap-3">
				{rows.map((row, index) => {
					const type = FILTER_FIELDS.find((f) => f.value === row.field)?.type
					const operators = type ? operatorsFor(type) : []
					const error = errors[index]
					const n = index + 1
					return (
						<li key={row.key} className="rounded-md border border-slate-200 bg-slate-50 p-3" aria-label={`Row ${n}`}>
							<div className="grid grid-cols-[5rem_1fr] gap-2 lg:grid-cols-[5rem_1fr_1fr_1.5fr_auto] lg:items-end">
								<div>
									<label htmlFor={`filter-row-${index}-group`} className="block text-sm font-medium">
										Group<span className="sr-only"> of row {n}</span>
									</label>
									<select id={`filter-row-${index}-group`} name="group" defaultValue={row.group} className={control}>
										{FILTER_GROUPS.map((g) => (
											<option key={g} value={g}>
												{g.toUpperCase()}
											</option>
										))}
									</select>
								</div>
								<div>
									<label htmlFor={`filter-row-${index}-field`} className="block text-sm font-medium">
										Field<span className="sr-only"> of row {n}</span>
									</label>
									<select
										id={`filter-row-${index}-field`}
										name="field"
										defaultValue={row.field}
										onChange={(e) => update(row.key, { field: e.target.value, operator: '', value: '' })}
										className={control}
									>
										<option value="">Choose a field</option>
										{FILTER_FIELDS.map((f) => (
											<option key={f.value} value={f.value}>
												{f.label}
											</option>
										))}
									</select>
								</div>
								<div className="col-span-2 lg:col-span-1">
									<label htmlFor={`filter-row-${index}-operator`} className="block text-sm font-medium">
										Operator<span className="sr-only"> of row {n}</span>
									</label>
									<select id={`filter-row-${index}-operator`} key={row.field} name="operator" defaultValue={row.operator} className={control}>
										{operators.length ? null : <option value="">Choose a field first</option>}
										{operators.map((o) => (
											<option key={o.value} value={o.value}>
												{o.label}
											</option>
										))}
									</select>
								</div>
								<div className="col-span-2 lg:col-span-1">
									<label htmlFor={`filter-row-${index}-value`} className="block text-sm font-medium">
										Value<span className="sr-only"> of row {n}</span>
									</label>
									<ValueControl row={row} index={index} lists={lists} error={error} />
								</div>
								<button
									type="submit"
									name="intent"
									value={`remove-${index}`}
									onClick={(e) => {
										if (!hydrated) return
										e.preventDefault()
										// the only row leaves a blank one: a filter without rows matches every task
										setRows((rs) => (rs.length === 1 ? [{ ...blank(), key: nextKey }] : rs.filter((r) => r.key !== row.key)))
										if (rows.length === 1) setNextKey((k) => k + 1)
									}}
									className={buttonClass({ variant: 'secondary', size: 'sm', className: 'col-span-2 lg:col-span-1' })}
									aria-label={`Remove row ${n}`}
								>
									Remove
								</button>
							</div>
							{error ? (
								<p id={`filter-row-${index}-value-error`} className="mt-1 text-sm font-semibold text-red-700">
									<span className="sr-only">Error: </span>
									{error}
								</p>
							) : null}
						</li>
					)
				})}
			</ol>
			<div className="mt-3 flex flex-wrap gap-2">
				<button
					type="submit"
					name="intent"
					value="add-row"
					onClick={(e) => {
						if (!hydrated) return
						e.preventDefault()
						const last = rows[rows.length - 1]
						setRows((rs) => [...rs, { ...blank(), group: last?.group ?? 'a', key: nextKey }])
						setNextKey((k) => k + 1)
					}}
					className={buttonClass({ variant: 'outline' })}
				>
					Add row
				</button>
				{hydrated ? null : (
					<button type="submit" name="intent" value="refresh" className={buttonClass({ variant: 'secondary' })}>
						Update choices
					</button>
				)}
			</div>
			<DialogActions onCancel={onCancel} returnTo={returnTo} submitLabel="Filter" intent="apply" />
		</Form>
	)
}
