// Packages an idle server does not need, loaded the first time something calls for them (issue 52, decision 356):
// chrono-node's English date reader (quick add), marked and sanitize-html (notes), saxes (CalDAV and import XML),
// papaparse (imports), otpauth (two-factor). Loaded with Node's `require`, synchronously, so the pure functions
// that use them keep their signatures: the first call in a process waits for the load (tens to a few hundred ms),
// every later call gets the module at once. Node 24's `require` loads ES modules too. Server code only: the browser
// build never reaches these functions.
import { createRequire } from 'node:module'

const load = createRequire(import.meta.url)

/** `() => module`: the module is required on the first call and kept */
export function onFirstUse<T>(specifier: string): () => T {
	let loaded: T | undefined
	return () => (loaded ??= load(specifier) as T)
}
