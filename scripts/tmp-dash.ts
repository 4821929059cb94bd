import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path'
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tf-dash-'))
process.env.DATA_DIR = dataDir
process.env.PUBLIC_URL = 'http://localhost:3598'
const { enroll } = await import('~/identity/enrollment.server')
const { seedTasks } = await import('./task-seed')
const { dashboardPage } = await import('~/analytics/dashboard.server')
const A = await import('~/analytics/analytics.server')
const { taskCounts } = await import('~/tasks/counts.server')
const { dashboardSettings } = await import('~/analytics/dashboard-settings')
const user = enroll({ subject: 'b|1', email: 'b@example.com', givenName: 'B', familyName: 'U', picture: null }, {
	firstName: 'Bench', lastName: 'User', goesBy: 'Bench', timezone: 'Europe/London', country: 'GB',
	loadDefaults: 'Y', subscriptionTier: 'free', privacyPolicy: 'Y', userAgreement: 'Y' })
seedTasks(user.id, 10000, user.timezone)
const tz = user.timezone
const s = dashboardSettings(new URLSearchParams(), tz, Date.now())
const t = (name: string, f: () => unknown) => { const xs: number[] = []; for (let i = 0; i < 60; i++) { const a = performance.now(); f(); xs.push(performance.now() - a) } xs.sort((a, b) => a - b); console.log(name.padEnd(20), xs[30]!.toFixed(2)) }
t('counts', () => taskCounts(user.id, tz))
t('week', () => A.weekChart(user.id, tz, { monday: s.week, count: s.count, complete: s.complete }))
t('pies', () => A.completionPies(user.id, tz, { month: s.month, monthYear: s.monthYear, year: s.year }))
t('tables', () => A.incompleteTables(user.id, tz))
t('dashboardPage', () => dashboardPage(user.id, tz, new URLSearchParams()))
fs.rmSync(dataDir, { recursive: true, force: true })
