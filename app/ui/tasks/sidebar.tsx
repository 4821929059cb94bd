// The "Jump To..." sidebar of screen 7: Context, Folder (grouped), Priority and Status cards.
// It is a <details> element, so it opens and closes without JavaScript.
import { Link } from '~/ui/link'
import { PRIORITIES, STATUSES } from '~/tasks/options'
import { GearIcon, GearSymbol } from './icons'
import { sectionPath } from '~/profile/sections'

export type SidebarData = {
	contexts: string[]
	folderGroups: { label: string; options: { text: string }[] }[]
}

// the cards' and links' look is one class on the sidebar (app/app.css, .task-jump), not repeated on each of its parts

function Card({ title, gear, children }: { title: string; gear?: { to: string; label: string }; children: React.ReactNode }) {
	return (
		<section aria-label={title}>
			<div>
				<h3>{title}</h3>
				{gear ? (
					<Link to={gear.to} className="task-jump-gear" aria-label={gear.label}>
						<GearIcon />
					</Link>
				) : null}
			</div>
			{children}
		</section>
	)
}

export function TaskSidebar({ data }: { data: SidebarData }) {
	return (
		<details open className="group rounded-lg lg:w-64">
			<summary className="mb-2 flex min-h-10 cursor-pointer items-center justify-between rounded-md bg-white px-3 font-semibold shadow-sm ring-1 ring-slate-200">
				<h2 className="text-base">Jump To...</h2>
				<span className="text-sm font-normal text-brand-700 underline">
					<span className="group-open:hidden">Expand</span>
					<span className="hidden group-open:inline">Collapse</span>
				</span>
			</summary>
			<div className="task-jump grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
				<GearSymbol />
				<Card title="Context" gear={{ to: sectionPath('contexts'), label: 'Manage contexts' }}>
					<ul className="mt-1">
						{data.contexts.length ? (
							data.contexts.map((c) => (
								<li key={c}>
									<Link discover="none" to={`/tasks/context/${encodeURIComponent(c)}`}>
										{c}
									</Link>
								</li>
							))
						) : (
							<li className="px-2 py-1 text-sm text-slate-600">No contexts yet.</li>
						)}
					</ul>
				</Card>
				<Card title="Folder" gear={{ to: sectionPath('folders'), label: 'Manage folders' }}>
					{data.folderGroups.length ? (
						data.folderGroups.map((g) => (
							<div key={g.label} className="mt-1">
								<h4>{g.label}</h4>
								<ul>
									{g.options.map((f) => (
										<li key={f.text}>
											<Link discover="none" to={`/tasks/folder/${encodeURIComponent(f.text)}`}>
												{f.text}
											</Link>
										</li>
									))}
								</ul>
							</div>
						))
					) : (
						<p className="px-2 py-1 text-sm text-slate-600">No folders yet.</p>
					)}
				</Card>
				<Card title="Priority">
					<ul className="mt-1">
						{PRIORITIES.map((p) => (
							<li key={p.value}>
								<Link discover="none" to={`/tasks/priority/${p.value}`}>
									{p.label}
								</Link>
							</li>
						))}
					</ul>
				</Card>
				<Card title="Status">
					<ul className="mt-1">
						{STATUSES.map((s) => (
							<li key={s.value}>
								<Link discover="none" to={`/tasks/status/${s.value}`}>
									{s.label}
								</Link>
							</li>
						))}
					</ul>
				</Card>
			</div>
		</details>
	)
}
