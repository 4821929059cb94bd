// VTODOs shaped as three task apps write them (issue 50), written from their public documentation and source:
// Thunderbird (calendar/base: VTIMEZONE, TZID dates, X-MOZ-*, SEQUENCE, a default alarm, PERCENT-COMPLETE, 1/5/9
// priorities), tasks.org through DAVx⁵ (ical4android: numeric UIDs, DATE dues, X-APPLE-SORT-ORDER, GEO, an alarm at
// the due moment) and Apple Reminders (iOS: upper-case UUIDs, CALSCALE, TZID dates, an absolute alarm with its own
// UID, X-APPLE-SORT-ORDER). Each is the whole object a client PUTs, CRLF lines, one folded.
const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`

const berlin = [
	'BEGIN:VTIMEZONE', 'TZID:Europe/Berlin', 'BEGIN:DAYLIGHT', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0200', 'TZNAME:CEST', 'DTSTART:19700329T020000',
	'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3', 'END:DAYLIGHT', 'BEGIN:STANDARD', 'TZOFFSETFROM:+0200', 'TZOFFSETTO:+0100', 'TZNAME:CET',
	'DTSTART:19701025T030000', 'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10', 'END:STANDARD', 'END:VTIMEZONE',
]

export const thunderbird = (uid = '7d1a5c7e-1b7e-4a0e-9b0e-3c1f2a6e8d10') =>
	crlf([
		'BEGIN:VCALENDAR', 'PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN', 'VERSION:2.0', ...berlin,
		'BEGIN:VTODO', 'CREATED:20261101T090000Z', 'LAST-MODIFIED:20261102T100000Z', 'DTSTAMP:20261102T100000Z', `UID:${uid}`,
		'SUMMARY:Renew the passport', 'PRIORITY:9', 'STATUS:IN-PROCESS', 'PERCENT-COMPLETE:40', 'CATEGORIES:Errands,Paperwork',
		'DTSTART;TZID=Europe/Berlin:20261201T090000', 'DUE;TZID=Europe/Berlin:20261205T170000', 'SEQUENCE:2', 'X-MOZ-GENERATION:3',
		'DESCRIPTION:Bring two photos\\, the old passport and the form from the town hall website (printed on b',
		' oth sides).',
		'BEGIN:VALARM', 'ACTION:DISPLAY', 'TRIGGER;VALUE=DURATION:-PT15M', 'DESCRIPTION:Default Mozilla Description', 'END:VALARM',
		'END:VTODO', 'END:VCALENDAR',
	])

export const tasksOrg = (uid = '5612945632170193217') =>
	crlf([
		'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:+//IDN tasks.org//android-130204//EN',
		'BEGIN:VTODO', 'DTSTAMP:20261103T081500Z', `UID:${uid}`, 'CREATED:20261103T081200Z', 'LAST-MODIFIED:20261103T081500Z',
		'SUMMARY:Water the plants', 'PRIORITY:5', 'STATUS:NEEDS-ACTION', 'DUE;VALUE=DATE:20261110', 'X-APPLE-SORT-ORDER:722180100',
		'GEO:52.520008;13.404954', 'CATEGORIES:Home',
		'BEGIN:VALARM', 'TRIGGER;RELATED=END:PT0S', 'ACTION:DISPLAY', 'DESCRIPTION:Default Tasks.org description', 'END:VALARM',
		'END:VTODO', 'END:VCALENDAR',
	])

export const appleReminders = (uid = 'A1B2C3D4-E5F6-4711-8899-AABBCCDDEEFF') =>
	crlf([
		'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Apple Inc.//iOS 17.4//EN', 'CALSCALE:GREGORIAN',
		'BEGIN:VTIMEZONE', 'TZID:America/New_York', 'BEGIN:DAYLIGHT', 'TZOFFSETFROM:-0500', 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
		'DTSTART:20070311T020000', 'TZNAME:EDT', 'TZOFFSETTO:-0400', 'END:DAYLIGHT', 'BEGIN:STANDARD', 'TZOFFSETFROM:-0400',
		'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU', 'DTSTART:20071104T020000', 'TZNAME:EST', 'TZOFFSETTO:-0500', 'END:STANDARD', 'END:VTIMEZONE',
		'BEGIN:VTODO', 'CREATED:20261104T120000Z', `UID:${uid}`, 'SUMMARY:Call the dentist', 'DTSTAMP:20261104T120500Z',
		'LAST-MODIFIED:20261104T120500Z', 'SEQUENCE:0', 'PRIORITY:1', 'X-APPLE-SORT-ORDER:752410000',
		'DTSTART;TZID=America/New_York:20261106T090000', 'DUE;TZID=America/New_York:20261106T090000', 'STATUS:NEEDS-ACTION',
		'BEGIN:VALARM', 'X-WR-ALARMUID:0F4E2A9C-3B1D-4C5E-8F7A-112233445566', 'UID:0F4E2A9C-3B1D-4C5E-8F7A-112233445566',
		'TRIGGER;VALUE=DATE-TIME:20261106T140000Z', 'ACTION:DISPLAY', 'DESCRIPTION:Reminder', 'END:VALARM',
		'END:VTODO', 'END:VCALENDAR',
	])

// Repeating tasks and how each app completes an occurrence (issue 50.6), from the apps' source:
// - Thunderbird (calendar/base: an occurrence changed is an exception of the item) keeps the series as it was and adds
//   a VTODO of the same UID with the occurrence's RECURRENCE-ID, STATUS:COMPLETED, COMPLETED and PERCENT-COMPLETE:100.
// - tasks.org (RepeatTaskHelper.handleRepeat) moves the series' due date to the next occurrence, clears the completion
//   and takes one off a COUNT: the same UID comes back NEEDS-ACTION with the next DUE.
// - Apple Reminders writes the occurrence done as a copy under a new UID (COMPLETED, no RRULE) and moves the series'
//   DUE and DTSTART on.
export const thunderbirdWeekly = (override?: { recurrenceId: string; completed: string }) =>
	crlf([
		'BEGIN:VCALENDAR', 'PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN', 'VERSION:2.0', ...berlin,
		'BEGIN:VTODO', 'CREATED:20261101T090000Z', 'LAST-MODIFIED:20261102T100000Z', 'DTSTAMP:20261102T100000Z', 'UID:0b7c2f3e-weekly-thunderbird',
		'SUMMARY:Take out the bins', 'RRULE:FREQ=WEEKLY;INTERVAL=1', 'DTSTART;TZID=Europe/Berlin:20261207T070000', 'DUE;TZID=Europe/Berlin:20261207T080000',
		'SEQUENCE:1', 'X-MOZ-GENERATION:1', 'END:VTODO',
		...(override
			? ['BEGIN:VTODO', 'CREATED:20261101T090000Z', `LAST-MODIFIED:${override.completed}`, `DTSTAMP:${override.completed}`, 'UID:0b7c2f3e-weekly-thunderbird',
				'SUMMARY:Take out the bins', `RECURRENCE-ID;TZID=Europe/Berlin:${override.recurrenceId}`, `DTSTART;TZID=Europe/Berlin:${override.recurrenceId.slice(0, 9)}070000`,
				`DUE;TZID=Europe/Berlin:${override.recurrenceId}`, 'STATUS:COMPLETED', `COMPLETED:${override.completed}`, 'PERCENT-COMPLETE:100', 'SEQUENCE:2', 'X-MOZ-GENERATION:2', 'END:VTODO']
			: []),
		'END:VCALENDAR',
	])

export const tasksOrgWeekly = (due = '20261207', count = 5) =>
	crlf([
		'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:+//IDN tasks.org//android-130204//EN',
		'BEGIN:VTODO', 'DTSTAMP:20261103T081500Z', 'UID:5612945632170199999', 'CREATED:20261103T081200Z', 'LAST-MODIFIED:20261103T081500Z',
		'SUMMARY:Water the balcony plants', 'PRIORITY:5', 'STATUS:NEEDS-ACTION', `DUE;VALUE=DATE:${due}`, `RRULE:FREQ=WEEKLY;COUNT=${count}`,
		'X-APPLE-SORT-ORDER:722180100', 'GEO:52.520008;13.404954', 'CATEGORIES:Home',
		'END:VTODO', 'END:VCALENDAR',
	])

const newYork = [
	'BEGIN:VTIMEZONE', 'TZID:America/New_York', 'BEGIN:DAYLIGHT', 'TZOFFSETFROM:-0500', 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
	'DTSTART:20070311T020000', 'TZNAME:EDT', 'TZOFFSETTO:-0400', 'END:DAYLIGHT', 'BEGIN:STANDARD', 'TZOFFSETFROM:-0400',
	'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU', 'DTSTART:20071104T020000', 'TZNAME:EST', 'TZOFFSETTO:-0500', 'END:STANDARD', 'END:VTIMEZONE',
]
export const appleDaily = (day = '20261207', sequence = 0) =>
	crlf([
		'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Apple Inc.//iOS 17.4//EN', 'CALSCALE:GREGORIAN', ...newYork,
		'BEGIN:VTODO', 'CREATED:20261104T120000Z', 'UID:C0FFEE00-1111-4222-8333-444455556666', 'SUMMARY:Take the vitamins', 'DTSTAMP:20261104T120500Z',
		'LAST-MODIFIED:20261104T120500Z', `SEQUENCE:${sequence}`, 'X-APPLE-SORT-ORDER:752410001', 'RRULE:FREQ=DAILY;INTERVAL=1',
		`DTSTART;TZID=America/New_York:${day}T090000`, `DUE;TZID=America/New_York:${day}T090000`, 'STATUS:NEEDS-ACTION',
		'END:VTODO', 'END:VCALENDAR',
	])
export const appleDoneCopy = (day = '20261207') =>
	crlf([
		'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Apple Inc.//iOS 17.4//EN', 'CALSCALE:GREGORIAN', ...newYork,
		'BEGIN:VTODO', 'CREATED:20261207T150000Z', 'UID:0DDBA11-7777-4888-9999-AAAABBBBCCCC', 'SUMMARY:Take the vitamins', 'DTSTAMP:20261207T150000Z',
		'LAST-MODIFIED:20261207T150000Z', 'SEQUENCE:0', 'X-APPLE-SORT-ORDER:752410001', `DTSTART;TZID=America/New_York:${day}T090000`,
		`DUE;TZID=America/New_York:${day}T090000`, 'STATUS:COMPLETED', 'COMPLETED:20261207T150000Z', 'PERCENT-COMPLETE:100',
		'END:VTODO', 'END:VCALENDAR',
	])
