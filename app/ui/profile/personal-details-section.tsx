import { Form } from 'react-router'
import { ErrorSummary, replyErrors, type FormReply, SaveCancel } from '~/ui/forms'
import { PERSONAL_DETAILS_FIELDS, PersonalDetailsFields } from './personal-details-fields'
import { ThemeForm } from '~/ui/profile/theme-form'
import type { Theme } from '~/profile/theme'
import { ShortcutsForm } from '~/ui/profile/shortcuts-form'

export function PersonalDetailsSection({
	details,
	countries,
	timeZones,
	reply,
	theme,
	themeReply,
	keyboardShortcuts,
	shortcutsReply,
}: {
	details: Record<string, string>
	countries: { code: string; name: string }[]
	timeZones: string[]
	reply: FormReply
	theme: Theme
	themeReply: FormReply
	keyboardShortcuts: boolean
	shortcutsReply: FormReply
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
			<ShortcutsForm on={keyboardShortcuts} reply={shortcutsReply} />
		</>
	)
}
