# CalDAV discovery as a real client does it (Debian's python3-caldav): from the bare site address to the principal,
# its calendar home and the task lists. Prints the lists' names, then saves one task and completes it when asked.
import json, sys, datetime, caldav
url, user, password = sys.argv[1:4]
client = caldav.DAVClient(url=url, username=user, password=password)
calendars = client.principal().calendars()
result = {'lists': [c.name for c in calendars]}
if len(sys.argv) > 4:
    target = [c for c in calendars if c.name == sys.argv[4]][0]
    todo = target.save_todo(summary='Saved by python3-caldav', due=datetime.date(2031, 5, 6), priority=1, categories=['@Errands'])
    result['open'] = [str(t.icalendar_component.get('SUMMARY')) for t in target.todos()]
    todo.load()
    todo.complete()
    result['openAfter'] = [str(t.icalendar_component.get('SUMMARY')) for t in target.todos()]
print(json.dumps(result))
