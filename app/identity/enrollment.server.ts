// Enrollment: the user, their preferences and (when asked) the default data, in one transaction.
import { contexts, folders, tasks, userPreferences, users } from '#db/schema'
import { db } from '~/lib/db.server'
import { localMidnight } from '~/lib/dates'
import type { Identity } from '~/lib/session.server'
import {
	DEFAULT_CONTEXTS,
	DEFAULT_FOLDERS,
	DEFAULT_SORT_ORDER,
	DEFAULT_TASK_FILTER,
	DEFAULT_TASK_OPTIONS,
	STARTER_TASKS,
} from '~/tasks/defaults'
import type { Enrollment } from './enrollment'
import { NO_REPEAT } from '~/tasks/options'

export function enroll(identity: Identity, data: Enrollment, now = Date.now()) {
	return db().transaction((tx) => {
		// the first person of a fresh server is its admin (issue 53); the transaction is IMMEDIATE, so only one is first
		const first = !tx.select({ id: users.id }).from(users).limit(1).get()
		const user = tx
			.insert(users)
			.values({
				isAdmin: first,
				identitySubject: identity.subject,
				email: identity.email,
				picture: identity.picture,
				firstName: data.firstName,
				lastName: data.lastName,
				goesBy: data.goesBy || data.firstName,
				timezone: data.timezone,
				country: data.country,
				loadDefaults: data.loadDefaults === 'Y',
				subscriptionTier: 'free',
				subscriptionLevel: '2020-free',
				referralSource: data.referralSource ?? null,
				referralCode: data.referralCode || null,
				privacyPolicy: data.privacyPolicy === 'Y',
				userAgreement: data.userAgreement === 'Y',
				signupDate: now,
				version: '0.0.0',
			})
			.returning()
			.get()
		tx.insert(userPreferences)
			.values({
				ownerId: user.id,
				defaultTaskOptions: DEFAULT_TASK_OPTIONS,
				taskFilter: DEFAULT_TASK_FILTER,
				taskSortOrder: DEFAULT_SORT_ORDER,
			})
			.run()
		if (user.loadDefaults) loadDefaultData(tx, user.id, user.timezone, now)
		return user
	})
}

type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0]

function loadDefaultData(tx: Tx, ownerId: string, timeZone: string, now: number) {
	tx.insert(folders)
		.values(DEFAULT_FOLDERS.map((f) => ({ ...f, ownerId })))
		.run()
	tx.insert(contexts)
		.values(DEFAULT_CONTEXTS.map((name, i) => ({ name, ownerId, customOrder: i * 5 })))
		.run()
	tx.insert(tasks)
		.values(
			STARTER_TASKS.map((t) => {
				const day = localMidnight(timeZone, now, t.days)
				return {
					ownerId,
					title: t.title,
					added: now,
					start: day,
					due: day,
					priority: 'top',
					status: 'next',
					folder: 'Inbox',
					star: false,
					repeat: t.repeat,
					repeatChoice: t.repeat ? 'ADVANCED' : NO_REPEAT,
					repeatText: t.repeat ? 'every 2 days' : '',
				}
			}),
		)
		.run()
}
