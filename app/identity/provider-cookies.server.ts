// The embedded provider's cookies (oidc-provider's session and interaction cookies): under https `__Host-` prefixed and
// Secure like every cookie of ours (issue 56), over http its own names as before.
import { env, hostCookieName } from '~/lib/env.server'

export const providerCookieNames = () => ({
	session: hostCookieName('_session'),
	interaction: hostCookieName('_interaction'),
	resume: hostCookieName('_interaction_resume'),
})

/**
 * The options of every provider cookie. Path is `/`: a `__Host-` cookie must have it, and the provider pins its
 * interaction and resume cookies to their own paths otherwise (see pinnedToRoot in embedded-idp.server.ts).
 */
export const providerCookieOptions = () => ({ httpOnly: true, sameSite: 'lax' as const, path: '/', secure: env().secure })
