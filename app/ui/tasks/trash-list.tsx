// The trash page's screen (issue 25, decision 243): each deleted task with when it was deleted and when it goes for
// ever, Restore, Delete for ever (asks first) and Empty trash (asks first).
import { Form } from 'react-router'
import { count } from '~/lib/plural'
import { Button, ButtonLink } from '~/ui/button'

export type TrashRow = { id: string; title: string; subTasks: number; deleted: string; purge: string }

function Confirm({ label, intent, id }: { label: string; intent: string; id?: string }) {
	return (
		<div role="alertdialog" aria-labelledby={`confirm-${id ?? 'all'}`} className="mt-3 rounded-md border-2 border-red-600 bg-red-50 p-3">
			<p id={`confirm-${id ?? 'all'}`} className="font-semibold text-red-900">
				{label} This cannot be undone.
			</p>
			<Form method="post" className="mt-2 flex flex-wrap gap-2">
				<input type="hidden" name="intent" value={intent} />
				{id ? <input type="hidden" name="id" value={id} /> : null}
				<input type="hidden" name="confirm" value="Y" />
				<Button type="submit" variant="danger">
					Yes, delete for ever
				</Button>
				<ButtonLink to="/tasks/trash" variant="secondary">
					Keep it
				</ButtonLink>
			</Form>
		</div>
	)
}

export function TrashPage({ entries, confirming }: { entries: TrashRow[]; confirming: string | null }) {
	return (
		<section className="mx-auto max-w-3xl">
			<div className="mb-4 flex flex-wrap items-center gap-3">
				<h1 className="flex-1 text-2xl font-bold">Trash</h1>
				{entries.length && confirming !== 'all' ? (
					<Form method="post">
						<input type="hidden" name="intent" value="empty" />
						<Button type="submit" variant="outline-danger">
							Empty trash
						</Button>
					</Form>
				) : null}
			</div>
			<p className="mb-4 text-slate-700">
				Deleted tasks stay here for 30 days, then they are deleted for ever. Restore puts a task back as it was, with its
				sub-tasks.
			</p>
			{confirming === 'all' ? <Confirm label={`Delete all ${count(entries.length, 'task')} in the trash for ever?`} intent="empty" /> : null}
			{entries.length === 0 ? (
				<p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-700">The trash is empty.</p>
			) : (
				<ul className="space-y-3">
					{entries.map((e) => (
						<li key={e.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
							<h2 className="text-lg font-semibold break-words">{e.title}</h2>
							<p className="text-sm text-slate-700">
								{e.subTasks ? `With ${count(e.subTasks, 'sub-task')}. ` : ''}Deleted {e.deleted}; deleted for ever on {e.purge}.
							</p>
							<div className="mt-2 flex flex-wrap gap-2">
								<Form method="post">
									<input type="hidden" name="intent" value="restore" />
									<input type="hidden" name="id" value={e.id} />
									<Button type="submit" variant="primary" size="sm" aria-label={`Restore ${e.title}`}>
										Restore
									</Button>
								</Form>
								{confirming === e.id ? null : (
									<Form method="post">
										<input type="hidden" name="intent" value="delete-forever" />
										<input type="hidden" name="id" value={e.id} />
										<Button type="submit" variant="outline-danger" size="sm" aria-label={`Delete for ever: ${e.title}`}>
											Delete for ever
										</Button>
									</Form>
								)}
							</div>
							{confirming === e.id ? <Confirm label={`Delete “${e.title}” for ever?`} intent="delete-forever" id={e.id} /> : null}
						</li>
					))}
				</ul>
			)}
		</section>
	)
}
