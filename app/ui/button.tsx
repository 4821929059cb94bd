// The one Button: every button and button-looking link in the app takes its look from here.
// Targets are at least 40 px high (WCAG 2.5.8 asks for 24), focus is always visible.
import { Link, type LinkProps } from 'react-router'

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'danger' | 'outline-danger' | 'ghost' | 'icon' | 'inverse' | 'outline-inverse'
export type ButtonSize = 'md' | 'lg' | 'sm'

const base =
	'inline-flex items-center justify-center gap-2 rounded-md font-semibold focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-amber-500 aria-disabled:opacity-60 disabled:opacity-60'

const variants: Record<ButtonVariant, string> = {
	primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
	secondary: 'border border-slate-400 bg-white text-slate-900 hover:bg-slate-50',
	// a second choice that still says "go" (Take a Tour, Save and Add Another)
	outline: 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
	danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
	'outline-danger': 'border border-red-700 bg-white text-red-800 hover:bg-red-50',
	ghost: 'text-brand-700 underline hover:bg-brand-50',
	icon: 'text-slate-700 hover:bg-slate-100',
	// on the brand-coloured bars and hero sections
	inverse: 'bg-white text-brand-800 hover:bg-brand-50',
	'outline-inverse': 'border border-white text-white hover:bg-brand-700',
}

const sizes: Record<ButtonSize, string> = {
	sm: 'min-h-10 px-3 py-2 text-sm',
	md: 'min-h-10 px-4 py-2',
	lg: 'min-h-11 px-5 py-2.5',
}
const iconSizes: Record<ButtonSize, string> = { sm: 'min-h-10 min-w-10 p-2', md: 'min-h-10 min-w-10 p-2', lg: 'min-h-11 min-w-11 p-2' }

/** The class string of a button of this variant and size, for the rare element that is neither a button nor a link. */
export function buttonClass({
	variant = 'primary',
	size = 'md',
	className = '',
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
	const sizing = variant === 'icon' ? iconSizes[size] : sizes[size]
	return `${base} ${variants[variant]} ${sizing} ${className}`.trim()
}

type Look = { variant?: ButtonVariant; size?: ButtonSize }

/** A `<button>`; `type` defaults to "button" so a button never submits a form by accident. */
export function Button({ variant, size, className, type = 'button', ...props }: React.ComponentProps<'button'> & Look) {
	return <button type={type} className={buttonClass({ variant, size, className })} {...props} />
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, size, className, ...props }: LinkProps & Look) {
	return <Link className={buttonClass({ variant, size, className })} {...props} />
}

/** A plain `<a>` that looks like a button: for links outside the router (downloads, other origins, hash links). */
export function ButtonAnchor({ variant, size, className, ...props }: React.AnchorHTMLAttributes<HTMLAnchorElement> & Look) {
	return <a className={buttonClass({ variant, size, className })} {...props} />
}
