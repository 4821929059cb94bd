// For `npm run measure:lighthouse -- /dashboard /wordcloud`: a signed-in user with 10,000 seeded
// tasks in DATA_DIR; prints the session cookie (name=value) for Lighthouse's request headers.
import { enroll } from '~/identity/enrollment.server'
import { sessionStorage } from '~/lib/session.server'
import { seedTasks } from './task-seed'

const identity = { subject: `lighthouse|${Date.now()}`, email: `lighthouse-${Date.now()}@example.com`, givenName: 'Light', familyName: 'House', picture: null }
const user = enroll(identity, {
	firstName: 'Light', lastName: 'House', goesBy: 'Light', timezone: 'Europe/London', country: 'GB',
	loadDefaults: 'Y', subscriptionTier: 'free', privacyPolicy: 'Y', userAgreement: 'Y',
})
seedTasks(user.id, Number(process.env.TASKS ?? 10_000), user.timezone)
const storage = sessionStorage()
const session = await storage.getSession()
session.set('identity', identity)
session.set('userId', user.id)
console.log((await storage.commitSession(session)).split(';')[0])
