// Preact in the browser behaving as React does where our pages depend on it (decisions 335 and 353). Only in the
// browser's Preact build, loaded by app/entry.client.tsx (`import()`) before the page is hydrated; never on the server.
import { createElement, options } from 'preact'
import { useLayoutEffect } from 'preact/hooks'
import { setResumingHydration } from './hydrated'

type VNode = { type: unknown; ref?: unknown; props: Record<string, unknown>; __?: VNode | null; __e?: unknown; __c?: unknown }
type ForwardedFunction = ((...args: unknown[]) => unknown) & { __f?: boolean; prototype?: { render?: unknown } }
// Preact's option hooks under their mangled names: `__m` is `_hydrationMismatch`
type Hooks = {
	vnode?: (vnode: VNode) => void
	__b?: (vnode: VNode) => void
	diffed?: (vnode: VNode) => void
	__m?: (vnode: VNode, excessDomChildren: unknown) => void
}
const hooks = options as Hooks

/**
 * A `<title>` drawn outside `<head>` (every route draws its own): React 19 puts it in `<head>`, and its server render
 * drew it there; Preact would draw it where the route renders it, in `<body>`, a second title that the hydration had
 * not found in the server's HTML. Drawn outside `<head>` it sets the document's title and draws nothing; inside
 * `<head>` (the routes' `meta` titles) it is the element.
 */
let drawingTitle = false
function Title(this: { __v?: VNode }, props: { children?: unknown }) {
	let inHead = false
	// `__v` is the component's vnode, `__` a vnode's parent (Preact's mangled `_vnode` and `_parent`). An SVG's `<title>`
	// (the two-factor QR code's name, the charts' words) is the SVG's own and stays where it is drawn, as in `<head>`
	for (let v = this.__v?.__; v; v = v.__) if (v.type === 'head' || v.type === 'svg') inHead = true
	const text = [props.children]
		.flat(Infinity)
		.filter((c) => c != null && typeof c !== 'boolean')
		.join('')
	useLayoutEffect(() => {
		if (!inHead && document.title !== text) document.title = text
	}, [inHead, text])
	if (!inHead) return null
	drawingTitle = true
	try {
		return createElement('title', props)
	} finally {
		drawingTitle = false
	}
}

const previousVnode = hooks.vnode
hooks.vnode = (vnode) => {
	const type = vnode.type as ForwardedFunction
	/**
	 * React 19 hands `ref` to a function component as an ordinary prop (our `Button`, `SelectField` and `Link` pass it
	 * on to their element); Preact 10 keeps it for itself unless the component is made with `forwardRef`. This does what
	 * React 19 does: a function component's `ref` becomes its prop. Class components and `forwardRef`/`memo` ones (`__f`,
	 * Preact's mangled `_forwarded`) are left as Preact has them.
	 */
	if (typeof type === 'function' && vnode.ref != null && !type.prototype?.render && !type.__f) {
		vnode.props = { ...vnode.props, ref: vnode.ref }
		vnode.ref = undefined
	}
	if (type === ('title' as unknown) && !drawingTitle) vnode.type = Title
	previousVnode?.(vnode)
	// preact/compat selects the option of a select's `defaultValue` (above, in `previousVnode`) and then leaves the prop,
	// which a select has no property for, to be written as a `defaultvalue` attribute; React writes none
	if (vnode.type === 'select' && 'defaultValue' in vnode.props) {
		const { defaultValue: _, ...rest } = vnode.props
		vnode.props = rest
	}
}

/**
 * The attributes that name another element by its id. `useId` gives other ids in Preact than React gave the server's
 * HTML, and Preact keeps the server's attributes while hydrating: an element drawn later (a card's menu, an error
 * message) would name an id that the page no longer has, or a label point to nothing. After each render the element's
 * attributes are those of its props, so every id on the page is the browser's.
 */
const ID_PROPS: [prop: string, attribute: string][] = [
	['id', 'id'],
	['htmlFor', 'for'],
	['for', 'for'],
	['aria-labelledby', 'aria-labelledby'],
	['aria-describedby', 'aria-describedby'],
	['aria-controls', 'aria-controls'],
	['aria-owns', 'aria-owns'],
	['aria-activedescendant', 'aria-activedescendant'],
	['aria-errormessage', 'aria-errormessage'],
	['aria-details', 'aria-details'],
	['form', 'form'],
	['list', 'list'],
]

/**
 * React focuses an element drawn with `autoFocus` when it is put on the page (the card's edit form opened by its Edit
 * control or the `e` key); Preact only writes the attribute, which the browser reads when a page loads. So an element
 * drawn with it in the browser is focused once it is in the document (a microtask after the render). Those the server
 * drew are left to the browser, which focused them as the page loaded.
 */
const focused = new WeakSet<Element>(document.querySelectorAll('[autofocus]'))

/**
 * A part loaded by `import()` that the server drew (the card's edit form, the Kanban board) is hydrated by Preact once
 * its module is there, after the page's hydration. Its render must draw what the server drew, so `useHydrated` answers
 * false during it (app/ui/hydrated.ts), as React answers the server's snapshot; otherwise the controls drawn only with
 * JavaScript came in and the server's elements were matched to the wrong ones (the edit form's Context select taken for
 * its Folder select: two fields named "folder"). Such a render is a function component's vnode that arrives with the
 * element its suspended render kept (`__e`, set by Preact before this hook, `__b` its mangled `_diff`) and no component
 * yet (`__c`): a new vnode, not a component's own update.
 */
let resumed: VNode | null = null
const previousDiff = hooks.__b
hooks.__b = (vnode) => {
	if (!resumed && typeof vnode.type === 'function' && vnode.__e != null && vnode.__c == null) {
		resumed = vnode
		setResumingHydration(true)
	}
	previousDiff?.(vnode)
}

const previousDiffed = hooks.diffed
hooks.diffed = (vnode) => {
	if (vnode === resumed) {
		resumed = null
		setResumingHydration(false)
	}
	// `__e` is Preact's mangled `_dom`: the element drawn for this node
	const element = vnode.__e
	if (typeof vnode.type === 'string' && element instanceof Element) {
		const props = vnode.props
		for (const [prop, attribute] of ID_PROPS) {
			const value = props[prop]
			if (typeof value === 'string' && element.getAttribute(attribute) !== value) element.setAttribute(attribute, value)
		}
		if ((props.autoFocus || props.autofocus) && element instanceof HTMLElement && !focused.has(element)) {
			focused.add(element)
			queueMicrotask(() => element.focus())
		}
	}
	previousDiffed?.(vnode)
}

/**
 * Where the hydration met an element that the server had not drawn there, Preact draws it anew and says nothing in a
 * production build; React would have logged the mismatch. Said here in the console, so that the browser tests see it
 * (tests/e2e/hydration.spec.ts).
 */
const previousMismatch = hooks.__m
hooks.__m = (vnode, excessDomChildren) => {
	// where: the element's class, and the nearest element above it with a test id or an id
	let place = ''
	for (let v = vnode.__; v && !place; v = v.__) if (typeof v.type === 'string') place = String(v.props['data-testid'] ?? v.props.id ?? '')
	const classes = vnode.props.className ?? vnode.props.class
	console.warn(`Hydration mismatch: <${String(vnode.type)}${classes ? ` class="${String(classes)}"` : ''}> in ${place || 'the page'} drawn anew, not found in the server's HTML`)
	previousMismatch?.(vnode, excessDomChildren)
}
