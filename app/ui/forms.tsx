// Accessible form parts in the GOV.UK manner: label, hint, inline error, error summary.
import { Button, buttonClass } from './button'
import { useEffect, useRef } from 'react'
import { useNavigation } from 'react-router'
import { type FieldErrors, InlineError, SubmissionToken } from './form-bits'

export type { FieldErrors }
export { InlineError, SubmissionToken }

export function ErrorSummary({
	errors,
	title = 'There is a problem',
}: {
	errors: { id: string; message: string }[]
	title?: string
}) {
	const ref = useRef<HTMLDivElement>(null)
	const key = errors.map((e) => e.id + e.message).join('|')
	useEffect(() => {
		if (key) ref.current?.focus()
	}, [key])
	if (!errors.length) return null
	return (
		<div
			ref={ref}
			tabIndex={-1}
			autoFocus
			role="alert"
			aria-labelledby="error-summary-title"
			className="mb-6 rounded-md border-4 border-red-700 bg-white p-4 focus:outline-4 focus:outline-amber-500"
		>
			<h2 id="error-summary-title" className="text-lg font-bold text-red-800">
				{title}
			</h2>
			<ul className="mt-2 list-disc pl-5">
				{errors.map((e) => (
					<li key={e.id + e.message}>
						<a href={`#${e.id}`} className="font-medium text-red-800 underline">
							{e.message}
						</a>
					</li>
				))}
			</ul>
		</div>
	)
}

function Valid({ show }: { show?: boolean }) {
	return show ? <p className="mt-1 text-sm text-green-800">Looks good!</p> : null
}

// the looks are in ./forms.css
const inputClass = (invalid: boolean) => (invalid ? 'field field-invalid' : 'field')

type Common = {
	id: string
	name: string
	label: string
	errors?: FieldErrors
	hint?: string
	valid?: boolean
	required?: boolean
}

function describedBy(id: string, errors: FieldErrors, hint?: string) {
	return [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
}

/** Label, hint, inline error and "Looks good!" around one control; `control` gets the ARIA it needs. */
function Field({
	id,
	label,
	errors,
	hint,
	valid,
	required,
	control,
}: Omit<Common, 'name'> & { control: (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string; className: string }) => React.ReactNode }) {
	return (
		<div className="mb-4">
			<label htmlFor={id} className="block font-medium">
				{label}
				{required ? null : <span className="font-normal text-slate-600"> (optional)</span>}
			</label>
			{hint ? (
				<p id={`${id}-hint`} className="text-sm text-slate-600">
					{hint}
				</p>
			) : null}
			<InlineError id={`${id}-error`} errors={errors} />
			{control({
				'aria-invalid': errors?.length ? true : undefined,
				'aria-describedby': describedBy(id, errors, hint),
				className: inputClass(!!errors?.length),
			})}
			<Valid show={valid && !errors?.length} />
		</div>
	)
}

export function TextField({
	id,
	name,
	label,
	errors,
	hint,
	valid,
	required,
	...input
}: Common & Omit<React.ComponentProps<'input'>, 'id' | 'name'>) {
	return (
		<Field
			{...{ id, label, errors, hint, valid, required }}
			control={(aria) => <input id={id} name={name} {...aria} {...input} />}
		/>
	)
}

export function SelectField({
	id,
	name,
	label,
	errors,
	hint,
	valid,
	required,
	options,
	placeholder,
	groups = [],
	...select
}: Common & {
	options: { value: string; label: string }[]
	placeholder?: string
	/** options under named groups (<optgroup>), after the others */
	groups?: { label: string; options: { value: string; label: string }[] }[]
} & Omit<React.ComponentProps<'select'>, 'id' | 'name'>) {
	return (
		<Field
			{...{ id, label, errors, hint, valid, required }}
			control={(aria) => (
				<select id={id} name={name} {...aria} {...select}>
					{placeholder !== undefined ? <option value="">{placeholder}</option> : null}
					{options.map((o) => (
						<option key={o.value} value={o.value}>
							{o.label}
						</option>
					))}
					{groups.map((g) => (
						<optgroup key={g.label} label={g.label}>
							{g.options.map((o) => (
								<option key={o.value} value={o.value}>
									{o.label}
								</option>
							))}
						</optgroup>
					))}
				</select>
			)}
		/>
	)
}

export function RadioGroup({
	id,
	name,
	label,
	errors,
	hint,
	valid,
	options,
	defaultValue,
	onChange,
	inline = true,
}: Common & {
	options: { value: string; label: string; disabled?: boolean }[]
	defaultValue?: string
	onChange?: (value: string) => void
	inline?: boolean
}) {
	return (
		<fieldset
			className="mb-4"
			aria-describedby={describedBy(id, errors, hint)}
			aria-invalid={errors?.length ? true : undefined}
		>
			<legend className="font-medium">{label}</legend>
			{hint ? (
				<p id={`${id}-hint`} className="text-sm text-slate-600">
					{hint}
				</p>
			) : null}
			<InlineError id={`${id}-error`} errors={errors} />
			<div className={`mt-1 flex gap-x-6 gap-y-2 ${inline ? 'flex-wrap' : 'flex-col'}`}>
				{options.map((o, i) => (
					<label key={o.value} className="flex min-h-8 items-center gap-2">
						<input
							type="radio"
							id={i === 0 ? id : `${id}-${o.value}`}
							name={name}
							value={o.value}
							defaultChecked={defaultValue === o.value}
							disabled={o.disabled}
							onChange={onChange ? () => onChange(o.value) : undefined}
							className="h-5 w-5"
						/>
						{o.label}
					</label>
				))}
			</div>
			<Valid show={valid && !errors?.length} />
		</fieldset>
	)
}

/** A submit button that says it is working while its form is submitting. */
export function SubmitButton({
	children,
	pendingText,
	className = '',
	...button
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { pendingText?: string }) {
	const navigation = useNavigation()
	const pending =
		navigation.state === 'submitting' &&
		(button.value === undefined || navigation.formData?.get(String(button.name ?? 'intent')) === button.value)
	return (
		<button
			type="submit"
			aria-disabled={pending || undefined}
			className={buttonClass({ className })}
			{...button}
		>
			{pending && pendingText ? pendingText : children}
		</button>
	)
}

/** Save and Cancel at the foot of a form (Cancel skips validation; its action answers point 8's "Action cancelled"). */
export function SaveCancel({ saveLabel = 'Save' }: { saveLabel?: string }) {
	return (
		<div className="mt-6 flex flex-wrap gap-3">
			<SubmitButton name="intent" value="save" pendingText="Saving…">
				{saveLabel}
			</SubmitButton>
			<Button type="submit" variant="secondary" name="intent" value="cancel" formNoValidate>
				Cancel
			</Button>
		</div>
	)
}

export function errorTitle(title: string, hasErrors: boolean) {
	return hasErrors ? `Error: ${title}` : title
}

export type { FormReply } from '~/lib/form-reply'

// replyErrors reads a refused form on the server too, so it lives in lib; the components take it from here.
export { replyErrors } from '~/lib/form-reply'
