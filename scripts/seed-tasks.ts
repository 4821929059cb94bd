// `npm run seed:tasks [-- email]`: a user with 10,000 tasks in DATA_DIR (default ./data).
// Without an email, a new user is made (sign-in: the printed email and password through /login).
import { eq } from 'drizzle-orm'
import { users } from '#db/schema'
import { createAccount } from '~/identity/accounts.server'
import { enroll } from '~/identity/enrollment.server'
import { db } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { seedTasks } from './task-seed'

const COUNT = Number(process.env.TASKS ?? 10_000)
const email = process.argv[2] ?? `seed-${Date.now().toString(36)}@example.com`
const password = 'a long pass phrase'

let user = db().select().from(users).where(eq(users.email, email)).get()
if (!user) {
	const { account } = await createAccount({ email, password, givenName: 'Seed', familyName: 'User' })
	user = enroll(
		{ subject: `${env().oidc.issuer}|${account!.id}`, email, givenName: 'Seed', familyName: 'User', picture: null },
		{ firstName: 'Seed', lastName: 'User', goesBy: 'Seed', timezone: 'Europe/London', country: 'GB', loadDefaults: 'Y', subscriptionTier: 'free', privacyPolicy: 'Y', userAgreement: 'Y' },
	)
	console.log(`Made user ${email} (password "${password}")`)
}
const started = performance.now()
const n = seedTasks(user.id, COUNT, user.timezone)
console.log(`Added ${n} tasks for ${email} (user ${user.id}) in ${Math.round(performance.now() - started)} ms`)
process.exit(0)
