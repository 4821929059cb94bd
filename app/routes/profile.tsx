// The profile page (screen 21): /profile and /profile/{section}, an accordion with one section open.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link, type AppLoadContext } from 'react-router'
import type { Route } from './+types/profile'
import { ProfileSchema } from '~/identity/enrollment'
import { requireUser, type User } from '~/identity/users.server'
import { getSession } from '~/lib/session.server'
import { redirectWithToast, toastForPage, toastHeaders } from '~/lib/toast.server'
import { logout } from '~/identity/logout.server'
import { DeletionError, deleteUserAccount, deleteUserData } from '~/profile/deletion.server'
import { PersonalDetailsSection } from '~/profile/personal-details-section'
import { ReminderSection, DataImportSection } from '~/profile/info-sections'
import { ManageSubscriptionSection } from '~/profile/subscription-section'
import { subscriptionSectionAction } from '~/billing/manage.server'
import { TaskDefaultsSection } from '~/profile/task-defaults-section'
import { ListEditorSection } from '~/profile/list-editor-section'
import { DangerZoneSection } from '~/profile/danger-zone-section'
import { Avatar } from '~/profile/form-parts'
import { profileHeader, sectionData } from '~/profile/page.server'
import { fullName, updatePersonalDetails } from '~/profile/profile.server'
import { listNames, saveList } from '~/profile/lists.server'
import { saveDefaultTaskOptions } from '~/profile/preferences.server'
import { taskDefaultsSchema } from '~/profile/task-defaults'
import { applyListIntent, LIST_TEXTS, parseListForm, parseListIntent, validateRows, type ListKind } from '~/profile/list-editor'
import { CANCELLED, PROFILE_SECTIONS, profileSection, sectionTitle, type ProfileSectionId } from '~/profile/sections'
import { errorTitle } from '~/ui/forms'

function requireSection(param: string | undefined) {
	const section = profileSection(param)
	if (!section) throw data('Not found', { status: 404 })
	return section
}

export async function loader({ request, params }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const section = requireSection(params.section)
	return { header: profileHeader(user), open: sectionData(section, user), loadedAt: Date.now() }
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const section = requireSection(params.section)
	const form = await request.formData()
	const intent = String(form.get('intent') ?? '')
	if (intent === 'cancel') {
		return redirectWithToast(`/profile/${section}`, { type: 'warning', description: CANCELLED })
	}
	switch (section) {
		case 'general':
			return savePersonalDetails(user, form)
		case 'taskDefaults':
			return saveTaskDefaults(user, form)
		case 'contexts':
		case 'folders':
			return editList(user, section, form, intent, context)
		case 'subscription':
			return subscriptionSectionAction(user, form)
		case 'deleteOptions':
			return dangerZone(request, user, form, intent, context)
		default:
			throw data('This section has no form.', { status: 405 })
	}
}

async function savePersonalDetails(user: User, form: FormData) {
	const submission = parseWithZod(form, { schema: ProfileSchema })
	if (submission.status !== 'success') {
		return data({ section: 'general' as const, reply: submission.reply() }, { status: 400 })
	}
	updatePersonalDetails(user.id, submission.value)
	return redirectWithToast('/profile/general', { type: 'success', description: 'Personal details updated successfully.' })
}

async function saveTaskDefaults(user: User, form: FormData) {
	const schema = taskDefaultsSchema(listNames(user.id, 'folders'), listNames(user.id, 'contexts'))
	const submission = parseWithZod(form, { schema })
	if (submission.status !== 'success') {
		return data({ section: 'taskDefaults' as const, reply: submission.reply() }, { status: 400 })
	}
	saveDefaultTaskOptions(user.id, submission.value)
	return redirectWithToast('/profile/taskDefaults', { type: 'success', description: 'Quick Add Defaults updated.' })
}

async function editList(user: User, kind: ListKind, form: FormData, intent: string, context: AppLoadContext) {
	const texts = LIST_TEXTS[kind]
	const edit = parseListForm(form)
	const editIntent = parseListIntent(intent)
	// without JavaScript: an edit comes back as the unsaved table
	if (editIntent) return data({ section: kind, edit: applyListIntent(edit, editIntent), errors: {} as Record<string, string> })
	if (intent !== 'save') throw data(`Encountered unexpected saveAction = ${intent}`, { status: 400 })
	const invalid = validateRows(kind, edit.rows)
	if (Object.keys(invalid).length) {
		const errors = Object.fromEntries(Object.entries(invalid).map(([i, message]) => [edit.rows[Number(i)]!.key, message]))
		return data(
			{ section: kind, edit, errors },
			{ status: 400, headers: await toastForPage(context, { type: 'danger', description: texts.saveFailed }) },
		)
	}
	const { unassigned } = saveList(user.id, kind, edit.rows)
	const left =
		unassigned === 0
			? ''
			: ` ${unassigned} ${unassigned === 1 ? 'task' : 'tasks'} that used a deleted ${texts.singular} ${unassigned === 1 ? 'is' : 'are'} now unassigned.`
	return redirectWithToast(`/profile/${kind}`, { type: 'success', description: `${texts.saved}${left}` })
}

const NAME_MUST_MATCH = 'This information is required and it must match your name exactly.'

async function dangerZone(request: Request, user: User, form: FormData, intent: string, context: AppLoadContext) {
	const which = intent === 'delete-data' ? 'deleteData' : intent === 'delete-account' ? 'deleteAccount' : null
	if (!which) throw data(`Encountered unexpected saveAction = ${intent}`, { status: 400 })
	// point 5: the entered name must exactly equal the user's first and last name (text inputs are trimmed)
	if (String(form.get('confirmName') ?? '').trim() !== fullName(user)) {
		return data({ section: 'deleteOptions' as const, form: which, error: NAME_MUST_MATCH }, { status: 400 })
	}
	try {
		if (which === 'deleteData') {
			deleteUserData(user.id)
			return redirectWithToast('/profile', {
				type: 'success',
				title: 'Profile Update',
				description: 'Your contexts, folders and tasks were deleted and your preferences were reset.',
			})
		}
		const session = await getSession(request)
		await deleteUserAccount(user, session.get('identity')!, session.id)
		const response = await logout(request)
		await toastHeaders({ type: 'success', description: 'Your account and all of your data were deleted.' }, response.headers)
		return response
	} catch (error) {
		if (!(error instanceof DeletionError)) throw error
		return data(
			{ section: 'deleteOptions' as const, form: which, error: null },
			{ status: 500, headers: await toastForPage(context, { type: 'warning', title: 'Profile Update', description: error.message }) },
		)
	}
}

export const meta: Route.MetaFunction = () => [
	{ name: 'description', content: 'Your Twentyfour profile: personal details, quick add defaults, contexts, folders, your data.' },
]

function Chevron({ open }: { open: boolean }) {
	return (
		<svg aria-hidden="true" viewBox="0 0 20 20" className={`h-5 w-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} fill="currentColor">
			<path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
		</svg>
	)
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
	const { header, open } = loaderData
	const answer = actionData && actionData.section === open.section ? actionData : null
	const hasErrors =
		!!answer &&
		(('reply' in answer && !!answer.reply.error && Object.values(answer.reply.error).some((e) => e?.length)) ||
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
			case 'folders':
				return <ListEditorSection kind={open.section} saved={open.rows} answer={answer && 'edit' in answer ? answer : null} />
			case 'reminder':
				return <ReminderSection pushover={open.pushover} />
			case 'dataImport':
				return <DataImportSection />
			case 'deleteOptions':
				return (
					<DangerZoneSection
						fullName={open.fullName}
						billing={open.billing}
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

function AccordionSection({
	id,
	title,
	open,
	children,
}: {
	id: ProfileSectionId
	title: string
	open: boolean
	children: React.ReactNode
}) {
	return (
		<div className={`rounded-lg border bg-white shadow-sm ${open ? 'border-brand-600' : 'border-slate-200'}`}>
			<h2>
				<Link
					to={`/profile/${id}`}
					id={`section-${id}`}
					preventScrollReset
					aria-expanded={open}
					aria-controls={open ? `panel-${id}` : undefined}
					className={`flex min-h-12 w-full items-center justify-between gap-2 rounded-lg px-4 py-3 text-lg font-semibold ${open ? 'bg-brand-50 text-brand-800' : 'hover:bg-slate-50'}`}
				>
					{title}
					<Chevron open={open} />
				</Link>
			</h2>
			{open ? (
				<div id={`panel-${id}`} role="region" aria-labelledby={`section-${id}`} className="border-t border-slate-200 p-4">
					{children}
				</div>
			) : null}
		</div>
	)
}
