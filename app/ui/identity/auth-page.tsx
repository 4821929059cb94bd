// The embedded provider's pages (sign in, sign up, the second step, forgot and reset password): one shell, so they
// look and read alike, and a one-field form for the two password-reset pages.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import type { z } from 'zod'
import { Button } from '~/ui/button'
import { ErrorSummary, SubmitButton, TextField, errorTitle } from '~/ui/forms'

/** The page: its title ("Error: " first when a form was refused), a card with the heading, then the content. */
export function AuthPage({ title, hasErrors = false, children }: { title: string; hasErrors?: boolean; children: React.ReactNode }) {
	return (
		<section className="mx-auto max-w-md">
			<title>{`${errorTitle(title, hasErrors)} | Twentyfour`}</title>
			<meta name="description" content={title} />
			<div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
				<h1 className="mb-4 text-2xl font-bold">{title}</h1>
				{children}
			</div>
		</section>
	)
}

type OneFieldProps = {
	id: string
	schema: z.ZodObject
	name: string
	type: 'email' | 'password'
	label: string
	hint?: string
	autoComplete: string
	submit: string
	pending: string
	lastResult: SubmissionResult<string[]> | null | undefined
}

/** A form of one field (the address that forgot its password, the new password), its error summary and its button. */
export function useOneFieldForm({ id, schema, name, type, label, hint, autoComplete, submit, pending, lastResult }: OneFieldProps) {
	const [form, fields] = useForm({
		id,
		lastResult,
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
		shouldValidate: 'onSubmit',
	})
	const field = fields[name]!
	const errors = field.errors?.length ? [{ id: field.id, message: field.errors[0]! }] : []
	const element = (
		<>
			<ErrorSummary errors={errors} />
			<Form method="post" {...getFormProps(form)}>
				<TextField
					{...getInputProps(field, { type })}
					key={field.key}
					label={label}
					hint={hint}
					autoComplete={autoComplete}
					spellCheck={type === 'email' ? false : undefined}
					errors={field.errors}
					required
				/>
				<SubmitButton pendingText={pending}>{submit}</SubmitButton>
			</Form>
		</>
	)
	return { hasErrors: errors.length > 0, element }
}

/** The provider's form buttons: go on (with the form's intent), or Cancel (back to the app, nothing checked). */
export function ContinueOrCancel({ intent, pendingText, children }: { intent: string; pendingText: string; children: React.ReactNode }) {
	return (
		<div className="flex flex-wrap items-center gap-3">
			<SubmitButton name="intent" value={intent} pendingText={pendingText}>
				{children}
			</SubmitButton>
			<Button type="submit" variant="ghost" name="intent" value="cancel" formNoValidate>
				Cancel
			</Button>
		</div>
	)
}
