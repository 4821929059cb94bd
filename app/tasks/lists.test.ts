import { TZDate } from '@date-fns/tz'
import { describe, expect, it } from 'vitest'
import { listHeader, namedList, parsePriorityStatus } from './lists'

const tz = 'Europe/Paris'
const now = new TZDate(2026, 10, 18, 23, 30, tz).getTime() // Wednesday 18 November 2026, 23:30

describe('list headers (screen 6)', () => {
	it("Today's Focus: today, then the date of the offset", () => {
		expect(listHeader({ kind: 'quick', name: 'todays-focus', offset: 0 }, tz, now)).toMatchObject({
			title: "Today's Focus",
			paging: { unit: 'day', offset: 0 },
		})
		expect(listHeader({ kind: 'quick', name: 'todays-focus', offset: 1 }, tz, now)).toMatchObject({
			title: 'Thursday, November 19, 2026',
			subtitle: 'Tasks to start or finish on Thursday, November 19, 2026.',
		})
	})

	it('This Week: the week of its Monday', () => {
		expect(listHeader({ kind: 'quick', name: 'this-week', offset: -1 }, tz, now)).toMatchObject({
			title: 'Week of Monday, November 9, 2026',
			subtitle: 'Tasks to start or finish from Monday, November 9, 2026 to Sunday, November 15, 2026.',
			paging: { unit: 'week', offset: -1 },
		})
	})

	it('Just Added says when', () => {
		expect(listHeader({ kind: 'added', at: now }, tz, now)).toEqual({ title: 'Just Added', subtitle: 'Tasks added together on Wednesday, November 18, 2026.', paging: null })
	})

	it('the fixed headers and the simple filters', () => {
		expect(listHeader({ kind: 'quick', name: 'overdue', offset: 0 }, tz, now)).toEqual({ title: 'Overdue', subtitle: 'Tasks that should be complete.', paging: null })
		expect(listHeader({ kind: 'by', field: 'status', value: 'next' }, tz, now).subtitle).toBe('Tasks assigned to the Next Action status.')
		expect(listHeader({ kind: 'by', field: 'folder', value: 'Inbox' }, tz, now)).toMatchObject({ title: 'By Folder', subtitle: 'Tasks assigned to the Inbox folder.' })
		// a folder named "... folder" is not called "folder folder" (issue 24)
		expect(listHeader({ kind: 'by', field: 'folder', value: 'sample folder' }, tz, now).subtitle).toBe('Tasks assigned to the sample folder.')
	})
})

describe('list names and values', () => {
	it('offsets apply to the paged lists only, within bounds', () => {
		expect(namedList('this-week', '3')).toEqual({ kind: 'quick', name: 'this-week', offset: 3 })
		expect(namedList('overdue', '3')).toEqual({ kind: 'quick', name: 'overdue', offset: 0 })
		expect(namedList('todays-focus', 'x')).toEqual({ kind: 'quick', name: 'todays-focus', offset: 0 })
		expect(namedList('todays-focus', '100000')).toMatchObject({ offset: 520 })
		expect(namedList('nonsense', null)).toBeNull()
		expect(namedList(undefined, null)).toEqual({ kind: 'all' })
	})
	it('priority-status filters name a real priority and status', () => {
		expect(parsePriorityStatus('high-next')).toEqual({ priority: 'high', status: 'next' })
		expect(parsePriorityStatus('urgent-next')).toBeNull()
		expect(parsePriorityStatus('high')).toBeNull()
	})
})
