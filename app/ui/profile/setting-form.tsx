import { Form } from 'react-router'
import { ErrorSummary, RadioGroup, replyErrors, SubmitButton, type FormReply } from '~/ui/forms'

/**
 * A one-choice setting under Personal Details (the theme, the next-action question; decision 201): a form of its own,
 * so it saves without the details' validation, posted to /profile/general with its `intent`.
 */
export function SettingForm({
	heading,
	name,
	label,
	hint,
	options,
	value,
	intent,
	submit,
	reply,
}: {
	heading: string
	name: string
	label: string
	hint: string
	options: readonly { value: string; label: string }[]
	value: string
	intent: string
	submit: string
	reply: FormReply
}) {
	const { errorOf, summary } = replyErrors(reply, [name])
	return (
		<div className="mt-8 border-t border-slate-200 pt-6">
			<h3 className="text-lg font-semibold">{heading}</h3>
			<ErrorSummary errors={summary} />
			<Form method="post" action="/profile/general" preventScrollReset noValidate className="mt-2">
				<RadioGroup key={value} id={name} name={name} label={label} hint={hint} options={[...options]} defaultValue={value} errors={errorOf(name)} />
				<SubmitButton name="intent" value={intent} pendingText="Saving…">
					{submit}
				</SubmitButton>
			</Form>
		</div>
	)
}
