// The Create/Edit Template form (screen 18): one form. Its add and remove buttons post with an intent and
// the server answers with the edited, unsaved tree (with and without JavaScript alike); Save validates and
// saves, Delete (edit mode) removes the template, Close goes back to the gallery.
import { Form } from 'react-router'
import {
	fieldId,
	orderedErrors,
	pathKey,
	taskField,
	TASK_NOTES_MAX,
	TASK_TITLE_MAX,
	TEMPLATE_DESCRIPTION_MAX,
	TEMPLATE_NAME_MAX,
	type TaskPath,
	type TemplateDraft,
	type TemplateErrors,
} from '~/templates/template-tree'
import { Button, ButtonLink } from '~/ui/button'
import { ErrorSummary, errorTitle, InlineError, SubmissionToken } from '~/ui/forms'
import { ModalTitle } from './gallery-dialog'

export type EditorState = { draft: TemplateDraft; errors: TemplateErrors; refused?: string; focus?: TaskPath; version: number }

const input = (invalid: boolean) =>
	`mt-1 block w-full rounded-md border px-3 py-2 text-base shadow-sm ${invalid ? 'border-2 border-red-700' : 'border-slate-400'}`

function Text({
	name,
	label,
	value,
	errors,
	max,
	multiline,
	autoFocus,
	rows = 3,
}: {
	name: string
	label: string
	value: string
	errors: TemplateErrors
	max: number
	multiline?: boolean
	autoFocus?: boolean
	rows?: number
}) {
	const id = fieldId(name)
	const error = errors[name]
	const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined }
	return (
		<div className="mb-3">
			<label htmlFor={id} className="block font-medium">
				{label}
			</label>
			<InlineError id={`${id}-error`} errors={error ? [error] : undefined} />
			{multiline ? (
				<textarea id={id} name={name} defaultValue={value} maxLength={max} rows={rows} className={input(!!error)} {...aria} />
			) : (
				<input id={id} name={name} defaultValue={value} maxLength={max} className={input(!!error)} autoFocus={autoFocus} {...aria} />
			)}
		</div>
	)
}

function TaskFields({
	path,
	task,
	label,
	errors,
	focus,
}: {
	path: TaskPath
	task: { title: string; notes: string }
	label: string
	errors: TemplateErrors
	focus?: TaskPath
}) {
	const child = path.child !== undefined
	const key = pathKey(path)
	return (
		<>
			<Text
				name={taskField(path, 'title')}
				label={`${label} title`}
				value={task.title}
				errors={errors}
				max={TASK_TITLE_MAX}
				autoFocus={focus !== undefined && pathKey(focus) === key}
			/>
			<Text name={taskField(path, 'notes')} label={`${label} notes (Markdown)`} value={task.notes} errors={errors} max={TASK_NOTES_MAX} multiline rows={child ? 2 : 3} />
			<div className="flex flex-wrap gap-2">
				<Button type="submit" name="intent" value={`add-sibling:${key}`} variant="secondary" size="sm" formNoValidate>
					Add {child ? 'sub-task' : 'task'} after<span className="sr-only"> {label}</span>
				</Button>
				{child ? null : (
					<Button type="submit" name="intent" value={`add-child:${key}`} variant="secondary" size="sm" formNoValidate>
						Add sub-task<span className="sr-only"> to {label}</span>
					</Button>
				)}
				<Button type="submit" name="intent" value={`remove:${key}`} variant="secondary" size="sm" formNoValidate>
					Remove<span className="sr-only"> {label}</span>
				</Button>
			</div>
		</>
	)
}

export function TemplateEditor({ state, mode, close }: { state: EditorState; mode: 'create' | 'edit'; close: string }) {
	const { draft, errors, refused, focus } = state
	const summary = orderedErrors(draft, errors)
	return (
		<>
			<title>{`${errorTitle(mode === 'create' ? 'Create Template' : 'Edit Template', summary.length > 0)} | Twentyfour`}</title>
			<ModalTitle>{mode === 'create' ? 'Create Template' : 'Edit Template'}</ModalTitle>
			<ErrorSummary errors={summary} />
			{refused ? (
				<p role="alert" className="mb-4 rounded-md border-l-4 border-amber-500 bg-amber-50 p-3 font-medium text-amber-950">
					{refused}
				</p>
			) : null}
			<Form method="post" key={state.version} noValidate preventScrollReset>
				<SubmissionToken />
				{/* Enter in a field saves (the first submit button of a form is its default) */}
				<button type="submit" name="intent" value="save" hidden tabIndex={-1} />
				<Text name="name" label="Name" value={draft.name} errors={errors} max={TEMPLATE_NAME_MAX} autoFocus={!focus && mode === 'create'} />
				<Text name="description" label="Description (Markdown)" value={draft.description} errors={errors} max={TEMPLATE_DESCRIPTION_MAX} multiline rows={4} />
				<h3 className="mt-4 mb-2 text-lg font-semibold">Tasks</h3>
				<InlineError id={`${fieldId('tasks')}-error`} errors={errors.tasks ? [errors.tasks] : undefined} />
				<ol className="space-y-4">
					{draft.tasks.map((task, i) => (
						<li key={i} className="rounded-md border border-slate-300 p-3">
							<TaskFields path={{ task: i }} task={task} label={`Task ${i + 1}`} errors={errors} focus={focus} />
							{task.children.length ? (
								<ol className="mt-3 space-y-3 border-l-4 border-brand-100 pl-3 sm:pl-5">
									{task.children.map((c, j) => (
										<li key={j}>
											<TaskFields path={{ task: i, child: j }} task={c} label={`Task ${i + 1} sub-task ${j + 1}`} errors={errors} focus={focus} />
										</li>
									))}
								</ol>
							) : null}
						</li>
					))}
				</ol>
				<div className="mt-3">
					<Button type="submit" name="intent" value="add-task" variant="secondary" size="sm" formNoValidate>
						Add task
					</Button>
				</div>
				<div className="mt-6 flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
					<ButtonLink to={close} variant="secondary" preventScrollReset>
						Close
					</ButtonLink>
					{mode === 'edit' ? (
						<Button type="submit" name="intent" value="delete" variant="danger">
							Delete
						</Button>
					) : null}
					<Button type="submit" name="intent" value="save">
						Save
					</Button>
				</div>
			</Form>
		</>
	)
}
