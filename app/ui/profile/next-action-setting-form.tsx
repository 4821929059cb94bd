import { Form } from 'react-router'
import { ASK_NEXT_ACTION_OPTIONS } from '~/profile/next-action-setting'
import { ErrorSummary, RadioGroup, replyErrors, SubmitButton, type FormReply } from '~/ui/forms'

/** The "ask for the next action" setting under Personal Details (decision 201): a form of its own, as the theme's. */
export function NextActionSettingForm({ askNextAction, reply }: { askNextAction: boolean; reply: FormReply }) {
	const { errorOf, summary } = replyErrors(reply, ['askNextAction'])
	const value = askNextAction ? 'Y' : 'N'
	return (
		<div className="mt-8 border-t border-slate-200 pt-6">
			<h3 className="text-lg font-semibold">Next actions</h3>
			<ErrorSummary errors={summary} />
			<Form method="post" action="/profile/general" preventScrollReset noValidate className="mt-2">
				<RadioGroup
					key={value}
					id="askNextAction"
					name="askNextAction"
					label="Ask for a folder's next action"
					hint="When you complete the last Next Action or Active task of a folder, the message asks what the folder's next action is."
					options={[...ASK_NEXT_ACTION_OPTIONS]}
					defaultValue={value}
					errors={errorOf('askNextAction')}
				/>
				<SubmitButton name="intent" value="ask-next-action" pendingText="Saving…">
					Change question setting
				</SubmitButton>
			</Form>
		</div>
	)
}
