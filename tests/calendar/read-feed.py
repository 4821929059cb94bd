# Reads an iCalendar feed from stdin with Debian's python3-icalendar and prints its events as JSON, each with its
# occurrences (local calendar dates) up to the date given as the first argument, expanded by dateutil's rrule: an
# independent reading of the feed for tests/e2e/calendar-feed.spec.ts.
import datetime
import json
import sys

from dateutil.rrule import rrulestr
from icalendar import Calendar

until = datetime.date.fromisoformat(sys.argv[1])
calendar = Calendar.from_ical(sys.stdin.buffer.read())
events = []
for event in calendar.walk('VEVENT'):
    start = event.decoded('DTSTART')
    timed = isinstance(start, datetime.datetime)
    rule = event.get('RRULE')
    if rule:
        first = start if timed else datetime.datetime.combine(start, datetime.time())
        end = datetime.datetime.combine(until, datetime.time(23, 59, 59))
        if timed:
            end = end.replace(tzinfo=start.tzinfo) if start.tzinfo else end
        rrule = rrulestr(rule.to_ical().decode(), dtstart=first)
        dates = [d.date().isoformat() for d in rrule.between(first, end, inc=True)]
    else:
        dates = [(start.date() if timed else start).isoformat()]
    categories = event.get('CATEGORIES')
    events.append({
        'uid': str(event['UID']),
        'summary': str(event['SUMMARY']),
        'description': str(event.get('DESCRIPTION', '')),
        'url': str(event.get('URL', '')),
        'categories': [str(c) for c in categories.cats] if categories else [],
        'priority': int(event.get('PRIORITY', 0)),
        'timed': timed,
        'start': start.isoformat(),
        'tzid': str(start.tzinfo) if timed and start.tzinfo else None,
        'end': event.decoded('DTEND').isoformat() if 'DTEND' in event else None,
        'occurrences': dates,
    })
print(json.dumps(events))
