// The Reminders section (screen 21): Pushover or email (issue 53), or a plain statement that this instance has neither.
import { Form } from 'react-router'
import type { ReminderSectionData } from '~/reminders/settings.server'
import { METHODS, REMINDER_FIELDS, REMINDER_TEXTS } from '~/reminders/settings'
import { Button } from '~/ui/button'
import { MailSettingsForm } from './mail-settings-form'
import { ErrorSummary, RadioGroup, replyErrors, SelectField, TextField, type FormReply, SaveCancel } from '~/ui/forms'

export function ReminderSection({ data, reply }: { data: ReminderSectionData; reply: FormReply }) {
	if (!data.available) {
		return (
			<p className="rounded-md border-l-4 border-slate-400 bg-slate-50 p-3">
				Reminders are not configured on this instance: it has no Pushover application token and cannot send mail.
				Reminders are not available here; your tasks keep their Remind setting.
			</p>
		)
	}
	const { errorOf, summary } = replyErrors(reply, REMINDER_FIELDS)
	const values = (reply?.initialValue ?? {}) as Record<string, string | undefined>
	const method = values.notificationMethod ?? data.method ?? ''
	const offered = METHODS.filter((m) => (data.methods as readonly string[]).includes(m.value))
	const unsupported = data.method && !offered.some((m) => m.value === data.method) ? data.method : null
	const methods = [...offered, ...(unsupported ? [{ value: unsupported, label: `${unsupported.toUpperCase()} (not supported)` }] : [])]
	const pushover = data.methods.includes('pushover')
	const configured = (data.method === 'pushover' && !!data.keyEnding && pushover) || (data.method === 'email' && !unsupported)
	return (
		<>
			<p className="mb-4 text-slate-700">
				{pushover ? (
					<>
						Reminders of your tasks arrive as push notifications through{' '}
						<a href="https://pushover.net" className="font-medium text-brand-700 underline">
							Pushover
						</a>
						{data.methods.includes('email') ? `, or by email to ${data.email},` : null} at the time set by a task’s Remind.
					</>
				) : (
					`Reminders of your tasks arrive by email to ${data.email} at the time set by a task’s Remind.`
				)}
			</p>
			{configured && !data.keyProblem ? <p className="mb-4 font-medium text-green-800">Reminders are on.</p> : null}
			{data.keyProblem ? (
				<p className="mb-4 rounded-md border-l-4 border-red-700 bg-red-50 p-3">
					Pushover refused your saved user key when a reminder was sent (key is {data.keyProblem}). Reminders are not being
					delivered: enter your key again, or a new one.
				</p>
			) : null}
			{unsupported && !reply ? (
				<p className="mb-4 rounded-md border-l-4 border-amber-600 bg-amber-50 p-3">{REMINDER_TEXTS.unsupported(unsupported)}</p>
			) : null}
			<ErrorSummary errors={summary} />
			<Form method="post" action="/profile/reminder" preventScrollReset noValidate>
				<SelectField
					id="notificationMethod"
					name="notificationMethod"
					label="Notification method"
					required
					placeholder="Select a method"
					defaultValue={method}
					errors={errorOf('notificationMethod')}
					options={methods}
				/>
				{pushover ? (
					<>
						<RadioGroup
							id="observeQuietHours"
							name="observeQuietHours"
							label="Observe quiet hours"
							required={method !== 'email'}
							hint="Pushover only. Yes: during your Pushover quiet hours reminders arrive silently. No: they sound even then (high priority)."
							defaultValue={values.observeQuietHours ?? data.observeQuietHours ?? undefined}
							errors={errorOf('observeQuietHours')}
							options={[
								{ value: 'yes', label: 'Yes' },
								{ value: 'no', label: 'No' },
							]}
						/>
						<TextField
							id="userKey"
							name="userKey"
							label="Pushover user key"
							required={!data.keyEnding && method !== 'email'}
							hint={
								data.keyEnding
									? `Your saved key ends in ${data.keyEnding}. Leave this blank to keep it.`
									: 'Pushover only. Your user key, shown on your Pushover dashboard. Saving checks it and sends you a confirmation notification.'
							}
							autoComplete="off"
							spellCheck={false}
							maxLength={50}
							errors={errorOf('userKey')}
						/>
					</>
				) : null}
				<SaveCancel />
			</Form>
			{configured ? (
				<Form method="post" action="/profile/reminder" preventScrollReset className="mt-6 border-t border-slate-200 pt-4">
					<p className="mb-2 text-slate-700">Turning reminders off removes your Pushover key (if any) from Twentyfour.</p>
					<Button type="submit" variant="secondary" name="intent" value="off">
						Turn reminders off
					</Button>
				</Form>
			) : null}
			{data.digests.available ? <MailSettingsForm data={data.digests} timezone={data.timezone} reply={reply} /> : null}
		</>
	)
}
