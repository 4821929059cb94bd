// What the profile page does with each section's form (screen 21): save, refuse with the reasons, or delete.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type AppLoadContext } from 'react-router'
import { notFound } from '~/lib/not-found'
import { ProfileSchema } from '~/identity/enrollment'
import { logout } from '~/identity/logout.server'
import type { User } from '~/identity/users.server'
import { getSession } from '~/lib/session.server'
import { redirectWithToast, toastForPage, toastHeaders } from '~/lib/toast.server'
import { DeletionError, deleteUserAccount, deleteUserData } from './deletion.server'
import { handedOverText } from '~/sharing/hand-over-texts'
import { subscriptionSectionAction } from '~/billing/manage.server'
import { apiAccessAction } from '~/api/api-access.server'
import { calendarSectionAction } from '~/calendar/calendar-section.server'
import { securitySectionAction } from '~/identity/security-section.server'
import { submitImport } from '~/imports/imports.server'
import { readForm } from '~/lib/form-data.server'
import { boundedReply } from '~/lib/limits'
import { saveReminderSettings } from '~/reminders/settings.server'
import { saveDigestSettings } from '~/mail/digests.server'
import { applyListIntent, LIST_TEXTS, parseListForm, parseListIntent, type ListKind } from './list-editor'
import { listEditSchema } from './list-edit-schema'
import { rowErrors } from '~/lib/form-reply'
import { listNames } from '~/tasks/lists.server'
import { saveList } from './lists.server'
import { saveDefaultTaskOptions } from '~/tasks/preferences.server'
import { shortcutsSaved, shortcutsSchema } from './shortcuts'
import { fullName, updateAskNextAction, updateKeyboardShortcuts, updatePersonalDetails, updateTheme } from './profile.server'
import { ASK_NEXT_ACTION_SAVED, askNextActionSchema } from './next-action-setting'
import { THEME_SAVED, themeSchema } from './theme'
import { CANCELLED, NO_SUCH_SECTION, profileSection, sectionPath, type ProfileSectionId } from './sections'
import { taskDefaultsSchema } from './task-defaults'
import { isSharingIntent, sharingAction } from '~/sharing/sharing-section.server'

/** The section named in the URL, or a 404. */
export function requireSection(param: string | undefined) {
	const section = profileSection(param)
	if (!section) throw notFound(NO_SUCH_SECTION)
	return section
}

/** The answer to a post on /profile/{section}: saves the section's form, or explains why not. */
export async function profileAction(request: Request, user: User, section: ProfileSectionId, context: AppLoadContext) {
	// the import form is a file upload, read with a bound (issue 13)
	if (section === 'dataImport' && /^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
		return importUpload(request, user)
	}
	const form = await readForm(request)
	const intent = String(form.get('intent') ?? '')
	if (intent === 'cancel') {
		return redirectWithToast(sectionPath(section), { type: 'warning', description: CANCELLED })
	}
	switch (section) {
		case 'general':
			if (intent === 'shortcuts') return saveShortcuts(user, form)
			if (intent === 'ask-next-action') return saveAskNextAction(user, form)
			return intent === 'theme' ? saveTheme(user, form) : savePersonalDetails(user, form)
		case 'taskDefaults':
			return saveTaskDefaults(user, form)
		case 'folders':
			// sharing a folder (issue 55): its own forms in the same section
			if (isSharingIntent(intent)) return sharingAction(user, form, intent)
			return editList(user, section, form, intent, context)
		case 'contexts':
			return editList(user, section, form, intent, context)
		case 'reminder':
			// the mail settings (daily agenda, weekly review's reminder) sit in the Reminders section (issue 53)
			return intent === 'mail' ? saveDigestSettings(user, form) : saveReminderSettings(user, form, intent)
		case 'subscription':
			return subscriptionSectionAction(user, form)
		case 'calendarSync':
			return calendarSectionAction(user, form, intent)
		case 'apiAccess':
			return apiAccessAction(user, form, intent, context)
		case 'signInSecurity':
			return securitySectionAction(request, user, form, intent, context)
		case 'deleteOptions':
			return dangerZone(request, user, form, intent, context)
		default:
			throw data('This section has no form.', { status: 405 })
	}
}

async function importUpload(request: Request, user: User) {
	const answer = await submitImport(request, user)
	if (answer.ok === 'cancel') return redirectWithToast(sectionPath('dataImport'), { type: 'warning', description: CANCELLED })
	if (answer.ok) return redirect(`/profile/import/${answer.id}`)
	return data({ section: 'dataImport' as const, reply: answer.reply }, { status: answer.status })
}

async function savePersonalDetails(user: User, form: FormData) {
	const submission = parseWithZod(form, { schema: ProfileSchema })
	if (submission.status !== 'success') {
		return data({ section: 'general' as const, reply: boundedReply(submission.reply()) }, { status: 400 })
	}
	updatePersonalDetails(user.id, submission.value)
	return redirectWithToast('/profile/general', { type: 'success', description: 'Personal details updated successfully.' })
}

async function saveTheme(user: User, form: FormData) {
	const submission = parseWithZod(form, { schema: themeSchema() })
	if (submission.status !== 'success') {
		return data({ section: 'general' as const, themeReply: submission.reply() }, { status: 400 })
	}
	updateTheme(user.id, submission.value.theme)
	return redirectWithToast('/profile/general', { type: 'success', description: THEME_SAVED })
}

async function saveShortcuts(user: User, form: FormData) {
	const submission = parseWithZod(form, { schema: shortcutsSchema() })
	if (submission.status !== 'success') {
		return data({ section: 'general' as const, shortcutsReply: boundedReply(submission.reply()) }, { status: 400 })
	}
	const on = submission.value.keyboardShortcuts === 'on'
	updateKeyboardShortcuts(user.id, on)
	return redirectWithToast('/profile/general', { type: 'success', description: shortcutsSaved(on) })
}

async function saveAskNextAction(user: User, form: FormData) {
	const submission = parseWithZod(form, { schema: askNextActionSchema() })
	if (submission.status !== 'success') {
		return data({ section: 'general' as const, askReply: submission.reply() }, { status: 400 })
	}
	updateAskNextAction(user.id, submission.value.askNextAction)
	return redirectWithToast('/profile/general', { type: 'success', description: ASK_NEXT_ACTION_SAVED })
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
	const submission = parseWithZod(form, { schema: listEditSchema(kind) })
	if (submission.status !== 'success') {
		const invalid = rowErrors(submission.reply(), 'rows', 'name')
		const errors = Object.fromEntries(
			Object.entries(invalid).flatMap(([i, message]) => (edit.rows[Number(i)] ? [[edit.rows[Number(i)]!.key, message]] : [])),
		)
		return data(
			{ section: kind, edit, errors },
			{ status: 400, headers: await toastForPage(context, { type: 'danger', description: texts.saveFailed }) },
		)
	}
	const { unassigned } = saveList(user.id, kind, submission.value.rows)
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
			const handedOver = deleteUserData(user.id)
			return redirectWithToast('/profile', {
				type: 'success',
				title: 'Profile Update',
				description: `Your contexts, folders and tasks were deleted and your preferences were reset.${handedOverText(handedOver)}`,
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
