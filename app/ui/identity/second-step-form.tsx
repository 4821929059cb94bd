// The embedded provider's second sign-in step: a code from the authenticator app, or a recovery code (decision 212).
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import { SecondStepSchema } from '~/identity/security-forms'
import { ErrorSummary, TextField } from '~/ui/forms'
import { ContinueOrCancel } from './auth-page'

export function SecondStepForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
	const [form, fields] = useForm({
		id: 'second-step',
		lastResult,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: SecondStepSchema }),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	const errors = fields.code.errors?.length ? [{ id: fields.code.id, message: fields.code.errors[0]! }] : []
	return (
		<>
			<p className="mb-4 text-slate-700">Open your authenticator app and enter the 6-digit code it shows for Twentyfour.</p>
			<ErrorSummary errors={errors} />
			<Form method="post" reloadDocument {...getFormProps(form)}>
				<TextField
					{...getInputProps(fields.code, { type: 'text' })}
					key={fields.code.key}
					label="Code"
					hint="Lost your phone? Enter one of your recovery codes instead."
					autoComplete="one-time-code"
					autoFocus
					errors={fields.code.errors}
					required
				/>
				<ContinueOrCancel intent="code" pendingText="Checking…">
					Continue
				</ContinueOrCancel>
			</Form>
		</>
	)
}
