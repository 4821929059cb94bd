// What the import preview and the import result show (issue 13): counts, folders and contexts (new or existing),
// likely duplicates, and every row that could not be read or mapped fully, with where it is and why.
import { Form } from 'react-router'
import { Link } from '~/ui/link'
import { Button, ButtonLink } from '~/ui/button'
import { IMPORT_TEXTS } from '~/imports/import-form'
import type { ImportResult as Result } from '~/imports/imports.server'
import type { Problem } from '~/imports/plan'
import { STATUSES } from '~/tasks/options'
import type { PlanSummary } from '~/imports/plan-summary'
import { sectionPath } from '~/profile/sections'

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

export function ImportPreview({
	id,
	filename,
	timezone,
	replace,
	summary,
	failed,
	defaultStatus,
}: {
	id: string
	filename: string
	timezone: string
	replace: boolean
	summary: PlanSummary
	failed: string | null
	/** the person's Quick Add Defaults status: what tasks without one get unless another is chosen */
	defaultStatus?: string
}) {
	return (
		<section aria-labelledby="preview-title">
			<h1 id="preview-title" className="text-2xl font-bold">
				Import preview
			</h1>
			<p className="mt-2 text-slate-700">
				Nothing has been imported yet. This is what <strong className="break-all">{filename}</strong> ({summary.source ?? 'Toodledo'}{' '}
				{summary.format === 'json' ? 'JSON export' : summary.format.toUpperCase()}, read in {timezone.replaceAll('_', ' ')}) will create.
			</p>
			{summary.notes?.length ? (
				<ul className="mt-2 list-disc pl-6 text-slate-700">
					{summary.notes.map((note) => (
						<li key={note}>{note}</li>
					))}
				</ul>
			) : null}
			{failed ? (
				<p role="alert" className="mt-4 rounded-md border-2 border-amber-500 bg-amber-50 p-3 font-semibold">
					{failed} Nothing was changed.
				</p>
			) : null}
			{replace ? (
				<p className="mt-4 rounded-md border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900">
					Replace existing data is Yes: your tasks, folders and contexts will be deleted first
					{summary.format === 'json' ? ' (your templates are kept)' : ''}.
				</p>
			) : null}
			<dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
				<dt className="font-semibold">Tasks</dt>
				<dd>
					{plural(summary.tasks, 'task')}: {summary.open.toLocaleString('en-US')} open and{' '}
					{summary.completed.toLocaleString('en-US')} completed, of which {plural(summary.subTasks, 'sub-task')}
				</dd>
				<dt className="font-semibold">Folders</dt>
				<dd>
					<Names created={summary.newFolders} existing={summary.existingFolders} kind="folder" />
				</dd>
				<dt className="font-semibold">Contexts</dt>
				<dd>
					<Names created={summary.newContexts} existing={summary.existingContexts} kind="context" />
					{summary.matchedContexts?.length ? (
						<span className="block">
							Matched to your contexts: {summary.matchedContexts.map(([file, theirs]) => `${file} → ${theirs}`).join(', ')}
						</span>
					) : null}
				</dd>
				{summary.format === 'json' ? <ExportExtras summary={summary} /> : null}
				{summary.duplicates > 0 ? (
					<>
						<dt className="font-semibold">Likely duplicates</dt>
						<dd>
							{plural(summary.duplicates, 'task')} {summary.duplicates === 1 ? 'has' : 'have'} the same title and due date as one of
							your tasks; {summary.duplicates === 1 ? 'it is' : 'they are'} imported again.
						</dd>
					</>
				) : null}
			</dl>
			<Problems importId={id} problems={summary.problems} count={summary.problemCount} heading="Rows that cannot be imported fully" />
			<Form method="post" className="mt-6 flex flex-wrap items-end gap-3">
				{summary.withoutStatus ? (
					<p className="w-full">
						<label htmlFor="import-noStatus" className="block font-medium">
							Status for the {plural(summary.withoutStatus, 'task')} without one
						</label>
						<select id="import-noStatus" name="noStatus" defaultValue={defaultStatus ?? 'none'} className="mt-1 min-h-10 rounded border border-slate-400 bg-white px-2">
							{STATUSES.map((s) => (
								<option key={s.value} value={s.value}>
									{s.label}
								</option>
							))}
						</select>
					</p>
				) : null}
				<Button type="submit" name="intent" value="cancel" variant="secondary">
					Cancel
				</Button>
				<Button type="submit" name="intent" value="confirm">
					Confirm
				</Button>
			</Form>
		</section>
	)
}

/** what only a Twentyfour export brings: its templates and the quick-add defaults and display options */
function ExportExtras({ summary }: { summary: PlanSummary }) {
	const created = summary.newTemplates ?? []
	const existing = summary.existingTemplates ?? []
	return (
		<>
			<dt className="font-semibold">Templates</dt>
			<dd>
				{created.length || existing.length ? (
					<>
						{created.length ? <span className="block">{plural(created.length, 'new template')}: {created.join(', ')}</span> : null}
						{existing.length ? (
							<span className="block">
								{plural(existing.length, 'template')} you already have, kept as {existing.length === 1 ? 'it is' : 'they are'}: {existing.join(', ')}
							</span>
						) : null}
					</>
				) : (
					<>none in the file</>
				)}
			</dd>
			<dt className="font-semibold">Settings</dt>
			<dd>
				{summary.preferences
					? 'Your quick-add defaults and display options will be set to those of the file.'
					: 'Your quick-add defaults and display options are kept.'}
			</dd>
		</>
	)
}

function Names({ created, existing, kind }: { created: string[]; existing: string[]; kind: string }) {
	if (!created.length && !existing.length) return <>none in the file</>
	return (
		<>
			{created.length ? (
				<span className="block">
					{plural(created.length, `new ${kind}`)}: {created.join(', ')}
				</span>
			) : null}
			{existing.length ? (
				<span className="block">
					{plural(existing.length, kind)} you already have: {existing.join(', ')}
				</span>
			) : null}
		</>
	)
}

function Problems({ importId, problems, count, heading }: { importId: string; problems: Problem[]; count: number; heading: string }) {
	if (count === 0) return <p className="mt-4">Every row can be imported as it is.</p>
	return (
		<div className="mt-6">
			<h2 id="problems-heading" className="text-lg font-semibold">
				{heading} ({count.toLocaleString('en-US')})
			</h2>
			{/* a wide table scrolls on its own: focusable, so the keyboard can scroll it too */}
			<div tabIndex={0} role="region" aria-labelledby="problems-heading" className="mt-2 overflow-x-auto focus-visible:outline-4 focus-visible:outline-amber-500">
				<table className="w-full border-collapse text-left text-sm">
					<thead>
						<tr className="border-b border-slate-300">
							<th scope="col" className="py-2 pr-3">
								Where
							</th>
							<th scope="col" className="py-2 pr-3">
								Task
							</th>
							<th scope="col" className="py-2">
								What happens
							</th>
						</tr>
					</thead>
					<tbody>
						{problems.map((p, i) => (
							<tr key={i} className="border-b border-slate-200 align-top">
								<td className="py-2 pr-3 whitespace-nowrap">{p.where}</td>
								<td className="py-2 pr-3 break-words">{p.title || '(no title)'}</td>
								<td className="py-2">
									{p.skipped ? <strong>Skipped: </strong> : null}
									{p.why}
								</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
			<p className="mt-2">
				{count > problems.length ? <>The first {plural(problems.length, 'row')} are shown; {plural(count - problems.length, 'more row')} are not. </> : null}
				{/* a plain link: the download works without JavaScript */}
				<a href={`/profile/import/${importId}/problems.csv`} download className="text-brand-700 underline">
					Download the list of all {plural(count, 'row')} (CSV)
				</a>
			</p>
		</div>
	)
}

export function ImportResult({ id, filename, result }: { id: string; filename: string; result: Result }) {
	return (
		<section aria-labelledby="result-title">
			<h1 id="result-title" className="text-2xl font-bold">
				Import finished
			</h1>
			<p className="mt-2 text-lg" role="status">
				{IMPORT_TEXTS.imported(result.tasks, result.folders, result.contexts, filename)}
				{result.templates !== undefined ? ` ${IMPORT_TEXTS.importedExtras(result.templates, result.preferences ?? false)}` : null}
			</p>
			<Problems importId={id} problems={result.problems} count={result.problemCount} heading="Rows not imported fully" />
			<div className="mt-6 flex flex-wrap gap-3">
				<ButtonLink to="/tasks">Go to your tasks</ButtonLink>
				<Link to={sectionPath('dataImport')} className="self-center text-brand-700 underline">
					Import another file
				</Link>
			</div>
		</section>
	)
}
