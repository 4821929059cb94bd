import {
	data,
	Links,
	Meta,
	Outlet,
	ScrollRestoration,
	useRouteLoaderData,
	type LinksFunction,
} from 'react-router'
import { lazy, Suspense, useEffect } from 'react'
import type { Route } from './+types/root'
import appCss from './app.css?url'
import { getIdentity, getOptionalUser, isPremium } from './identity/users.server'
import { isAdmin } from './admin/rules'
import { backupFailureNotice } from './admin/instance.server'
import { env } from './lib/env.server'
import { getToast } from './lib/toast.server'
import { takeAssignmentNotices } from './sharing/assignment.server'
import { cookiesAcknowledged } from './ui/cookie-banner.server'
import { AppMenuBar, PublicMenuBar, Footer } from './ui/menu-bars'
import { QuickAdd } from './ui/tasks/quick-add'
import { SearchBox } from './ui/tasks/search-box'
import { Toasts } from './ui/toasts'
import { NextActionQuestion } from './ui/review/next-action-question'
import { PaymentFailedBanner } from './ui/billing/payment-failed-banner'
import { BackupFailedBanner } from './ui/admin/backup-failed-banner'
import { useNonce } from './ui/nonce'
import { RouteErrorBoundary } from './ui/route-error-boundary'
import { useShouldHydrate } from './ui/hydration'
import { useHydrated } from './ui/hydrated'
import { DeferredScripts } from './ui/deferred-scripts'
import { themeAttribute } from './profile/theme'
import { taskPreferences } from './tasks/preferences.server'
import { InlineScript } from './ui/inline-script'
import { KeyboardShortcuts } from './ui/shortcuts/keyboard-shortcuts'
import { useShortcutsScript } from './ui/shortcuts/script-context'

// shown to a visitor who is not signed in until they acknowledge it: not in the bundle of every signed-in page
const CookieBanner = lazy(() => import('./ui/cookie-banner').then((m) => ({ default: m.CookieBanner })))

export const links: LinksFunction = () => [
	{ rel: 'stylesheet', href: appCss },
	{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
	// installable: a phone can add Twentyfour to its home screen (issue 24)
	{ rel: 'manifest', href: '/manifest.webmanifest' },
	{ rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await getOptionalUser(request)
	const admin = !!user && isAdmin(user, env().adminEmails)
	const fromCookie = await getToast(request)
	// "Ann assigned you “Buy milk”" (issue 55): on the person's next page without another toast to show
	const assigned = user && !context.toast && !fromCookie.toast ? takeAssignmentNotices(user.id) : null
	const toast = context.toast ?? fromCookie.toast ?? (assigned ? { type: 'info' as const, description: assigned } : undefined)
	const headers = fromCookie.headers
	return data(
		{
			user: user
				? {
						id: user.id,
						firstName: user.firstName,
						goesBy: user.goesBy,
						picture: user.picture,
						subscriptionTier: user.subscriptionTier,
						premium: isPremium(user),
						admin,
						/** a failed backup check, shown to admins on every page until the next good one (issue 53) */
						backupFailure: admin ? backupFailureNotice(user.timezone) : null,
						paymentFailed: user.paymentFailed,
						theme: user.theme,
						/** the keyboard shortcuts (issue 25): null when turned off; `kanban` is where `g k` goes */
						shortcuts: user.keyboardShortcuts ? { kanban: isPremium(user) && taskPreferences(user.id).displayKanban } : null,
					}
				: null,
			toast,
			showCookieBanner: !user && !cookiesAcknowledged(request),
			/** signed in at the identity provider, enrollment not finished */
			enrolling: !user && !!(await getIdentity(request)),
			supportEmail: env().supportEmail,
			/** the idempotency token of the quick add and create forms: a new one after every post (issue 8) */
			submissionToken: user ? (context.submissionToken ?? crypto.randomUUID()) : null,
		},
		{ headers: headers ?? undefined },
	)
}

/** After a refused form post too, so the toast it set is shown. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: { actionStatus?: number; defaultShouldRevalidate: boolean }) {
	return actionStatus !== undefined && actionStatus >= 400 ? true : defaultShouldRevalidate
}

export type RootData = Awaited<ReturnType<typeof loader>>['data']
export const useRootData = () => useRouteLoaderData<typeof loader>('root')

export function Layout({ children }: { children: React.ReactNode }) {
	const nonce = useNonce()
	const root = useRootData()
	const hydrate = useShouldHydrate()
	const inBrowser = useHydrated()
	const shortcutsScript = useShortcutsScript()
	return (
		<html lang="en" data-theme={themeAttribute(root?.user?.theme)}>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content="#1e40af" />
				<Meta />
				<Links />
			</head>
			<body className="flex min-h-screen flex-col font-sans antialiased">
				<a
					href="#main"
					className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
				>
					Skip to main content
				</a>
				{/* in the page's flow, not over it, so it never hides what has focus */}
				{root?.showCookieBanner ? (
					<Suspense fallback={null}>
						<CookieBanner />
					</Suspense>
				) : null}
				{root?.user ? <AppMenuBar
						user={root.user}
						taskBoxes={
							<>
								<SearchBox />
								<QuickAdd />
							</>
						}
					/> : <PublicMenuBar enrolling={root?.enrolling ?? false} />}
				{root?.user?.paymentFailed ? <PaymentFailedBanner /> : null}
				{root?.user?.backupFailure ? <BackupFailedBanner text={root.user.backupFailure} /> : null}
				<main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-4 outline-none sm:py-6">
					{children}
				</main>
				<Footer supportEmail={root?.supportEmail} />
				<Toasts toast={root?.toast ?? null} question={(t) => (t.nextActionFor ? <NextActionQuestion folder={t.nextActionFor} /> : null)} />
				{/* a page without React carries them as an inline script; once React runs (a page it took over, or reached from
				    one by a client-side navigation) it listens itself */}
				{root?.user?.shortcuts ? (
					// the server's entry hands the root the script (null in the browser, whose bundle does not carry it)
					hydrate || inBrowser || !shortcutsScript ? (
						<KeyboardShortcuts kanban={root.user.shortcuts.kanban} />
					) : (
						<InlineScript code={shortcutsScript(root.user.shortcuts.kanban)} />
					)
				) : null}
				{hydrate ? (
					<>
						<ScrollRestoration nonce={nonce} />
						<DeferredScripts nonce={nonce} />
					</>
				) : null}
			</body>
		</html>
	)
}

export default function App() {
	// React has taken the page over (docs/decisions/181): what the browser tests wait for before they use it
	useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), [])
	return <Outlet />
}

export function ErrorBoundary() {
	return <RouteErrorBoundary />
}
