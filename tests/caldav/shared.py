# A folder shared with a person, through Debian's python3-caldav (issue 55, decision 377): as the member, from the bare
# server URL, the lists of their home with the shared one among them, its tasks, and a save there, which a viewer's
# role refuses. Prints JSON for the test to check.
# Usage: /usr/bin/python3 tests/caldav/shared.py URL EMAIL APP_PASSWORD
import json
import sys

import caldav

url, email, password = sys.argv[1:4]
client = caldav.DAVClient(url=url, username=email, password=password)
calendars = client.principal().calendars()
out = {'calendars': {}}
for c in calendars:
    out['calendars'][c.get_display_name()] = {'url': str(c.url), 'todos': sorted(t.instance.vtodo.summary.value for t in c.todos(include_completed=True))}
shared = next(c for c in calendars if '(shared by ' in c.get_display_name())
try:
    shared.save_todo('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//shared.py//EN\r\nBEGIN:VTODO\r\nUID:python-shared-1\r\nSUMMARY:Written by a viewer\r\nEND:VTODO\r\nEND:VCALENDAR\r\n')
    out['save'] = 'saved'
except Exception as error:  # the library's PutError (or AuthorizationError) carries the server's answer
    out['save'] = type(error).__name__
    out['saveMessage'] = str(error)
out['afterSave'] = sorted(t.instance.vtodo.summary.value for t in shared.todos(include_completed=True))
print(json.dumps(out))
