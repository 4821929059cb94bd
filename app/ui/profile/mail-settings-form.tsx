// The mail settings in the Reminders section (issue 53): the opt-in daily agenda's hour and the weekly review's reminder.
import { Form } from 'react-router'
import { hourLabel } from '~/mail/hour-label'
import { replyErrors, SelectField, SubmitButton, type FormReply } from '~/ui/forms'

export function MailSettingsForm({ data, timezone, reply }: { data: { agendaHour: number | null; reviewReminder: boolean }; timezone: string; reply: FormReply }) {
	const { errorOf } = replyErrors(reply, ['agendaHour'] as const)
	return (
		<Form method="post" action="/profile/reminder" preventScrollReset className="mt-6 border-t border-slate-200 pt-4">
			<h3 className="mb-2 text-lg font-semibold">Mail from Twentyfour</h3>
			<p className="mb-4 text-slate-700">Both are off unless you turn them on. Each mail has a one-click unsubscribe link.</p>
			<SelectField
				id="agendaHour"
				name="agendaHour"
				label="Daily agenda by mail"
				hint={`Today's Focus and what is overdue, each day at this hour (${timezone}).`}
				defaultValue={data.agendaHour === null ? '' : String(data.agendaHour)}
				errors={errorOf('agendaHour')}
				options={[{ value: '', label: 'Off' }, ...Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: hourLabel(h) }))]}
			/>
			<div className="mb-4 flex items-center gap-2">
				<input id="reviewReminder" name="reviewReminder" type="checkbox" value="on" defaultChecked={data.reviewReminder} className="size-5" />
				<label htmlFor="reviewReminder">Remind me by mail when my weekly review is due</label>
			</div>
			<SubmitButton name="intent" value="mail" pendingText="Saving…">
				Save mail settings
			</SubmitButton>
		</Form>
	)
}
