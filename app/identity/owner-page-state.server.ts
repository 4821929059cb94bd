// Who a kept page belongs to (decisions 180, 181): read from the session and the user row, so it sits with the
// identity domain; lib's owner-version.server.ts keeps only what does not need to know who a person is.
import { isAdmin } from '~/admin/rules'
import { outstandingBackupFailure } from '~/lib/backup-records.server'
import { localMidnight } from '~/lib/dates'
import { env } from '~/lib/env.server'
import { sessionStorage } from '~/lib/session.server'
import { remember, requestMemo } from '~/lib/request-memo.server'
import { userOfRequest } from './users.server'

/**
 * Who a request's session belongs to, with their data version and local day: what a kept page of theirs depends on
 * (server/page-cache.ts). Null for a visitor that `requireUser` would not let in (no identity, no user, an unfinished
 * enrollment), whose page is then rendered as usual.
 */
export async function ownerPageState(cookieHeader: string, requestId?: string | string[]) {
	// read once for the request: the page's loaders, if it is rendered, use the same session and user
	const memo = requestMemo('GET', requestId)
	const session = await remember(memo, 'session', () => sessionStorage().getSession(cookieHeader))
	const userId = session.get('userId')
	if (!userId || !session.get('identity')) return null
	const user = userOfRequest(memo, userId)
	if (!user || user.incomplete || user.dataVersion === undefined) return null
	// an admin sees a failed backup check atop every page (issue 53): while there is one, their pages are not kept
	if (isAdmin(user, env().adminEmails) && outstandingBackupFailure()) return null
	return { userId, version: user.dataVersion, day: localMidnight(user.timezone) }
}
