import { env, hostCookieName } from '~/lib/env.server'

export const COOKIE_ACK = 'twentyfour_cookies_ok'
/** 30 days, on path / (spec point 9) */
export const COOKIE_ACK_MAX_AGE = 2592000
/** `__Host-` prefixed under https, as every cookie of ours */
export const cookieAckName = () => hostCookieName(COOKIE_ACK)
/** the Set-Cookie header of the acknowledgement */
export const cookieAckHeader = () => `${cookieAckName()}=1; Max-Age=${COOKIE_ACK_MAX_AGE}; Path=/; HttpOnly; SameSite=Lax${env().secure ? '; Secure' : ''}`

export function cookiesAcknowledged(request: Request) {
	return (request.headers.get('Cookie') ?? '').split(/;\s*/).some((c) => c.startsWith(`${cookieAckName()}=`))
}
