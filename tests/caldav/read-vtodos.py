# Reads the .ics files vdirsyncer wrote (one folder per task list) with Debian's python3-icalendar and prints every
# VTODO's fields as JSON, so the CalDAV test compares them with the app's tasks field by field (issue 28).
# Usage: /usr/bin/python3 tests/caldav/read-vtodos.py DIR
import datetime
import json
import os
import sys

from icalendar import Calendar

root = sys.argv[1]


def moment(prop):
    if prop is None:
        return None
    value = prop.dt
    if isinstance(value, datetime.datetime):
        if value.tzinfo is None:
            return {'floating': value.isoformat()}
        return {'instant': int(value.timestamp() * 1000)}
    return {'date': value.isoformat()}


def minutes(trigger):
    return int(trigger.dt.total_seconds() // 60) if isinstance(trigger.dt, datetime.timedelta) else None


out = []
for folder in sorted(os.listdir(root)):
    path = os.path.join(root, folder)
    if not os.path.isdir(path):
        continue
    name_file = os.path.join(path, 'displayname')
    display = open(name_file).read().strip() if os.path.exists(name_file) else folder
    for file in sorted(os.listdir(path)):
        if not file.endswith('.ics'):
            continue
        cal = Calendar.from_ical(open(os.path.join(path, file), 'rb').read())
        for todo in cal.walk('VTODO'):
            categories = todo.get('CATEGORIES')
            cats = []
            for c in categories if isinstance(categories, list) else ([categories] if categories is not None else []):
                cats += [str(x) for x in c.cats]
            completed = todo.get('COMPLETED')
            rrule = todo.get('RRULE')
            out.append({
                'list': display,
                'file': file,
                'uid': str(todo.get('UID')),
                'summary': str(todo.get('SUMMARY', '')),
                'description': str(todo.get('DESCRIPTION', '')),
                'due': moment(todo.get('DUE')),
                'start': moment(todo.get('DTSTART')),
                'status': str(todo.get('STATUS', '')),
                'completed': int(completed.dt.timestamp() * 1000) if completed is not None else None,
                'priority': int(todo.get('PRIORITY', 0)),
                'categories': cats,
                'rrule': rrule.to_ical().decode() if rrule is not None else '',
                'related': str(todo.get('RELATED-TO', '')),
                'location': str(todo.get('LOCATION', '')),
                'x': {k[len('X-TWENTYFOUR-'):]: str(v) for k, v in todo.items() if k.startswith('X-TWENTYFOUR-')},
                'alarms': [minutes(a.get('TRIGGER')) for a in todo.walk('VALARM')],
            })
print(json.dumps(out))
