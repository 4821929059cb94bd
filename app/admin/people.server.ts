// The admin page's people (issue 53): who has an account, and what an admin may do to one. Every change names the
// person by id and is refused for the admin's own account where it would lock them out (disable, unmake, delete).
import { eq, sql } from 'drizzle-orm'
import { data } from 'react-router'
import { sessions, users } from '#db/schema'
import { embeddedAccountOf } from '~/identity/accounts.server'
import { forgetOtherProviderSessions } from '~/identity/oidc-adapter.server'
import { getUserById, type User } from '~/identity/users.server'
import { deleteUserAccount } from '~/profile/deletion.server'
import { fullName } from '~/profile/profile.server'
import { db } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { isAdmin } from './rules'

export type Person = {
	id: string
	email: string
	name: string
	created: number
	lastSeen: number | null
	tasks: number
	dataBytes: number
	admin: boolean
	/** an admin by ADMIN_EMAILS: cannot be unmade here */
	adminByEnv: boolean
	disabled: boolean
	paid: boolean
	granted: boolean
}

/** Everyone with an account, the newest first, with what the page shows of each. */
export function listPeople(): Person[] {
	const adminEmails = env().adminEmails
	const rows = db().all<{
		id: string
		email: string
		firstName: string
		lastName: string
		created: number
		lastSeen: number | null
		tasks: number
		dataBytes: number
		isAdmin: number
		disabledAt: number | null
		tier: string
		granted: number
	}>(sql`
		select u.id, u.email, u.first_name as firstName, u.last_name as lastName, u.signup_date as created,
			(select max(s.last_seen_at) from sessions s where s.user_id = u.id) as lastSeen,
			(select count(*) from tasks t where t.owner_id = u.id) as tasks,
			-- what a person keeps here, in bytes: the text of their tasks and of their own templates
			coalesce((select sum(length(t.title) + length(t.notes)) from tasks t where t.owner_id = u.id), 0)
			+ coalesce((select sum(length(tt.name) + length(tt.description) + length(tt.tasks)) from task_templates tt where tt.owner_id = u.id), 0)
			as dataBytes,
			u.is_admin as isAdmin, u.disabled_at as disabledAt, u.subscription_tier as tier, u.paid_granted as granted
		from users u where u.incomplete = 0 order by u.signup_date desc`)
	return rows.map((r) => ({
		id: r.id,
		email: r.email,
		name: `${r.firstName} ${r.lastName}`.trim(),
		created: r.created,
		lastSeen: r.lastSeen,
		tasks: r.tasks,
		dataBytes: r.dataBytes,
		admin: isAdmin({ isAdmin: !!r.isAdmin, email: r.email }, adminEmails),
		adminByEnv: adminEmails.includes(r.email.toLowerCase()),
		disabled: r.disabledAt !== null,
		paid: r.tier === 'paid',
		granted: !!r.granted,
	}))
}

export function personByEmail(email: string) {
	return db().select().from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`).get()
}

/** the person an admin acts on: another account than their own for what would lock them out; 404 when unknown */
function target(admin: Pick<User, 'id'> | null, userId: string, notSelf: boolean) {
	const person = getUserById(userId)
	if (!person || person.incomplete) throw data('Not found', { status: 404 })
	if (notSelf && admin && admin.id === person.id) throw data('You cannot do this to your own account here.', { status: 400 })
	return person
}

/**
 * Disables a person: signed out everywhere (the app's sessions, and the embedded provider's sessions and grants, so
 * its tokens die too). Their API tokens and app passwords stop and their reminders are not sent while disabled
 * (app/api/bearer.server.ts, app/dav/router.server.ts, the reminder scheduler check `disabled_at`).
 */
export function disablePerson(admin: Pick<User, 'id'> | null, userId: string, now = Date.now()) {
	const person = target(admin, userId, true)
	db().transaction((tx) => {
		tx.update(users).set({ disabledAt: now }).where(eq(users.id, person.id)).run()
		tx.delete(sessions).where(eq(sessions.userId, person.id)).run()
		tx.delete(sessions).where(sql`json_extract(${sessions.data}, '$.userId') = ${person.id}`).run()
	})
	const account = embeddedAccountOf(person.identitySubject)
	if (account) forgetOtherProviderSessions(account.id, null)
	return person
}

export function enablePerson(userId: string) {
	const person = target(null, userId, false)
	db().update(users).set({ disabledAt: null }).where(eq(users.id, person.id)).run()
	return person
}

export function setAdmin(admin: Pick<User, 'id'> | null, userId: string, value: boolean) {
	const person = target(admin, userId, !value)
	if (!value && env().adminEmails.includes(person.email.toLowerCase())) {
		throw data('This person is an admin by ADMIN_EMAILS: change the setting to unmake them.', { status: 400 })
	}
	db().update(users).set({ isAdmin: value }).where(eq(users.id, person.id)).run()
	return person
}

/** the paid tier for free (issue 53): every feature, whatever Stripe says */
export function setPaidGranted(userId: string, value: boolean) {
	const person = target(null, userId, false)
	db().update(users).set({ paidGranted: value }).where(eq(users.id, person.id)).run()
	return person
}

export const NAME_MUST_MATCH = "This information is required and it must match the person's name exactly."

/** Delete Account for someone else, with the Danger Zone's rule: the admin types the person's full name exactly. */
export async function deletePerson(admin: Pick<User, 'id'>, userId: string, confirmName: string) {
	const person = target(admin, userId, true)
	if (confirmName.trim() !== fullName(person)) return { error: NAME_MUST_MATCH, person }
	await deleteUserAccount(person, {
		subject: person.identitySubject,
		email: person.email,
		givenName: person.firstName,
		familyName: person.lastName,
		picture: person.picture,
	})
	return { error: null, person }
}
