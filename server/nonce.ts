// The CSP nonce of each response: 16 random bytes, drawn from a pool filled 4 KB at a time (as Node's own randomUUID
// does), not one call into OpenSSL per request (1.3% of a write's time, issue 31). The bytes are as random; each is
// used once.
import crypto from 'node:crypto'

const NONCE_BYTES = 16
const POOL_BYTES = 256 * NONCE_BYTES
let pool = Buffer.alloc(0)
let next = 0

/** a fresh nonce, in base64 (24 characters) */
export function cspNonce(): string {
	if (next + NONCE_BYTES > pool.length) {
		pool = crypto.randomBytes(POOL_BYTES)
		next = 0
	}
	const nonce = pool.toString('base64', next, next + NONCE_BYTES)
	next += NONCE_BYTES
	return nonce
}
