// Quick add's live preview (issue 25): what was understood, each part with a Remove button, and new names offered.
// Loaded by ./quick-add.tsx with the preview's first answer.
import type { UnderstoodPart } from '~/tasks/quick-add.server'
import type { QuickAddField } from '~/tasks/quick-add-fields'

export type Preview = { title: string; parts: UnderstoodPart[] }

/** the live preview: what was understood, each part with a Remove button, and new names offered */
export default function QuickAddPreview({ preview, onRemove }: { preview: Preview; onRemove: (field: QuickAddField) => void }) {
	return (
		<div className="absolute right-2 left-2 z-40 max-h-[60vh] overflow-y-auto rounded-md bg-white p-2 text-sm text-slate-900 shadow-lg max-sm:bottom-full max-sm:mb-1 sm:top-full sm:right-auto sm:left-0 sm:mt-1 sm:w-96">
			<p>
				<span className="text-slate-700">Title: </span>
				{preview.title || '(none)'}
			</p>
			<ul aria-label="Understood" className="mt-1 flex flex-col gap-1">
				{preview.parts.map((p) => (
					<li key={p.field} className="flex flex-wrap items-center gap-x-2">
						<span className="font-medium">{`${p.label}: ${p.value}${p.isNew ? ' (new)' : ''}`}</span>
						<button type="button" className="rounded px-1 text-brand-700 underline" onClick={() => onRemove(p.field)}>
							{`Remove ${p.label.toLowerCase()}`}
						</button>
						{p.isNew ? (
							<label className="flex w-full items-center gap-2">
								<input type="checkbox" name="create" value={p.field} defaultChecked className="h-4 w-4" />
								{`Add new ${p.field} “${p.value}”`}
							</label>
						) : null}
					</li>
				))}
			</ul>
		</div>
	)
}
