// A shared task's change list on its detail page (issue 55 point 4): who changed what, and when; the newest 50.
export type ChangeLine = { id: number; who: string; what: string; when: string }

export function ChangeList({ changes }: { changes: ChangeLine[] }) {
	return (
		<section aria-labelledby="changes-heading" className="mt-6">
			<h2 id="changes-heading" className="text-lg font-semibold">
				Changes
			</h2>
			{changes.length ? (
				<ol className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm" data-testid="change-list">
					{changes.map((c) => (
						<li key={c.id} className="flex flex-wrap gap-x-3 px-3 py-2">
							<span className="font-semibold text-slate-900">{c.who}</span>
							<span className="flex-1 text-slate-800">{c.what}</span>
							<span className="text-slate-600">{c.when}</span>
						</li>
					))}
				</ol>
			) : (
				<p className="mt-2 text-sm text-slate-700">No changes yet.</p>
			)}
		</section>
	)
}
