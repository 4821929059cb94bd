// The server build's chunks in ASCII (issue 52, decision 376): V8 keeps every script's source in the heap, as a string
// of one byte a character when all its characters are Latin-1 and of two bytes otherwise. A few typographic quotes
// and React Router's emoji in 2.3 MB of server chunks made both of them two-byte strings: 2.3 MiB more of heap in
// every process, and a slower read of the file at the start. Each character past ASCII becomes its \u escape (one per
// UTF-16 unit), which means the same character in a string, a template, a regular expression and an identifier, and
// nothing in a comment. Only a `String.raw` template would see the escape's text instead: the build's two are worker
// sources with no character past ASCII (and JavaScript, where the escape would mean the same again).
import type { Plugin } from 'vite'

/** `code` with every character past U+007F written as its \uXXXX escape */
export function asciiOnly(code: string): string {
	return code.replace(/[^\0-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/** a Vite plugin that writes the server build's chunks in ASCII (the browser's chunks are left as they are) */
export function asciiServerChunks(): Plugin {
	let ssr = false
	return {
		name: 'twentyfour-ascii-server-chunks',
		apply: 'build',
		configResolved(config) {
			ssr = !!config.build.ssr
		},
		// after every plugin's renderChunk (esbuild's, for the target, prints the escapes back as characters)
		generateBundle(_options, bundle) {
			// Vite's environments (React Router builds the server as one): the server's is the one consumed by the server
			const environment = (this as { environment?: { config: { consumer: string } } }).environment
			if (!(environment ? environment.config.consumer === 'server' : ssr)) return
			for (const chunk of Object.values(bundle)) {
				if (chunk.type === 'chunk' && /[^\0-\x7f]/.test(chunk.code)) chunk.code = asciiOnly(chunk.code)
			}
		},
	}
}
