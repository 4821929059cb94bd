// Danger Zone (screen 21, point 4): Delete Data keeps the account; Delete Account removes it all.
// Our own data changes in one transaction, so a failure leaves nothing half deleted; each failure
// says what could not be deleted (point 8: "Error deleting contexts: ...").
import { and, eq, ne, sql } from 'drizzle-orm'
import { contexts, davChanges, davObjects, folders, sessions, taskUndos, tasks, trashedTasks, userPreferences, users } from '#db/schema'
import { deleteIdentity } from '~/identity/identity-admin.server'
import { cancelSubscriptionNow } from '~/billing/subscription.server'
import type { User } from '~/identity/users.server'
import { db } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { clearCountedChanges } from '~/tasks/kept-counts.server'
import { handOverFolders } from '~/sharing/members-hand-over.server'
import type { Identity } from '~/lib/session.server'
import { DEFAULT_SORT_ORDER, DEFAULT_TASK_FILTER, DEFAULT_TASK_OPTIONS } from '~/tasks/defaults'

/** A deletion that failed; the message is the one to show. */
export class DeletionError extends Error {}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

function step<T>(what: string, run: () => T): T {
	try {
		return run()
	} catch (error) {
		throw new DeletionError(`Error deleting ${what}: ${reason(error)}`)
	}
}

/**
 * Deletes the owner's contexts, folders, tasks and trash, and resets their preferences to the defaults of
 * point 9 (with no folder, since none is left). The account and the templates stay. A folder others may change is
 * handed over first, as Delete Account does (decision 396): its tasks are the members' too. Answers the hand-overs.
 */
export function deleteUserData(ownerId: string) {
	return db().transaction((tx) => {
		const handedOver = step('shared folders', () => handOverFolders(tx, ownerId))
		step('contexts', () => tx.delete(contexts).where(eq(contexts.ownerId, ownerId)).run())
		step('folders', () => tx.delete(folders).where(eq(folders.ownerId, ownerId)).run())
		step('tasks', () => {
			tx.delete(tasks).where(eq(tasks.ownerId, ownerId)).run()
			clearCountedChanges(tx, ownerId)
		})
		// final: the trash is emptied too and nothing can be undone (decision 243); no task of theirs is left, so neither
		// is a CalDAV address or UID (the change records stay: their client's next sync learns the objects are gone)
		step('trash', () => {
			tx.delete(trashedTasks).where(eq(trashedTasks.ownerId, ownerId)).run()
			tx.delete(taskUndos).where(eq(taskUndos.ownerId, ownerId)).run()
			tx.delete(davObjects).where(eq(davObjects.ownerId, ownerId)).run()
		})
		step('user preferences', () => {
			tx.delete(userPreferences).where(eq(userPreferences.ownerId, ownerId)).run()
			tx.insert(userPreferences)
				.values({
					ownerId,
					defaultTaskOptions: { ...DEFAULT_TASK_OPTIONS, folder: '', context: '' },
					taskFilter: DEFAULT_TASK_FILTER,
					taskSortOrder: DEFAULT_SORT_ORDER,
				})
				.run()
		})
		return handedOver
	})
}

/**
 * Delete Account: cancels the subscription (only when billing is configured and there is one), deletes
 * the identity at the provider, hands the folders others share over (handOverFolders: to the first manager or
 * editor; a folder shared only with viewers goes), then the user with everything they own (foreign keys cascade) and
 * their other sign-in sessions, in one transaction. Each step stops the rest when it fails.
 * The caller logs the browser out (its own session ends there).
 */
export async function deleteUserAccount(user: User, identity: Identity, currentSessionId?: string) {
	if (env().billing && user.stripeSubscriptionId) {
		try {
			await cancelSubscriptionNow(user.stripeSubscriptionId)
		} catch (error) {
			throw new DeletionError(`Error cancelling subscription: ${reason(error)}`)
		}
	}
	try {
		await deleteIdentity(identity)
	} catch (error) {
		throw new DeletionError(`Error deleting user from the identity provider: ${reason(error)}`)
	}
	db().transaction((tx) => {
		// each folder others share goes to its first manager or editor, with its tasks (issue 55; decision 381)
		step('shared folders', () => handOverFolders(tx, user.id))
		step('user', () => {
			const theirs = sql`json_extract(${sessions.data}, '$.userId') = ${user.id}`
			tx.delete(sessions)
				.where(currentSessionId ? and(theirs, ne(sessions.id, currentSessionId)) : theirs)
				.run()
			tx.delete(users).where(eq(users.id, user.id)).run()
			clearCountedChanges(tx, user.id)
			// the CalDAV change records of their tasks (no foreign key: the tasks' delete triggers wrote them just now);
			// nobody syncs as them any more
			tx.delete(davChanges).where(eq(davChanges.ownerId, user.id)).run()
		})
	})
}
