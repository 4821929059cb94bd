import { Form } from 'react-router'
import { ErrorSummary, replyErrors, type FormReply, SaveCancel } from '~/ui/forms'
import { PERSONAL_DETAILS_FIELDS, PersonalDetailsFields } from './personal-details-fields'
import { SettingForm } from '~/ui/profile/setting-form'
import { ASK_NEXT_ACTION_OPTIONS } from '~/profile/next-action-setting'
import { THEMES, type Theme } from '~/profile/theme'
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
	askNextAction,
	askReply,
}: {
	details: Record<string, string>
	countries: { code: string; name: string }[] | undefined
	timeZones: string[] | undefined
	reply: FormReply
	theme: Theme
	themeReply: FormReply
	keyboardShortcuts: boolean
	shortcutsReply: FormReply
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
			<SettingForm
				heading="Appearance"
				name="theme"
				label="Theme"
				hint="Dark shows light text on dark backgrounds."
				options={THEMES}
				value={theme}
				intent="theme"
				submit="Change theme"
				reply={themeReply}
			/>
			<ShortcutsForm on={keyboardShortcuts} reply={shortcutsReply} />
			<SettingForm
				heading="Next actions"
				name="askNextAction"
				label="Ask for a folder's next action"
				hint="When you complete the last Next Action or Active task of a folder, the message asks what the folder's next action is."
				options={ASK_NEXT_ACTION_OPTIONS}
				value={askNextAction ? 'Y' : 'N'}
				intent="ask-next-action"
				submit="Change question setting"
				reply={askReply}
			/>
		</>
	)
}
