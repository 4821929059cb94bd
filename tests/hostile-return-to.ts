// The hostile spellings of a place to return to (issue 49): each one, as sent, must never bring a browser to another
// host. Shared by the unit test of localPath (app/identity/return-to.test.ts) and the test that sends each one to
// every route that takes a returnTo (tests/e2e/return-to.spec.ts).
export const EVIL = 'evil.example'

export const HOSTILE_RETURN_TO = [
	`//${EVIL}`,
	`///${EVIL}`,
	`/\\${EVIL}`,
	`\\/${EVIL}`,
	`\\\\${EVIL}`,
	`/.//${EVIL}`,
	`/./\\${EVIL}`,
	`/a/..//${EVIL}`,
	`/a/../\\${EVIL}`,
	`/tasks/../..//${EVIL}`,
	`/%2e//${EVIL}`,
	`/%2E%2E//${EVIL}`,
	`%2F%2F${EVIL}`,
	`/%2F${EVIL}`,
	`/%2F/${EVIL}`,
	`/%5C${EVIL}`,
	`/%5c/${EVIL}`,
	`/%252F/${EVIL}`,
	`/%2525252F/${EVIL}`,
	`/${"%25".repeat(12)}2F/${EVIL}`,
	`https:${EVIL}`,
	`https://${EVIL}`,
	`http:/${EVIL}`,
	`javascript:alert(1)`,
	`data:text/html,hi`,
	`/\t/${EVIL}`,
	`/\n/${EVIL}`,
	`/\r\n/${EVIL}`,
	`\t//${EVIL}`,
	`/\u0000/${EVIL}`,
	`/%09/${EVIL}`,
	`/%0a/${EVIL}`,
	`/%00/${EVIL}`,
	` //${EVIL}`,
	`/ /${EVIL}`.replace(' ', '\u000b'),
	`/.${'/'.repeat(3)}${EVIL}`,
	`/tasks/%`,
	`/${'a'.repeat(5000)}`,
] as const

/** true when `location` (a Location header, or an href) keeps a browser on `origin` */
export function staysOn(origin: string, location: string) {
	try {
		return new URL(location, `${origin}/tasks/here`).origin === origin
	} catch {
		return false
	}
}
