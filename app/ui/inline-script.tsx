import { useNonce } from './nonce'

/**
 * A few lines of plain JavaScript for pages that ship no React to the browser. `code` must be a
 * constant written here in the source, never built from data.
 */
export function InlineScript({ code }: { code: string }) {
	const nonce = useNonce()
	return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />
}
