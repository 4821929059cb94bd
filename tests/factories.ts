// The one test factory: users and tasks made directly in the database, for unit, integration and browser tests.
// The app's database and settings are opened lazily, so a browser test points DATA_DIR at the test server's data
// before the first call.
import crypto from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { folderMembers, folders, tasks, users } from '#db/schema'
import type { MemberRole } from '~/sharing/roles'
import type { Enrollment } from '~/identity/enrollment'
import { enroll } from '~/identity/enrollment.server'
import { createAccount, setAccountUserId } from '~/identity/accounts.server'
import { env } from '~/lib/env.server'
import { db } from '~/lib/db.server'

export type TestPerson = { email: string; password: string; firstName: string; lastName: string }

export const uniqueEmail = (prefix = 'person') =>
	`${prefix}-${Date.now().toString(36)}-${crypto.randomBytes(3).toString('hex')}@example.com`

export function newPerson(prefix = 'person'): TestPerson {
	return { email: uniqueEmail(prefix), password: 'a long pass phrase', firstName: 'Ada', lastName: 'Lovelace' }
}

/** What the enrollment wizard would send for `person`. */
export function enrollmentFor(
	person: Pick<TestPerson, 'firstName' | 'lastName'>,
	opts: { timezone?: string; loadDefaults?: boolean } = {},
): Enrollment {
	return {
		firstName: person.firstName,
		lastName: person.lastName,
		goesBy: person.firstName,
		timezone: opts.timezone ?? 'Europe/London',
		country: 'GB',
		loadDefaults: opts.loadDefaults === false ? 'N' : 'Y',
		subscriptionTier: 'free',
		privacyPolicy: 'Y',
		userAgreement: 'Y',
	}
}

export type MakeUserOptions = {
	timezone?: string
	/** default folders, contexts and starter tasks (off by default: tests start from an empty list) */
	loadDefaults?: boolean
	/** a paid subscriber: premium features unlocked */
	premium?: boolean
	/** an identity subject; a random one when omitted */
	subject?: string
	person?: TestPerson
	/** reminders through Pushover set up with this user key */
	pushover?: { key: string; observeQuietHours?: 'yes' | 'no' }
	/** reminders by email (issue 53) */
	remindByEmail?: boolean
	/** columns of the stored row to set after enrollment (an unfinished enrollment, a tier...) */
	row?: Partial<typeof users.$inferInsert>
}

/** An enrolled user, created directly in the database. */
export function makeUser(opts: MakeUserOptions = {}) {
	const person = opts.person ?? newPerson('user')
	const subject = opts.subject ?? `test|${crypto.randomUUID()}`
	let user = enroll(
		{ subject, email: person.email, givenName: person.firstName, familyName: person.lastName, picture: null },
		enrollmentFor(person, { timezone: opts.timezone, loadDefaults: opts.loadDefaults ?? false }),
	)
	if (opts.premium) {
		user = db()
			.update(users)
			.set({ subscriptionTier: 'paid', subscriptionLevel: 'price_test_monthly' })
			.where(eq(users.id, user.id))
			.returning()
			.get()!
	}
	if (opts.pushover) {
		user = db()
			.update(users)
			.set({
				notificationMethod: 'pushover',
				pushoverApiKey: opts.pushover.key,
				pushoverObserveQuietHours: opts.pushover.observeQuietHours ?? 'yes',
			})
			.where(eq(users.id, user.id))
			.returning()
			.get()!
	}
	if (opts.remindByEmail) {
		user = db().update(users).set({ notificationMethod: 'email' }).where(eq(users.id, user.id)).returning().get()!
	}
	if (opts.row) user = db().update(users).set(opts.row).where(eq(users.id, user.id)).returning().get()!
	return user
}

/** An enrolled user who signs in with a password at the embedded identity provider (its account made as sign-up does). */
export async function makeEmbeddedUser(opts: Omit<MakeUserOptions, 'subject'> = {}) {
	const person = opts.person ?? newPerson('user')
	const { account } = await createAccount({ email: person.email, password: person.password, givenName: person.firstName, familyName: person.lastName })
	const user = makeUser({ ...opts, person, subject: `${env().oidc.issuer}|${account!.id}` })
	setAccountUserId(account!.id, user.id)
	return { user, account: account!, person }
}

/** A task with sensible defaults (title "A task", added now). */
export function makeTask(ownerId: string, values: Partial<typeof tasks.$inferInsert> = {}) {
	return db()
		.insert(tasks)
		.values({ ownerId, title: 'A task', added: Date.now(), ...values })
		.returning()
		.get()
}

/** Every task of `ownerId`, as stored. */
export function findTasks(ownerId: string) {
	return db().select().from(tasks).where(eq(tasks.ownerId, ownerId)).all()
}

/** A folder of `ownerId` (its own, unshared), or the one it has by that name. */
export function makeFolder(ownerId: string, name: string) {
	const found = db().select().from(folders).where(and(eq(folders.ownerId, ownerId), eq(folders.name, name))).get()
	return found ?? db().insert(folders).values({ ownerId, name }).returning().get()
}

/** `ownerId`'s folder `name` (made when missing) shared with `memberId` as `role` (issue 55), as the Share form does. */
export function shareWith(ownerId: string, name: string, memberId: string, role: MemberRole) {
	const folder = makeFolder(ownerId, name)
	db().insert(folderMembers).values({ folderId: folder.id, userId: memberId, role, addedAt: Date.now(), addedBy: ownerId }).onConflictDoUpdate({ target: [folderMembers.folderId, folderMembers.userId], set: { role } }).run()
	return folder
}
