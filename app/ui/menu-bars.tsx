import { NavLink } from 'react-router'
import { Link } from '~/ui/link'
import { DropMenu, DropMenuSymbols } from './drop-menu'
import { ADMIN_ENTRY, FOOTER_LINKS, PUBLIC_MENU, TASKS_MENU, TEMPLATES_MENU, USER_MENU } from './menus'
import { Logo } from './logo'
import { ButtonLink } from './button'
import { useShouldHydrate } from './hydration'
import { InlineScript } from './inline-script'
import { MENUS_SCRIPT } from './menu-keys'

type MenuUser = { firstName: string; goesBy: string | null; picture: string | null; subscriptionTier: string; premium?: boolean; admin?: boolean }

/** the signed-in menu bar; `taskBoxes` are the tasks domain's search and quick add, handed in by the root so the kit stays below the screens */
export function AppMenuBar({ user, taskBoxes }: { user: MenuUser; taskBoxes: React.ReactNode }) {
	const hydrate = useShouldHydrate()
	return (
		<header className="sticky top-0 z-30 bg-solid-strong text-on-solid shadow">
			<DropMenuSymbols />
			{hydrate ? null : <InlineScript code={MENUS_SCRIPT} />}
			<nav aria-label="Main" className="mx-auto flex max-w-6xl flex-wrap items-center gap-1 px-2 py-2 sm:px-4">
				{/* on a phone the bar is one line, at most 64 px (issue 24): the mark without its name, quick add as a button */}
				<Link to="/dashboard" className="flex items-center gap-2 rounded-md px-1 py-1 font-bold sm:mr-2">
					<Logo />
					<span className="sr-only sm:not-sr-only">Twentyfour</span>
				</Link>
				<DropMenu label="Tasks" entries={TASKS_MENU} />
				<DropMenu label="Templates" entries={TEMPLATES_MENU.filter((e) => !('premiumOnly' in e && e.premiumOnly) || user.premium)} />
				{taskBoxes}
				<ButtonLink to="/tasks/create/new" variant="icon" className="text-on-solid hover:bg-solid sm:hidden" aria-label="Create Task">
					<svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
						<path d="M10 3a1 1 0 0 1 1 1v5h5a1 1 0 1 1 0 2h-5v5a1 1 0 1 1-2 0v-5H4a1 1 0 1 1 0-2h5V4a1 1 0 0 1 1-1Z" />
					</svg>
				</ButtonLink>
				<div className="sm:ml-auto">
					<DropMenu
						align="right"
						label={
							user.picture ? (
								<>
									<img src={user.picture} alt="" width={28} height={28} className="h-7 w-7 rounded-full" />
									<span className="sr-only">User</span>
								</>
							) : (
								'User'
							)
						}
						entries={user.admin ? [...USER_MENU, ADMIN_ENTRY] : USER_MENU}
					>
						<li>
							<form method="post" action="/logout">
								<button type="submit">
									Log Out
								</button>
							</form>
						</li>
					</DropMenu>
				</div>
			</nav>
		</header>
	)
}

export function PublicMenuBar({ enrolling = false }: { enrolling?: boolean }) {
	return (
		<header className="z-30 bg-solid-strong text-on-solid shadow sm:sticky sm:top-0">
			<nav aria-label="Main" className="mx-auto flex max-w-6xl flex-wrap items-center gap-1 px-4 py-2">
				<Link to="/home" className="mr-2 flex items-center gap-2 rounded-md px-1 py-1 font-bold">
					<Logo />
					<span>Twentyfour</span>
				</Link>
				{PUBLIC_MENU.map((entry) => (
					<NavLink
						key={entry.to}
						to={entry.to}
						className="rounded-md px-3 py-2 text-sm font-medium hover:bg-solid aria-[current=page]:bg-solid aria-[current=page]:underline"
					>
						{entry.label}
					</NavLink>
				))}
				{enrolling ? null : (
					<div className="ml-auto flex items-center gap-1">
						<ButtonLink to="/signup?action=signup&tier=free" variant="inverse" size="sm">
							Sign up
						</ButtonLink>
						<Link to="/login" className="rounded-md px-3 py-2 text-sm font-medium hover:bg-solid">
							Sign in
						</Link>
					</div>
				)}
			</nav>
		</header>
	)
}

export function Footer({ supportEmail }: { supportEmail?: string }) {
	return (
		<footer className="mt-12 border-t border-slate-200 bg-white">
			<div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-6 text-sm text-slate-700">
				<p>Twentyfour: doing more with 24 hours a day.</p>
				{FOOTER_LINKS.length || supportEmail ? (
					<nav aria-label="Footer">
						{/* the links' look is on the list (app/app.css, .footer-links) */}
						<ul className="footer-links flex flex-wrap gap-x-4 gap-y-1">
							{FOOTER_LINKS.map((l) => (
								<li key={l.to}>
									<Link to={l.to}>
										{l.label}
									</Link>
								</li>
							))}
							{supportEmail ? (
								<li>
									<a href={`mailto:${supportEmail}`}>
										{`Support: ${supportEmail}`}
									</a>
								</li>
							) : null}
						</ul>
					</nav>
				) : null}
			</div>
		</footer>
	)
}
