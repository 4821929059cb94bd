// Where a form or a link may send a person back to (issue 49): a path of this site only. The check is made on the
// path as a browser will read it, after the URL parser has normalised it (dot segments, backslashes, tabs and new
// lines removed), and again after percent-decoding, since `/.//x`, `/a/..//x`, `/\x` and `/%2F/x` all start as a
// harmless-looking path and end as `//x`, which a browser takes for another host.

const LOCAL_ORIGIN = 'http://local.invalid'
/** C0 controls and DEL: a URL parser drops tabs and new lines, so `/\t/x` would become `//x` */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/
/** two slashes or backslashes in any mix at the start: another host to a browser */
const OTHER_HOST = /^[/\\]{2}/
/** no page of ours has a longer address */
const MAX_LENGTH = 4000

function parsedLocally(value: string) {
	try {
		const url = new URL(value, LOCAL_ORIGIN)
		return url.origin === LOCAL_ORIGIN ? url : null
	} catch {
		return null
	}
}

/** how many layers of percent-encoding are undone; a path with more is refused */
const MAX_LAYERS = 8

/** the path with its percent-encoding undone, layer after layer, or null when it is not valid percent-encoding */
function decoded(path: string) {
	let out = path
	for (let i = 0; i < MAX_LAYERS; i++) {
		let next: string
		try {
			next = decodeURIComponent(out)
		} catch {
			return null
		}
		if (next === out) return out
		out = next
	}
	return null
}

/** true when the path, however it is read, stays on this site */
function staysLocal(path: string) {
	if (OTHER_HOST.test(path)) return false
	const plain = decoded(path)
	if (plain === null || CONTROL.test(plain) || OTHER_HOST.test(plain)) return false
	const reparsed = parsedLocally(plain)
	return reparsed !== null && !OTHER_HOST.test(reparsed.pathname)
}

/**
 * `value` as a local path (its normalised form: path, query and fragment), or null when it is not one: empty, too
 * long, not starting with one `/`, holding a control character, naming a scheme or another host in any spelling.
 */
export function localPath(value: unknown): string | null {
	if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return null
	if (CONTROL.test(value) || value[0] !== '/' || value[1] === '/' || value[1] === '\\') return null
	const url = parsedLocally(value)
	if (!url || !staysLocal(url.pathname)) return null
	const out = url.pathname + url.search + url.hash
	// what is returned must read the same when it is parsed again (a browser parses the Location it is sent)
	const again = parsedLocally(out)
	if (!again || again.pathname + again.search + again.hash !== out) return null
	return out
}

/** Only local paths are accepted as a place to return to; anything else is `fallback`. */
export function safeReturnTo(value: string | null | undefined, fallback = '/dashboard') {
	return localPath(value) ?? fallback
}
