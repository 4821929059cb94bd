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

/**
 * React focuses an element drawn with `autoFocus` when it is put on the page (the card's edit form opened by its Edit
 * control or the `e` key); Preact only writes the attribute, which the browser reads when a page loads. So an element
 * drawn with it in the browser is focused once it is in the document (a microtask after the render). Those the server
 * drew are left to the browser, which focused them as the page loaded.
 */
const focused = new WeakSet<Element>(document.querySelectorAll('[autofocus]'))
const previousDiffed = (options as { diffed?: (vnode: VNode) => void }).diffed
;(options as { diffed?: (vnode: VNode) => void }).diffed = (vnode) => {
	// `__e` is Preact's mangled `_dom`: the element drawn for this node
	const element = (vnode as VNode & { __e?: unknown }).__e
	if (typeof vnode.type === 'string' && (vnode.props.autoFocus || vnode.props.autofocus) && element instanceof HTMLElement && !focused.has(element)) {
		focused.add(element)
		queueMicrotask(() => element.focus())
	}
	previousDiffed?.(vnode)
}
