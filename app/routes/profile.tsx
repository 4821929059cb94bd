// The profile page (screen 21): /profile and /profile/{section}, an accordion with one section open.
import type { Route } from './+types/profile'
import { requireUser } from '~/identity/users.server'
import { PersonalDetailsSection } from '~/ui/profile/personal-details-section'
import { DataImportSection } from '~/ui/profile/info-sections'
import { ReminderSection } from '~/ui/profile/reminder-section'
import { ManageSubscriptionSection } from '~/ui/profile/subscription-section'
import { TaskDefaultsSection } from '~/ui/profile/task-defaults-section'
import { ListEditorSection } from '~/ui/profile/list-editor-section'
import { FolderSharingPart } from '~/ui/profile/folder-sharing-part'
import { DangerZoneSection } from '~/ui/profile/danger-zone-section'
import { ApiAccessSection } from '~/ui/profile/api-access-section'
import { CalendarSyncSection } from '~/ui/profile/calendar-sync-section'
import { SignInSecuritySection } from '~/ui/profile/sign-in-security-section'
import { AccordionSection } from '~/ui/profile/accordion-section'
import { Avatar } from '~/ui/profile/form-parts'
import { profileHeader, sectionData } from '~/profile/page.server'
import { profileAction, requireSection } from '~/profile/profile-actions.server'
import { PROFILE_SECTIONS, sectionTitle } from '~/profile/sections'
import { errorTitle } from '~/ui/forms'
import { RouteErrorBoundary } from '~/ui/route-error-boundary'

export async function loader({ request, params }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const section = requireSection(params.section)
	return { header: profileHeader(user), open: await sectionData(section, user, request), loadedAt: Date.now() }
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const section = requireSection(params.section)
	return profileAction(request, user, section, context)
}

export const meta: Route.MetaFunction = () => [
	{ name: 'description', content: 'Your Twentyfour profile: personal details, quick add defaults, contexts, folders, your data.' },
]

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
	const { header, open } = loaderData
	const answer = actionData && actionData.section === open.section ? actionData : null
	const hasErrors =
		!!answer &&
		(('reply' in answer && !!answer.reply.error && Object.values(answer.reply.error).some((e) => e?.length)) ||
			('themeReply' in answer && !!answer.themeReply.error) ||
			('shortcutsReply' in answer && !!answer.shortcutsReply.error) ||
			('askReply' in answer && !!answer.askReply.error) ||
			('errors' in answer && Object.keys(answer.errors).length > 0) ||
			('error' in answer && !!answer.error))

	function body(): React.ReactNode {
		switch (open.section) {
			case 'general':
				return (
					<PersonalDetailsSection
						details={open.details}
						countries={open.countries}
						timeZones={open.timeZones}
						reply={answer && 'reply' in answer ? answer.reply : null}
						theme={open.theme}
						themeReply={answer && 'themeReply' in answer ? answer.themeReply : null}
						keyboardShortcuts={open.keyboardShortcuts}
						shortcutsReply={answer && 'shortcutsReply' in answer ? answer.shortcutsReply : null}
						askNextAction={open.askNextAction}
						askReply={answer && 'askReply' in answer ? answer.askReply : null}
					/>
				)
			case 'subscription':
				return <ManageSubscriptionSection data={open.subscription} reply={answer && 'reply' in answer ? answer.reply : null} />
			case 'taskDefaults':
				return (
					<TaskDefaultsSection
						defaults={open.defaults}
						folders={open.folders}
						contexts={open.contexts}
						reply={answer && 'reply' in answer ? answer.reply : null}
					/>
				)
			case 'contexts':
				return <ListEditorSection kind={open.section} saved={open.rows} answer={answer && 'edit' in answer ? answer : null} />
			case 'folders':
				return (
					<>
						<ListEditorSection kind={open.section} saved={open.rows} answer={answer && 'edit' in answer ? answer : null} />
						<FolderSharingPart data={open.sharing} reply={answer && 'reply' in answer ? answer.reply : null} />
					</>
				)
			case 'reminder':
				return <ReminderSection data={open} reply={answer && 'reply' in answer ? answer.reply : null} />
			case 'dataImport':
				return (
					<DataImportSection timezone={open.timezone} timeZones={open.timeZones} reply={answer && 'reply' in answer ? answer.reply : null} />
				)
			case 'calendarSync':
				return <CalendarSyncSection data={open} reply={answer && 'reply' in answer ? answer.reply : null} />
			case 'apiAccess':
				return (
					<ApiAccessSection
						data={open}
						reply={answer && 'reply' in answer ? answer.reply : null}
						created={answer && 'created' in answer ? (answer.created as { name: string; token: string }) : null}
					/>
				)
			case 'signInSecurity':
				return (
					<SignInSecuritySection
						data={open}
						reply={answer && 'reply' in answer ? answer.reply : null}
						intent={answer && 'intent' in answer ? String(answer.intent) : null}
						recoveryCodes={answer && 'recoveryCodes' in answer ? (answer.recoveryCodes as string[]) : null}
					/>
				)
			case 'deleteOptions':
				return (
					<DangerZoneSection
						fullName={open.fullName}
						billing={open.billing}
						handOvers={open.handOvers}
						errors={answer && 'form' in answer && answer.error ? { [answer.form]: answer.error } : {}}
					/>
				)
		}
	}

	return (
		<>
			<title>{`${errorTitle(`${sectionTitle(open.section)} | Profile`, hasErrors)} | Twentyfour`}</title>
			<div className="mx-auto max-w-4xl">
				<div className="mb-6 flex items-center gap-4">
					<Avatar picture={header.picture} name={header.fullName} />
					<div>
						<h1 className="text-2xl font-bold">{header.fullName}</h1>
						<p className="text-slate-700">Member since {header.memberSince}</p>
					</div>
				</div>
				<div className="space-y-2">
					{PROFILE_SECTIONS.map((s) => (
						<AccordionSection key={s.id} id={s.id} title={s.title} open={s.id === open.section}>
							{/* keyed by load, so Save and Cancel show the saved values again */}
							<div key={loaderData.loadedAt}>{s.id === open.section ? body() : null}</div>
						</AccordionSection>
					))}
				</div>
			</div>
		</>
	)
}

export function ErrorBoundary() {
	return <RouteErrorBoundary />
}
