// The 30 tasks of the CalDAV round trip (issue 28): every field the mapping carries, each value of priority and
// status, every repeat choice and a few advanced phrases, times and all-day dates, reminders, sub-tasks, completed
// tasks, text with iCalendar's special characters. Written for this project's tests (no third-party data).
import { midnightOf } from '~/tasks/task-dates'

export const FIXTURE_TZ = 'Europe/Berlin'
const HOUR = 3_600_000
const PRIORITIES = ['unassigned', 'negative', 'low', 'medium', 'high', 'top']
const STATUSES = ['none', 'next', 'active', 'planning', 'delegated', 'waiting', 'hold', 'postponed', 'someday', 'canceled', 'reference']
const REPEATS: [string, string?][] = [
	['NONE'],
	['DAILY'],
	['WEEKLY'],
	['BIWEEKLY'],
	['MONTHLY'],
	['QUARTERLY'],
	['YEARLY'],
	['ADVANCED', 'every 2 weeks on Tuesday'],
	['ADVANCED', 'on the last Friday of each month'],
	['ADVANCED', 'every Mon, Wed and Fri'],
]
const FOLDERS = ['', 'Inbox', 'Family', 'Professional']
const CONTEXTS = ['', '@Home', '@Work', '@Shopping']
const TITLES = ['Call Bob; about the lease, today', 'Größe prüfen — naïve café ☕', 'Back\\slash and "quotes"', 'A long title '.repeat(12).trim()]

const day = (n: number) => midnightOf(`2027-03-${String(n).padStart(2, '0')}`, FIXTURE_TZ)!

/** the tasks as the JSON API takes them (POST /api/v1/external/tasks); `parent` is an index into the first 25 */
export function fixtureTasks() {
	return Array.from({ length: 30 }, (_, i) => {
		const [repeat, repeatText] = REPEATS[i % REPEATS.length]!
		const dated = i % 5 !== 4 || repeat !== 'NONE'
		return {
			parentIndex: i >= 25 ? i - 25 : null,
			input: {
				title: `${i}: ${TITLES[i % TITLES.length]}`,
				notes: i % 3 === 0 ? `Notes of ${i}\nsecond line, with; punctuation` : '',
				star: i % 3 === 1 ? 'Y' : 'N',
				completed: i % 8 === 7 ? 'Y' : 'N',
				due: dated ? day(1 + (i % 28)) : null,
				duetime: dated && i % 2 === 0 ? (8 + (i % 10)) * HOUR + (i % 4) * 15 * 60_000 : null,
				start: i % 3 === 2 ? day(1 + (i % 20)) : null,
				starttime: i % 6 === 2 ? 7 * HOUR : null,
				length: i % 4 === 0 ? null : i * 5,
				repeat,
				repeatText: repeatText ?? '',
				repeatFrom: i % 7 === 3 ? 'completedDate' : 'due',
				remind: dated ? [-1, 15, 60, 1440][i % 4]! : -1,
				folder: FOLDERS[i % FOLDERS.length]!,
				context: CONTEXTS[(i >> 1) % CONTEXTS.length]!,
				priority: PRIORITIES[i % PRIORITIES.length]!,
				status: STATUSES[i % STATUSES.length]!,
			},
		}
	})
}
