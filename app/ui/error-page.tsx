import { Link } from '~/ui/link'
import { buttonClass } from './button'
import { InlineScript } from './inline-script'

const SCREEN_INFO = `document.getElementById('screen-info').textContent=screen.width+'×'+screen.height+' screen, '+innerWidth+'×'+innerHeight+' window, pixel ratio '+devicePixelRatio`

const variants = {
	danger: 'border-red-600 bg-red-50',
	warning: 'border-amber-500 bg-amber-50',
	info: 'border-brand-600 bg-brand-50',
} as const
export type ErrorVariant = keyof typeof variants

/** The error page of screen 23: the message, what to do, and diagnostics to send to support. */
export function ErrorPage({
	title,
	body,
	status,
	variant = 'danger',
	diagnostics,
	userRecord,
	supportEmail,
	browser,
}: {
	title: string
	body: string
	status?: number
	variant?: ErrorVariant
	diagnostics?: string
	userRecord?: Record<string, unknown> | null
	supportEmail?: string
	/** the User-Agent the server received */
	browser?: string | null
}) {
	if (status === 404) {
		return (
			<section className="mx-auto max-w-2xl">
				<title>{`${title} | Twentyfour`}</title>
				<h1 className="text-2xl font-bold">{title}</h1>
				<p className="mt-3">{body}</p>
				<p className="mt-3">
					<Link to="/" className="font-medium text-brand-700 underline">
						Go to your dashboard
					</Link>{' '}
					or{' '}
					<Link to="/home" className="font-medium text-brand-700 underline">
						the home page
					</Link>
					.
				</p>
			</section>
		)
	}
	const info = {
		message: { title, body, status, variant, detail: diagnostics },
		user: userRecord ?? null,
		browser: browser ?? null,
		time: new Date().toISOString(),
	}
	return (
		<section className="mx-auto max-w-2xl">
			<title>{`${title} | Twentyfour`}</title>
			<div className={`rounded-lg border-l-4 p-5 ${variants[variant]}`}>
				<h1 className="text-2xl font-bold">{title}</h1>
				<p className="mt-2">{body}</p>
			</div>
			<p className="mt-4">
				Twentyfour has encountered an error. Please log out, close all of your browser windows and try again.
				If the problem persists, contact support
				{supportEmail ? (
					<>
						{' '}
						at{' '}
						<a className="font-medium text-brand-700 underline" href={`mailto:${supportEmail}`}>
							{supportEmail}
						</a>
					</>
				) : null}{' '}
				and include the information shown below.
			</p>
			<form method="post" action="/logout" className="mt-4">
				<button type="submit" className={buttonClass()}>
					Log Out
				</button>
			</form>
			<h2 id="diagnostics-heading" className="mt-6 text-lg font-semibold">
				Diagnostic information
			</h2>
			<pre tabIndex={0} aria-labelledby="diagnostics-heading" className="mt-2 overflow-x-auto rounded-md bg-slate-900 p-4 text-xs text-slate-100" data-testid="diagnostics">
				{JSON.stringify(info, null, 2)}
			</pre>
			<p className="mt-2 text-sm">
				Screen: <span id="screen-info">not known (JavaScript is off)</span>
			</p>
			<InlineScript code={SCREEN_INFO} />
		</section>
	)
}

/** A route's ErrorBoundary: a 404 says what was not found; anything else is the error page, as in app/root.tsx. */
