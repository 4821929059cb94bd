// What quick add understood (issue 25, docs/decisions/241): the confirmation page a post answers with when JavaScript
// is off, and the same list under the field as a live preview when it is on. Every part can be left out (its words
// then stay in the title); a context or folder the person does not have is offered with its tick on (issue 51,
// docs/decisions/301): untick it and its words stay in the title.
import { Form } from 'react-router'
import type { UnderstoodPart } from '~/tasks/quick-add.server'
import { Button, ButtonLink } from '~/ui/button'
import { SubmissionToken } from '~/ui/forms'

const listName = (field: string) => (field === 'context' ? 'contexts' : 'folders')

/** one part: a "Use" checkbox (and for a new name, whether to add it to the list) */
function PartRow({ part, idPrefix }: { part: UnderstoodPart; idPrefix: string }) {
	const id = `${idPrefix}-${part.field}`
	return (
		<li className="flex flex-col gap-1 py-2">
			<label htmlFor={id} className="flex items-center gap-2">
				<input id={id} type="checkbox" name="keep" value={part.field} defaultChecked className="h-5 w-5 shrink-0" />
				<span>
					<span className="font-medium">{`${part.label}: ${part.value}${part.isNew ? ' (new)' : ''}`}</span>
					<span className="text-slate-700">{` (from “${part.typed}”)`}</span>
				</span>
			</label>
			{part.isNew ? (
				<label htmlFor={`${id}-create`} className="ml-7 flex items-center gap-2 text-sm">
					<input id={`${id}-create`} type="checkbox" name="create" value={part.field} defaultChecked className="h-5 w-5 shrink-0" />
					{`Add new ${part.field} “${part.value}” to your ${listName(part.field)} (without this its words stay in the title)`}
				</label>
			) : null}
		</li>
	)
}

export function UnderstoodParts({ parts, idPrefix }: { parts: UnderstoodPart[]; idPrefix: string }) {
	return (
		<ul className="divide-y divide-slate-200" aria-label="Understood">
			{parts.map((p) => (
				<PartRow key={p.field} part={p} idPrefix={idPrefix} />
			))}
		</ul>
	)
}

export function QuickAddConfirm({ text, returnTo, title, parts }: { text: string; returnTo: string; title: string; parts: UnderstoodPart[] }) {
	return (
		<main className="mx-auto max-w-2xl px-4 py-8">
			<title>Quick Add | Twentyfour</title>
			<h1 className="text-2xl font-bold">Add “{title || text}”?</h1>
			<p className="mt-2 text-slate-700">
				{`Quick add understood this in “${text}”. Untick a part to leave its words in the title.`}
			</p>
			<Form method="post" action="/tasks/quick-add" className="mt-4">
				<input type="hidden" name="title" value={text} />
				<input type="hidden" name="returnTo" value={returnTo} />
				<input type="hidden" name="confirm" value="Y" />
				<SubmissionToken />
				<UnderstoodParts parts={parts} idPrefix="confirm" />
				<div className="mt-4 flex gap-2">
					<Button type="submit">Add Task</Button>
					<ButtonLink to={returnTo} variant="secondary">
						Cancel
					</ButtonLink>
				</div>
			</Form>
		</main>
	)
}
