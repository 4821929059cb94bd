// Why a sign-in callback failed, when it failed because of what was sent (issue 49): a callback made up or replayed
// (no state cookie, another state, no code), a code the provider refuses, an ID token that does not verify. Those are
// one line in the log; anything else is a bug of ours and keeps its stack.

/** the errors remix-auth-oauth2 throws for a callback without our state cookie, or with another state or no code */
const STRATEGY_REFUSALS = /^(Missing state on cookie|State in URL doesn't match state in cookie|Missing code in the URL|Missing code verifier on cookie)\.?$/
/** arctic's errors: the provider refused the code, answered something else, or could not be reached */
const PROVIDER_ERRORS = new Set(['OAuth2RequestError', 'UnexpectedResponseError', 'UnexpectedErrorResponseBodyError', 'ArcticFetchError'])

/** One line saying why the callback was refused, or null for an error that is ours. */
export function callbackRefusal(error: unknown): string | null {
	if (!(error instanceof Error)) return null
	if ((error instanceof ReferenceError || error instanceof RangeError) && STRATEGY_REFUSALS.test(error.message)) return error.message
	if (PROVIDER_ERRORS.has(error.name) || PROVIDER_ERRORS.has(error.constructor.name)) return `${error.name}: ${error.message}`.slice(0, 300)
	// jose's errors (expired, wrong issuer or audience, bad signature) carry codes ERR_JWT_* / ERR_JWS_* / ERR_JWKS_*
	const code = (error as { code?: unknown }).code
	if (typeof code === 'string' && /^ERR_JW[TSEK]/.test(code)) return `${code}: ${error.message}`.slice(0, 300)
	if (error.message === 'ID token nonce does not match') return error.message
	return null
}
