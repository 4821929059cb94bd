// Everything of one user, for the exports: every query is scoped to the owner.
import { and, asc, eq, isNull } from 'drizzle-orm'
import { contexts, folders, taskTemplates, tasks, userPreferences, users } from '#db/schema'
import { db } from '~/lib/db.server'
import { foldersSharedWith, membersOf } from '~/sharing/members.server'
import { EXPORT_FORMAT, EXPORT_VERSION } from './export'

const yn = (b: boolean) => (b ? 'Y' : 'N')

export function ownerTasks(ownerId: string) {
	// tasks of a template use waiting for its confirmation are not the user's yet
	return db().select().from(tasks).where(and(eq(tasks.ownerId, ownerId), isNull(tasks.templateUseId))).orderBy(asc(tasks.added), asc(tasks.id)).all()
}

/**
 * All of the user's data in the spec's terms (point 3): Y/N fields as Y/N, times as epoch ms, and
 * the task fields under the spec's names. No other user's rows, and no sign-in secrets (the password
 * hash belongs to the identity provider and is never exported).
 */
/**
 * The shared folders, by name (issue 55 point 2): a person's export holds what they own, so the tasks of folders shared
 * with them stay out (they are their owners'); the folders are listed with whose they are and the person's role, and
 * their own folders shared with others with who may do what.
 */
export function sharingExport(ownerId: string) {
	const ownFolders = db().select({ id: folders.id, name: folders.name }).from(folders).where(eq(folders.ownerId, ownerId)).orderBy(asc(folders.name)).all()
	return {
		sharedWithMe: foldersSharedWith(ownerId).map((f) => ({ folder: f.folderName, owner: { name: f.ownerName, email: f.ownerEmail }, role: f.role })),
		sharedByMe: ownFolders
			.map((f) => ({ folder: f.name, members: membersOf(f.id).map((m) => ({ name: m.name, email: m.email, role: m.role })) }))
			.filter((f) => f.members.length),
	}
}

export function userDataExport(ownerId: string, now = Date.now()) {
	const user = db().select().from(users).where(eq(users.id, ownerId)).get()
	if (!user) throw new Error('No such user')
	const { incomplete, loadDefaults, privacyPolicy, userAgreement, ...rest } = user
	const prefs = db().select().from(userPreferences).where(eq(userPreferences.ownerId, ownerId)).get()
	const list = <T extends { private: boolean; active: boolean; ownerId: string }>(rows: T[]) =>
		rows.map(({ ownerId: owner, private: isPrivate, active, ...r }) => ({ ...r, owner, private: yn(isPrivate), active: yn(active) }))
	return {
		// what the file is, for the import that reads it back (Data Import's "Twentyfour (JSON export)", decision 225)
		format: EXPORT_FORMAT,
		version: EXPORT_VERSION,
		exportedAt: new Date(now).toISOString(),
		user: {
			...rest,
			loadDefaults: yn(loadDefaults),
			privacyPolicy: yn(privacyPolicy),
			userAgreement: yn(userAgreement),
			incomplete: yn(incomplete),
		},
		preferences: prefs
			? (({ ownerId: owner, displayKanban, ...p }) => ({ ...p, owner, displayKanban: yn(displayKanban) }))(prefs)
			: null,
		contexts: list(db().select().from(contexts).where(eq(contexts.ownerId, ownerId)).orderBy(asc(contexts.customOrder)).all()),
		folders: list(db().select().from(folders).where(eq(folders.ownerId, ownerId)).orderBy(asc(folders.customOrder)).all()),
		tasks: ownerTasks(ownerId).map(({ ownerId: owner, startTime, dueTime, parentId, completed, star, remindSent, ...t }) => ({
			...t,
			owner,
			completed: yn(completed),
			star: yn(star),
			starttime: startTime,
			duetime: dueTime,
			remindSent: yn(remindSent),
			parent: parentId ?? '',
		})),
		templates: db()
			.select()
			.from(taskTemplates)
			.where(eq(taskTemplates.ownerId, ownerId))
			.orderBy(asc(taskTemplates.added))
			.all()
			.map(({ ownerId: owner, ...t }) => ({ ...t, owner })),
		...sharingExport(ownerId),
	}
}
