// Only in the browser build with VITE_PREACT=1 (decision 335), loaded by app/entry.client.tsx before hydrating.
import { options } from 'preact'

type VNode = { type: unknown; ref?: unknown; props: Record<string, unknown> }
type ForwardedFunction = ((...args: unknown[]) => unknown) & { __f?: boolean; prototype?: { render?: unknown } }

/**
 * React 19 hands `ref` to a function component as an ordinary prop (our `Button`, `SelectField` and `Link` pass it on
 * to their element); Preact 10 keeps it for itself unless the component is made with `forwardRef`. This does what React
 * 19 does: a function component's `ref` becomes its prop. Class components and `forwardRef`/`memo` ones (`__f`, Preact's
 * mangled `_forwarded`) are left as Preact has them.
 */
const previous = (options as { vnode?: (vnode: VNode) => void }).vnode
;(options as { vnode?: (vnode: VNode) => void }).vnode = (vnode) => {
	const type = vnode.type as ForwardedFunction
	if (typeof type === 'function' && vnode.ref != null && !type.prototype?.render && !type.__f) {
		vnode.props = { ...vnode.props, ref: vnode.ref }
		vnode.ref = undefined
	}
	previous?.(vnode)
}
