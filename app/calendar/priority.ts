// Our priorities (-1..3 and Unassigned) on iCalendar's PRIORITY (RFC 5545 3.8.1.9: 1 highest .. 9 lowest, 0 none).
// Thunderbird, tasks.org and Apple Reminders write high 1, medium 5, low 9 (issue 50.5): 9 is "low", never our
// Negative. Negative is written 9 too; CalDAV adds X-TWENTYFOUR-PRIORITY:NEGATIVE so that it reads back (app/dav).
import type { Priority } from '~/tasks/options'

const TO_ICAL: Record<Priority, number> = { unassigned: 0, top: 1, high: 3, medium: 5, low: 9, negative: 9 }

export function icalPriority(priority: string): number {
	return TO_ICAL[priority as Priority] ?? 0
}

/** 1-2 Top, 3-4 High, 5 Medium (RFC: 5 is "medium"), 6-9 Low; 0 or anything else Unassigned. */
export function priorityFromIcal(value: number): Priority {
	if (!Number.isInteger(value) || value < 1 || value > 9) return 'unassigned'
	if (value <= 2) return 'top'
	if (value <= 4) return 'high'
	if (value === 5) return 'medium'
	return 'low'
}
