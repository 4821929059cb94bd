import { Form } from 'react-router'
import { THEMES, type Theme } from '~/profile/theme'
import { ErrorSummary, RadioGroup, replyErrors, SubmitButton, type FormReply } from '~/ui/forms'

/** The Theme choice under Personal Details: a form of its own, so it saves without the details' validation. */
export function ThemeForm({ theme, reply }: { theme: Theme; reply: FormReply }) {
	const { errorOf, summary } = replyErrors(reply, ['theme'])
	return (
		<div className="mt-8 border-t border-slate-200 pt-6">
			<h3 className="text-lg font-semibold">
				Appearance
			</h3>
			<ErrorSummary errors={summary} />
			<Form method="post" action="/profile/general" preventScrollReset noValidate className="mt-2">
				<RadioGroup
					key={theme}
					id="theme"
					name="theme"
					label="Theme"
					hint="Dark shows light text on dark backgrounds."
					options={[...THEMES]}
					defaultValue={theme}
					errors={errorOf('theme')}
				/>
				<SubmitButton name="intent" value="theme" pendingText="Saving…">
					Change theme
				</SubmitButton>
			</Form>
		</div>
	)
}
