# Discovery with Debian's python3-caldav (issue 28): from the bare server URL to the principal, the calendar home and
# the task lists, then a task created, read back and deleted through the library. Prints JSON for the test to check.
# Usage: /usr/bin/python3 tests/caldav/discover.py URL EMAIL APP_PASSWORD
import json
import sys

import caldav

url, email, password = sys.argv[1:4]
client = caldav.DAVClient(url=url, username=email, password=password)
principal = client.principal()
calendars = principal.calendars()
out = {
    'principal': str(principal.url),
    'calendars': [
        {'url': str(c.url), 'name': c.get_display_name(), 'todos': sorted(t.instance.vtodo.summary.value for t in c.todos(include_completed=True))}
        for c in calendars
    ],
}
target = next(c for c in calendars if c.get_display_name() == 'Tasks without a folder')
todo = target.save_todo('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//discover.py//EN\r\nBEGIN:VTODO\r\nUID:python-caldav-1\r\nSUMMARY:Made by python3-caldav\r\nEND:VTODO\r\nEND:VCALENDAR\r\n')
out['saved'] = str(todo.url)
out['readBack'] = target.todo_by_uid('python-caldav-1').instance.vtodo.summary.value
todo.delete()
out['afterDelete'] = sorted(t.instance.vtodo.summary.value for t in target.todos(include_completed=True))
print(json.dumps(out))
