// What the rate limits count by when there is no person or token to count: the client's address, as express-rate-limit
// keys it (an IPv6 address by its /56 network, an IPv4-mapped one as the IPv4 address). Its `ipKeyGenerator` parses
// IPv6 addresses with a library on every call, 1.3% of a write's time on a loopback or IPv6 address (issue 31): the key
// is kept per address.
import { ipKeyGenerator } from 'express-rate-limit'
import { LeastRecentlyUsed } from './least-recently-used'

const keys = new LeastRecentlyUsed<string>(10_000)

/** express-rate-limit's key of a client address ('' when unknown) */
export function ipKey(ip: string | undefined): string {
	const address = ip ?? ''
	let key = keys.get(address)
	if (key === undefined) keys.set(address, (key = ipKeyGenerator(address)))
	return key
}
