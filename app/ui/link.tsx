// Every link of the app. React Router's <Link> draws an <a>, and in the browser routes its click. On the server it
// costs a route match per link (it resolves `to` against the page's matches and JSON-encodes them, a quarter of a
// task list's render in a CPU profile, issue 31). A link to an absolute path needs none of that: on the server it is
// drawn here as the very <a> React Router would draw (the same attributes, in the same order), and in the browser it
// is React Router's Link, which hydrates that <a> as its own (the browser's bundle carries none of this file).
import { forwardRef } from 'react'
import { Link as RouterLink, type LinkProps } from 'react-router'

/** a path React Router would draw as it is: absolute (not protocol-relative), without an empty query or fragment */
const drawnAsIs = (to: LinkProps['to']): to is string => typeof to === 'string' && /^\/(?!\/)/.test(to) && !/[?#]$/.test(to)

const ServerLink = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
	if (!drawnAsIs(props.to) || (props.prefetch ?? 'none') !== 'none' || props.mask !== undefined) {
		return <RouterLink ref={ref} {...props} />
	}
	const {
		onClick: _onClick,
		discover = 'render',
		prefetch: _prefetch,
		relative: _relative,
		reloadDocument: _reloadDocument,
		replace: _replace,
		mask: _mask,
		state: _state,
		target,
		to,
		preventScrollReset: _preventScrollReset,
		viewTransition: _viewTransition,
		defaultShouldRevalidate: _defaultShouldRevalidate,
		...rest
	} = props
	return <a {...rest} href={to} target={target} data-discover={discover === 'render' ? 'true' : undefined} />
})

export const Link = import.meta.env.SSR ? ServerLink : RouterLink
