export const COOKIE_ACK = 'twentyfour_cookies_ok'
/** 30 days, on path / (spec point 9) */
export const COOKIE_ACK_MAX_AGE = 2592000

export function cookiesAcknowledged(request: Request) {
	return (request.headers.get('Cookie') ?? '').split(/;\s*/).some((c) => c.startsWith(`${COOKIE_ACK}=`))
}
