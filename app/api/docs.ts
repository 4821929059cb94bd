// The curl example of each resource of the JSON API, for /api/docs and the README. Pure: no database here.
const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v))
const auth = '-H "Authorization: Bearer $TOKEN"'
const json = `${auth} -H "Content-Type: application/json"`

export const CURL_EXAMPLES: Record<string, string> = {
	Test: `curl ${auth} "$URL/api/external"`,
	Contexts: `curl -X POST ${json} -d '{"data": {"name": "@Errands"}}' "$URL/api/v1/external/contexts"`,
	Folders: `curl ${auth} "$URL/api/v1/external/folders/$USER_ID/all"`,
	'Task templates': `curl "$URL/api/v1/external/task-templates/${enc({ public: true })}"`,
	Users: `curl ${auth} "$URL/api/v1/external/users/$EMAIL"`,
	Preferences: `curl -X PUT ${json} -d '{"prefs": {"kanbanGroup": "folder"}}' "$URL/api/v1/external/users/prefs"`,
	Tasks: `curl ${auth} "$URL/api/v1/external/tasks/$USER_ID/${enc({ completed: 'N', $or: [{ context: { $eq: '@Home' } }, { star: 'Y' }] })}?limit=25"`,
	'Weekly review': `curl ${auth} "$URL/api/v3/tasks/review/overdue?limit=25&total=true"`,
	Analytics: `curl ${auth} "$URL/api/v1/external/analytics/dashboard/at/$USER_ID/${enc({})}"`,
}
