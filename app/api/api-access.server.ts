// The profile's API Access section (issue 16): the person's tokens, and what its forms do: create a token (shown
// once, in this response only: it is never stored in clear, so it cannot be shown after a redirect) or revoke one.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type AppLoadContext } from 'react-router'
import type { User } from '~/identity/users.server'
import { longDate } from '~/lib/dates'
import { once, submittedToken } from '~/lib/idempotency.server'
import { boundedReply } from '~/lib/limits'
import { notFound } from '~/lib/not-found'
import { redirectWithToast, toastForPage } from '~/lib/toast.server'
import { TOKEN_ACCESS, TOKEN_TEXTS, tokenFormSchema } from './token-form'
import { createPersonalToken, listPersonalTokens, revokePersonalToken } from './tokens.server'

export function apiAccessSectionData(user: User, now = Date.now()) {
	const when = (ms: number | null, none: string) => (ms === null ? none : longDate(ms, user.timezone))
	return {
		section: 'apiAccess' as const,
		tokens: listPersonalTokens(user.id).map((t) => ({
			id: t.id,
			name: t.name,
			lastFour: t.lastFour,
			access: TOKEN_ACCESS.find((a) => a.value === t.access)!.label,
			created: longDate(t.createdAt, user.timezone),
			expires: when(t.expiresAt, 'Never'),
			expired: t.expiresAt !== null && t.expiresAt <= now,
			lastUsed: when(t.lastUsedAt, 'Never used'),
		})),
	}
}
export type ApiAccessSectionData = ReturnType<typeof apiAccessSectionData>

export async function apiAccessAction(user: User, form: FormData, intent: string, context: AppLoadContext) {
	if (intent === 'revoke') {
		if (!revokePersonalToken(user.id, String(form.get('tokenId') ?? ''))) {
			throw notFound({ title: 'Token not found', message: 'No token with that id exists, or it is not yours.' })
		}
		return redirectWithToast('/profile/apiAccess', { type: 'success', description: TOKEN_TEXTS.revoked })
	}
	const submission = parseWithZod(form, { schema: tokenFormSchema() })
	if (submission.status !== 'success') {
		return data({ section: 'apiAccess' as const, reply: boundedReply(submission.reply()) }, { status: 400 })
	}
	// A double submit (the same hidden submission token within a minute) replaces the token the previous post made:
	// its value was shown only in an answer the browser has dropped, so this answer shows the one token that is left.
	// The stored answer is the token's id, never its value.
	let made: ReturnType<typeof createPersonalToken> | undefined
	const make = () => {
		made = createPersonalToken(user.id, submission.value)
		return { tokenId: made.row.id }
	}
	once(user.id, 'api-token', submittedToken(form), make, Date.now(), (first) => {
		revokePersonalToken(user.id, first.tokenId)
		return make()
	})
	const { token, row } = made!
	// shown once: answered in this response (no redirect), never kept in clear; the form is emptied
	return data(
		{ section: 'apiAccess' as const, reply: submission.reply({ resetForm: true }), created: { name: row.name, token } },
		{ headers: await toastForPage(context, { type: 'success', description: TOKEN_TEXTS.created }) },
	)
}
