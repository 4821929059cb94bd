import { TZDate } from '@date-fns/tz'
import { describe, expect, it } from 'vitest'
import { makeTask, makeUser } from '../../tests/factories'
import { incompleteTables } from '~/analytics/analytics.server'
import { taskPreferences } from './preferences.server'
import { listTasks } from './tasks.server'

describe('the dashboard numbers agree with the lists they link to', () => {
	it('incomplete, overdue, today and this week', () => {
		const tz = 'Australia/Sydney'
		const user = makeUser({ timezone: tz })
		const now = new TZDate(2026, 5, 10, 12, tz).getTime() // Wednesday
		const day = (d: number) => new TZDate(2026, 5, 10 + d, tz).getTime()
		makeTask(user.id, { due: day(-3) })
		makeTask(user.id, { start: day(-1), due: day(2) })
		makeTask(user.id, { due: day(0) })
		makeTask(user.id, { start: day(0) })
		makeTask(user.id, { due: day(5) })
		makeTask(user.id, { due: day(0), completed: true })
		const { counts } = incompleteTables(user.id, tz, now)
		const prefs = taskPreferences(user.id)
		const total = (name: 'overdue' | 'todays-focus' | 'this-week') =>
			listTasks(user.id, { kind: 'quick', name, offset: 0 }, prefs, tz, { limit: 1, now }).total
		expect(counts).toEqual({
			incomplete: listTasks(user.id, { kind: 'all' }, prefs, tz, { limit: 1, now }).total,
			overdue: total('overdue'),
			todaysFocus: total('todays-focus'),
			thisWeek: total('this-week'),
		})
		// the week is Monday 8 to Sunday 14 June: due on the 7th or the 15th is outside it
		expect(counts).toEqual({ incomplete: 5, overdue: 1, todaysFocus: 2, thisWeek: 3 })
	})
})
