// The Contexts and Folders editor: one form. Without JavaScript, Add, the sort buttons and the
// per-row Delete and Undo post with an intent and the server answers with the edited, unsaved
// table; with JavaScript the same buttons edit the table here. Only Save and Cancel reach the server.
import { useEffect, useRef, useState } from 'react'
import { Form } from 'react-router'
import { ErrorSummary, SaveCancel } from '~/ui/forms'
import { useHydrated } from '~/ui/hydrated'
import { useFromFieldsOnHydration } from '~/ui/typed-before-hydration'
import { secondaryButton } from './form-parts'
import {
	applyListIntent,
	LIST_TEXTS,
	nextSort,
	parseListForm,
	parseListIntent,
	type ListEdit,
	type ListKind,
	type ListRow,
} from '~/profile/list-editor'

/** errors by row key */
export type ListErrors = Record<string, string>

// a table from 640 px up; below that each row is a small card (the header row is hidden, the labels show)
const cell = 'sm:table-cell sm:px-2 sm:py-2 sm:align-middle'
const mobileLabel = 'block text-sm font-medium sm:sr-only'
const tool = `${secondaryButton} px-3 text-sm`
const input = 'block rounded-md border px-2 py-1.5 text-base'

function PlusIcon() {
	return (
		<svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
			<path d="M10 3a1 1 0 0 1 1 1v5h5a1 1 0 1 1 0 2h-5v5a1 1 0 1 1-2 0v-5H4a1 1 0 1 1 0-2h5V4a1 1 0 0 1 1-1Z" />
		</svg>
	)
}

function SortIcon({ direction }: { direction: 'asc' | 'desc' }) {
	return (
		<svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
			{direction === 'asc' ? (
				<path d="M10 3a1 1 0 0 1 .7.3l4 4a1 1 0 0 1-1.4 1.4L11 6.4V16a1 1 0 1 1-2 0V6.4L6.7 8.7a1 1 0 0 1-1.4-1.4l4-4A1 1 0 0 1 10 3Z" />
			) : (
				<path d="M10 17a1 1 0 0 1-.7-.3l-4-4a1 1 0 1 1 1.4-1.4L9 13.6V4a1 1 0 1 1 2 0v9.6l2.3-2.3a1 1 0 0 1 1.4 1.4l-4 4a1 1 0 0 1-.7.3Z" />
			)}
		</svg>
	)
}

export function ListEditorSection({
	kind,
	saved,
	answer,
}: {
	kind: ListKind
	saved: ListRow[]
	/** the server's answer to the last post of this form, if any */
	answer: { edit: ListEdit; errors: ListErrors } | null
}) {
	const texts = LIST_TEXTS[kind]
	const hydrated = useHydrated()
	const Kind = kind === 'contexts' ? 'Context' : 'Folder'
	const [from, setFrom] = useState({ saved, answer })
	const [edit, setEdit] = useState<ListEdit>(answer?.edit ?? { rows: saved, sort: '' })
	const [errors, setErrors] = useState<ListErrors>(answer?.errors ?? {})
	const [focus, setFocus] = useState<string | null>(null)
	// a new answer from the server (a reload after Save or Cancel, or a refused Save) replaces the edit
	if (from.saved !== saved || from.answer !== answer) {
		setFrom({ saved, answer })
		setEdit(answer?.edit ?? { rows: saved, sort: '' })
		setErrors(answer?.errors ?? {})
	}
	useEffect(() => {
		if (focus) document.getElementById(focus)?.focus()
	}, [focus, edit])
	// the table is drawn from `edit`: what was typed or ticked before the script loaded becomes the edit (issue 48)
	const formRef = useRef<HTMLFormElement>(null)
	useFromFieldsOnHydration(() => {
		if (formRef.current) setEdit(parseListForm(new FormData(formRef.current)))
	})

	const { rows, sort } = edit
	const id = (i: number, field: string) => `${kind}-${i}-${field}`
	const summary = rows.flatMap((row, i) => (errors[row.key] ? [{ id: id(i, 'name'), message: errors[row.key]! }] : []))

	function change(i: number, patch: Partial<ListRow>) {
		setEdit((e) => ({ ...e, rows: e.rows.map((r, j) => (j === i ? { ...r, ...patch } : r)) }))
		if (patch.name !== undefined && patch.name.trim() !== '') {
			const key = rows[i]!.key
			setErrors(({ [key]: _, ...rest }) => rest)
		}
	}

	function onSubmit(event: React.FormEvent<HTMLFormElement>) {
		const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
		const intent = submitter?.name === 'intent' ? parseListIntent(submitter.value) : null
		if (!intent) return // Save and Cancel go to the server
		event.preventDefault()
		const next = applyListIntent(edit, intent)
		setEdit(next)
		if (intent.type === 'add') setFocus(id(next.rows.length - 1, 'name'))
		else if (intent.type === 'mark') {
			const removed = next.rows.length < rows.length
			setFocus(removed ? `${kind}-add` : id(intent.index, 'undo'))
		} else if (intent.type === 'undo') setFocus(id(intent.index, 'mark'))
		else setFocus(submitter!.id)
	}

	const nameSort = nextSort(sort, 'name')
	const orderSort = nextSort(sort, 'order')
	const direction = (s: string) => (s.endsWith('asc') ? 'asc' : 'desc') as 'asc' | 'desc'
	const words = (s: string) => (s.endsWith('asc') ? 'ascending' : 'descending')

	return (
		<>
			<p className="mb-4 text-slate-700">
				Nothing changes until you select Save. Sorting renumbers the order 5, 10, 15 and so on.
			</p>
			<ErrorSummary errors={summary} />
			<Form ref={formRef} method="post" action={`/profile/${kind}`} preventScrollReset noValidate onSubmit={onSubmit} data-enhanced={hydrated || undefined}>
				{/* the default button: Enter in a field saves, as it does in the other forms */}
				<button type="submit" name="intent" value="save" hidden tabIndex={-1} />
				<input type="hidden" name="sort" value={sort} />
				<div className="mb-3 flex flex-wrap gap-2" role="group" aria-label={`${Kind} list tools`}>
					<button type="submit" id={`${kind}-add`} name="intent" value="add" className={tool}>
						<PlusIcon /> Add {texts.singular}
					</button>
					<button type="submit" id={`${kind}-sort-name`} name="intent" value="sort-name" className={tool} aria-label={`Sort by name, ${words(nameSort)}`}>
						<SortIcon direction={direction(nameSort)} /> Sort by name
					</button>
					<button type="submit" id={`${kind}-sort-order`} name="intent" value="sort-order" className={tool} aria-label={`Sort by order, ${words(orderSort)}`}>
						<SortIcon direction={direction(orderSort)} /> Sort by order
					</button>
				</div>
				<div className="rounded-md border border-slate-300">
					<table className="block w-full border-collapse text-left sm:table">
						<caption className="sr-only">Your {kind}</caption>
						<thead className="hidden bg-slate-100 text-sm sm:table-header-group">
							<tr>
								<th scope="col" className={cell}>Name</th>
								<th scope="col" className={`${cell} w-16 text-center`}>Private</th>
								<th scope="col" className={`${cell} w-16 text-center`}>Active</th>
								<th scope="col" className={`${cell} w-20`}>Order</th>
								{kind === 'folders' ? <th scope="col" className={cell}>Group</th> : null}
								<th scope="col" className={`${cell} w-24`}>
									<span className="sr-only">Delete or undo</span>
								</th>
							</tr>
						</thead>
						<tbody className="block sm:table-row-group">
							{rows.length === 0 ? (
								<tr className="block sm:table-row">
									<td colSpan={kind === 'folders' ? 6 : 5} className={`${cell} block p-3 text-slate-700`}>
										You have no {kind}. Add one with Add {texts.singular}.
									</td>
								</tr>
							) : null}
							{rows.map((row, i) => {
								const n = `rows[${i}]`
								const label = row.name.trim() || `new ${texts.singular}`
								const hidden = (
									<>
										<input type="hidden" name={`${n}.key`} value={row.key} />
										<input type="hidden" name={`${n}.id`} value={row.id} />
										<input type="hidden" name={`${n}.op`} value={row.op} />
									</>
								)
								if (row.op === 'delete') {
									return (
										<tr key={row.key} className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-200 bg-red-50 p-3 first:border-t-0 sm:table-row sm:p-0" data-testid={`${kind}-row`}>
											<td className={`${cell} grow`} colSpan={kind === 'folders' ? 5 : 4}>
												{hidden}
												<input type="hidden" name={`${n}.name`} value={row.name} />
												{row.private ? <input type="hidden" name={`${n}.private`} value="Y" /> : null}
												{row.active ? <input type="hidden" name={`${n}.active`} value="Y" /> : null}
												<input type="hidden" name={`${n}.customOrder`} value={row.customOrder} />
												{kind === 'folders' ? <input type="hidden" name={`${n}.group`} value={row.group} /> : null}
												<span className="text-slate-800 line-through">{row.name}</span>{' '}
												<span className="text-sm font-semibold text-red-800">Marked for deletion</span>
											</td>
											<td className={cell}>
												<button type="submit" id={id(i, 'undo')} name="intent" value={`undo:${i}`} className={`${secondaryButton} min-h-9 px-3 py-1 text-sm`}>
													Undo<span className="sr-only"> delete {label}</span>
												</button>
											</td>
										</tr>
									)
								}
								const error = errors[row.key]
								return (
									<tr key={row.key} className="flex flex-wrap items-end gap-x-4 gap-y-2 border-t border-slate-200 p-3 first:border-t-0 sm:table-row sm:p-0" data-testid={`${kind}-row`}>
										<td className={`${cell} w-full sm:w-auto`}>
											{hidden}
											<label htmlFor={id(i, 'name')} className={mobileLabel}>
												<span className="sr-only">{Kind} {i + 1} </span>Name
											</label>
											{error ? (
												<p id={id(i, 'name-error')} className="mb-1 text-sm font-semibold text-red-700">
													<span className="sr-only">Error: </span>
													{error}
												</p>
											) : null}
											<input
												id={id(i, 'name')}
												name={`${n}.name`}
												value={row.name}
												onChange={(e) => change(i, { name: e.target.value })}
												aria-invalid={error ? true : undefined}
												aria-describedby={error ? id(i, 'name-error') : undefined}
												maxLength={100}
												className={`${input} w-full min-w-32 ${error ? 'border-2 border-red-700' : 'border-slate-400'}`}
											/>
										</td>
										<td className={`${cell} text-center`}>
											<label htmlFor={id(i, 'private')} className={mobileLabel}>
												<span className="sr-only">{Kind} {i + 1} </span>Private
											</label>
											<input id={id(i, 'private')} type="checkbox" name={`${n}.private`} value="Y" checked={row.private} onChange={(e) => change(i, { private: e.target.checked })} className="my-2.5 h-5 w-5 sm:my-0" />
										</td>
										<td className={`${cell} text-center`}>
											<label htmlFor={id(i, 'active')} className={mobileLabel}>
												<span className="sr-only">{Kind} {i + 1} </span>Active
											</label>
											<input id={id(i, 'active')} type="checkbox" name={`${n}.active`} value="Y" checked={row.active} onChange={(e) => change(i, { active: e.target.checked })} className="my-2.5 h-5 w-5 sm:my-0" />
										</td>
										<td className={cell}>
											<label htmlFor={id(i, 'order')} className={mobileLabel}>
												<span className="sr-only">{Kind} {i + 1} </span>Order
											</label>
											<input id={id(i, 'order')} type="number" step="any" inputMode="decimal" name={`${n}.customOrder`} value={row.customOrder} onChange={(e) => change(i, { customOrder: e.target.value })} className={`${input} w-20 border-slate-400`} />
										</td>
										{kind === 'folders' ? (
											<td className={`${cell} grow`}>
												<label htmlFor={id(i, 'group')} className={mobileLabel}>
													<span className="sr-only">{Kind} {i + 1} </span>Group
												</label>
												<input id={id(i, 'group')} name={`${n}.group`} value={row.group} onChange={(e) => change(i, { group: e.target.value })} maxLength={100} placeholder="Ungrouped" className={`${input} w-full min-w-28 border-slate-400`} />
											</td>
										) : null}
										<td className={`${cell} ml-auto`}>
											<button type="submit" id={id(i, 'mark')} name="intent" value={`mark:${i}`} className={`${secondaryButton} min-h-9 px-3 py-1 text-sm`}>
												{row.op === 'add' ? 'Remove' : 'Delete'}
												<span className="sr-only"> {label}</span>
											</button>
										</td>
									</tr>
								)
							})}
						</tbody>
					</table>
				</div>
				<SaveCancel />
			</Form>
		</>
	)
}
