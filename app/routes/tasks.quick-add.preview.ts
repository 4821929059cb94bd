// GET /tasks/quick-add/preview?text=…&ignore=…: what quick add understands in a text, for the live preview under the
// menu bar's field (issue 25, docs/decisions/241). Nothing is written. Empty when the person turned understanding off.
import type { Route } from './+types/tasks.quick-add.preview'
import { requireUser } from '~/identity/users.server'
import { LIMITS } from '~/lib/limits'
import { taskPreferences } from '~/tasks/preferences.server'
import { QUICK_ADD_FIELDS } from '~/tasks/quick-add-fields'
import { describeParts, readQuickAdd, understands } from '~/tasks/quick-add.server'
import { pageUrl } from '~/lib/page-url.server'

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const url = pageUrl(request)
	const text = (url.searchParams.get('text') ?? '').slice(0, LIMITS.taskTitle)
	const ignore = QUICK_ADD_FIELDS.filter((f) => url.searchParams.getAll('ignore').includes(f))
	if (!text.trim() || !understands(taskPreferences(user.id).defaultTaskOptions)) return { title: text, parts: [] }
	const phrase = readQuickAdd(user.id, text, user.timezone, ignore)
	return { title: phrase.title, parts: describeParts(phrase, user.timezone) }
}
