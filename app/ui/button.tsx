// The one Button: every button and button-looking link in the app takes its look from here.
// Targets are at least 40 px high (WCAG 2.5.8 asks for 24), focus is always visible.
import type { LinkProps } from 'react-router'
import { Link } from '~/ui/link'

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'danger' | 'outline-danger' | 'ghost' | 'icon' | 'inverse' | 'outline-inverse' | 'card'
export type ButtonSize = 'md' | 'lg' | 'sm'

// The looks are CSS classes (app/app.css, `.btn` and its variants and sizes, written with the same Tailwind utilities
// through @apply) rather than the utilities themselves: a page repeats a button dozens of times (two to four per task
// card), and a few short names keep its HTML small (docs/decisions/174). A `className` given here is a utility, so it
// always wins over the look (utilities come after components).
const variants: Record<ButtonVariant, string> = {
	primary: 'btn-primary',
	secondary: 'btn-secondary',
	// a second choice that still says "go" (Take a Tour, Save and Add Another)
	outline: 'btn-outline',
	danger: 'btn-danger',
	'outline-danger': 'btn-outline-danger',
	ghost: 'btn-ghost',
	icon: 'btn-icon',
	// on the brand-coloured bars and hero sections
	inverse: 'btn-inverse',
	'outline-inverse': 'btn-outline-inverse',
	// the task card's icon buttons: their own class (task-card-star, ...) carries the icon button's look (app/ui/button.css),
	// 13 bytes less on each of a card's four buttons, 1.3 KB on a page of 25 cards (its 60 KB budget)
	card: '',
}

/** The class string of a button of this variant and size, for the rare element that is neither a button nor a link. */
export function buttonClass({
	variant = 'primary',
	size = 'md',
	className = '',
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
	const sizing = size === 'md' ? '' : ` btn-${size}`
	if (variant === 'card') return className
	return `btn ${variants[variant]}${sizing} ${className}`.trim()
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
