// The Use confirmation (screen 20): the created tasks in editable rows, with Cancel and Add.
import { Form } from 'react-router'
import { rowField, rowFieldId, type RowErrors, type RowValues } from '~/templates/confirmation'
import type { ConfirmationPage } from '~/templates/confirmation.server'
import { Button } from '~/ui/button'
import { ErrorSummary, errorTitle, InlineError } from '~/ui/forms'
import { ModalTitle } from './gallery-dialog'

const control = (invalid: boolean) =>
	`mt-1 block w-full rounded-md border px-2 py-1.5 text-base ${invalid ? 'border-2 border-red-700' : 'border-slate-400'}`

type Option = { value: string; label: string }

function Field({ i, field, label, errors, children }: { i: number; field: string; label: string; errors: RowErrors; children: (aria: object) => React.ReactNode }) {
	const id = rowFieldId(i, field)
	const error = errors[`rows.${i}.${field}`]
	return (
		<div>
			<label htmlFor={id} className="block text-sm font-medium">
				{label}
			</label>
			<InlineError id={`${id}-error`} errors={error ? [error] : undefined} />
			{children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined, className: control(!!error) })}
		</div>
	)
}

function Select({ options, blank, ...props }: { options: Option[]; blank?: string } & React.ComponentProps<'select'>) {
	return (
		<select {...props}>
			{blank !== undefined ? <option value="">{blank}</option> : null}
			{options.map((o) => (
				<option key={o.value} value={o.value}>
					{o.label}
				</option>
			))}
		</select>
	)
}

export function UseConfirmation({ page, answer }: { page: ConfirmationPage; answer: { rows: RowValues[]; errors: RowErrors } | null }) {
	const errors = answer?.errors ?? {}
	const values = (i: number) => answer?.rows[i] ?? page.rows[i]!
	const summary = Object.entries(errors).map(([name, message]) => {
		const [, i, field] = name.split('.')
		return { id: rowFieldId(Number(i), field!), message: `Task ${Number(i) + 1}: ${message}` }
	})
	const asOptions = (names: string[]) => names.map((n) => ({ value: n, label: n }))
	return (
		<>
			<title>{`${errorTitle('Use Template', summary.length > 0)} | Twentyfour`}</title>
			<ModalTitle>Use Template: {page.templateName}</ModalTitle>
			<ErrorSummary errors={summary} />
			<p className="mb-4 text-slate-800">
				{page.rows.length === 1 ? 'This task' : `These ${page.rows.length} tasks`} will be added to your list. Change {page.rows.length === 1 ? 'it' : 'them'} here, then choose Add; Cancel deletes {page.rows.length === 1 ? 'it' : 'them'}.
			</p>
			<Form method="post" preventScrollReset noValidate>
				<button type="submit" name="intent" value="add" hidden tabIndex={-1} />
				<ol className="space-y-3">
					{page.rows.map((row, i) => {
						const v = values(i)
						return (
							<li key={row.id} className={`rounded-md border border-slate-300 p-3 ${row.parentTitle !== null ? 'ml-4 border-l-4 border-l-brand-100 sm:ml-8' : ''}`}>
								<input type="hidden" name={rowField(i, 'id')} value={row.id} />
								<p className="mb-2 text-sm font-semibold text-slate-700">{row.parentTitle !== null ? `Task ${i + 1}: sub-task of ${row.parentTitle}` : `Task ${i + 1}`}</p>
								<div className="grid gap-3 sm:grid-cols-3">
									<div className="sm:col-span-3">
										<Field i={i} field="title" label="Title" errors={errors}>
											{(aria) => <input name={rowField(i, 'title')} defaultValue={v.title} maxLength={500} {...aria} />}
										</Field>
									</div>
									<Field i={i} field="start" label="Start" errors={errors}>
										{(aria) => <input type="date" name={rowField(i, 'start')} defaultValue={v.start} {...aria} />}
									</Field>
									<Field i={i} field="due" label="Due" errors={errors}>
										{(aria) => <input type="date" name={rowField(i, 'due')} defaultValue={v.due} {...aria} />}
									</Field>
									<Field i={i} field="folder" label="Folder" errors={errors}>
										{(aria) => <Select name={rowField(i, 'folder')} defaultValue={v.folder} options={asOptions(page.options.folders)} blank="None" {...aria} />}
									</Field>
									<Field i={i} field="context" label="Context" errors={errors}>
										{(aria) => <Select name={rowField(i, 'context')} defaultValue={v.context} options={asOptions(page.options.contexts)} blank="None" {...aria} />}
									</Field>
									<Field i={i} field="priority" label="Priority" errors={errors}>
										{(aria) => <Select name={rowField(i, 'priority')} defaultValue={v.priority} options={page.options.priorities} {...aria} />}
									</Field>
									<Field i={i} field="status" label="Status" errors={errors}>
										{(aria) => <Select name={rowField(i, 'status')} defaultValue={v.status} options={page.options.statuses} {...aria} />}
									</Field>
								</div>
							</li>
						)
					})}
				</ol>
				<div className="mt-6 flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
					<Button type="submit" name="intent" value="cancel" variant="secondary">
						Cancel
					</Button>
					<Button type="submit" name="intent" value="add">
						Add
					</Button>
				</div>
			</Form>
		</>
	)
}
