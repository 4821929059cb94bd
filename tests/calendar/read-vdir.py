# Reads the task lists vdirsyncer wrote (one folder per list, a displayname file, one .ics per task) with Debian's
# python3-icalendar, and prints every VTODO's fields as JSON for tests/e2e/caldav.spec.ts to compare.
import json, os, sys
from icalendar import Calendar

def when(prop):
    if prop is None:
        return None
    value = prop.dt
    tzid = prop.params.get('TZID')
    if hasattr(value, 'hour'):
        return {'value': value.strftime('%Y-%m-%dT%H:%M'), 'tzid': tzid, 'utc': value.tzinfo is not None and value.utcoffset().total_seconds() == 0 and tzid is None}
    return {'value': value.strftime('%Y-%m-%d'), 'tzid': None, 'utc': False}

root = sys.argv[1]
out = []
for collection in sorted(os.listdir(root)):
    folder = os.path.join(root, collection)
    if not os.path.isdir(folder):
        continue
    name_file = os.path.join(folder, 'displayname')
    name = open(name_file, encoding='utf-8').read().strip() if os.path.exists(name_file) else collection
    for file in sorted(os.listdir(folder)):
        if not file.endswith('.ics'):
            continue
        cal = Calendar.from_ical(open(os.path.join(folder, file), 'rb').read())
        for todo in cal.walk('VTODO'):
            cats = todo.get('CATEGORIES')
            categories = []
            for c in (cats if isinstance(cats, list) else [cats] if cats is not None else []):
                categories += [str(x) for x in c.cats]
            alarms = [str(a.get('TRIGGER').to_ical().decode()) + '|' + str(a.get('TRIGGER').params.get('RELATED', '')) for a in todo.walk('VALARM')]
            out.append({
                'list': name,
                'file': file,
                'uid': str(todo.get('UID')),
                'summary': str(todo.get('SUMMARY', '')),
                'description': str(todo.get('DESCRIPTION', '')),
                'due': when(todo.get('DUE')),
                'start': when(todo.get('DTSTART')),
                'status': str(todo.get('STATUS', '')),
                'completed': todo.get('COMPLETED') is not None,
                'priority': int(todo.get('PRIORITY', 0)),
                'categories': categories,
                'rrule': todo.get('RRULE').to_ical().decode() if todo.get('RRULE') is not None else None,
                'parent': str(todo.get('RELATED-TO')) if todo.get('RELATED-TO') is not None else None,
                'star': str(todo.get('X-TWENTYFOUR-STAR', '')),
                'gtd': str(todo.get('X-TWENTYFOUR-STATUS', '')),
                'length': str(todo.get('X-TWENTYFOUR-LENGTH', '')),
                'repeatFrom': str(todo.get('X-TWENTYFOUR-REPEAT-FROM', '')),
                'repeatText': str(todo.get('X-TWENTYFOUR-REPEAT-TEXT', '')),
                'alarms': alarms,
                'other': str(todo.get('X-OTHER-APP', '')),
            })
print(json.dumps(out))
