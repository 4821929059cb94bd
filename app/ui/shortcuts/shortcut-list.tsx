// The keyboard shortcuts as a list (in the help dialog and on /help/shortcuts): a table per group, keys in <kbd>.
import { SHORTCUT_GROUPS } from './list'

export function ShortcutList({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
	const H = `h${headingLevel}` as 'h2'
	return (
		<div className="flex flex-col gap-4">
			{SHORTCUT_GROUPS.map((group) => (
				<section key={group.heading} aria-label={group.heading}>
					<H className="mb-1 text-lg font-semibold">{group.heading}</H>
					<table className="w-full text-left text-sm">
						<thead className="sr-only">
							<tr>
								<th scope="col">Keys</th>
								<th scope="col">Does</th>
							</tr>
						</thead>
						<tbody>
							{group.shortcuts.map((s) => (
								<tr key={s.keys.join() + (s.then ?? '')} className="border-t border-slate-200">
									<td className="w-28 py-1.5 pr-3 whitespace-nowrap">
										{s.keys.map((k) => (
											<kbd key={k} className="rounded border border-slate-400 bg-slate-50 px-1.5 py-0.5 font-mono text-slate-900">
												{k}
											</kbd>
										))}
										{s.then ? (
											<>
												{' then '}
												<kbd className="rounded border border-slate-400 bg-slate-50 px-1.5 py-0.5 font-mono text-slate-900">{s.then}</kbd>
											</>
										) : null}
									</td>
									<td className="py-1.5 text-slate-800">{s.does}</td>
								</tr>
							))}
						</tbody>
					</table>
				</section>
			))}
		</div>
	)
}

/** the sentence under the list: shortcuts never act while typing, and where to turn them off or on */
export function ShortcutNote({ on }: { on: boolean }) {
	return (
		<p className="text-sm text-slate-700">
			{on
				? 'Shortcuts never act while you type in a field, or with Ctrl, Alt or Cmd held. '
				: 'Your keyboard shortcuts are turned off: no key does anything. '}
			<a href="/profile/general#keyboard-shortcuts" className="font-medium text-brand-700 underline">
				{on ? 'Turn them off in your profile' : 'Turn them on in your profile'}
			</a>
			{/* not a shortcut (it works with them off): Tab stops at a task's star, complete and title only */}
			{' In a task list with JavaScript, Tab stops at each task’s star, Complete and title; the left and right arrow keys reach its other buttons.'}
		</p>
	)
}
