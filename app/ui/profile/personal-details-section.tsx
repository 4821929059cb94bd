import { Form } from 'react-router'
import { ErrorSummary, replyErrors, type FormReply } from '~/ui/forms'
import { SaveCancel } from './form-parts'
import { PERSONAL_DETAILS_FIELDS, PersonalDetailsFields } from './personal-details-fields'
import { ThemeForm } from '~/ui/profile/theme-form'
import { NextActionSettingForm } from '~/ui/profile/next-action-setting-form'
import type { Theme } from '~/profile/theme'

export function PersonalDetailsSection({
	details,
	countries,
	timeZones,
	reply,
	theme,
	themeReply,
	askNextAction,
	askReply,
}: {
	details: Record<string, string>
	countries: { code: string; name: string }[]
	timeZones: string[]
	reply: FormReply
	theme: Theme
	themeReply: FormReply
	askNextAction: boolean
	askReply: FormReply
}) {
	const { errorOf, summary, submitted } = replyErrors(reply, PERSONAL_DETAILS_FIELDS)
	const values = (reply?.initialValue ?? details) as Record<string, string | undefined>
	return (
		<>
			<ErrorSummary errors={summary} />
			<Form method="post" action="/profile/general" preventScrollReset noValidate>
				<PersonalDetailsFields
					values={values}
					errorOf={errorOf}
					valid={(name) => submitted && !errorOf(name)?.length}
					timeZones={timeZones}
					countries={countries}
				/>
				<SaveCancel />
			</Form>
			<ThemeForm theme={theme} reply={themeReply} />
			<NextActionSettingForm askNextAction={askNextAction} reply={askReply} />
		</>
	)
}
