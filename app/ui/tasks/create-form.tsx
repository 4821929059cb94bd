// The task entry form with its save buttons (screens 9 and 10): Add, and the split button whose
// primary and secondary actions are "Add & Create New" and "Add & Create Similar"; choosing the
// secondary one makes it the primary one.
import { Button, ButtonLink, buttonClass } from '~/ui/button'
import { Form, useNavigation, type FetcherWithComponents } from 'react-router'
import type { TaskFormErrors, TaskFormValues } from '~/tasks/task-form'
import { SubmissionToken } from '~/ui/forms'
import { TaskErrorSummary, TaskFields, type TaskFormLists } from './task-fields'

const LABELS = { new: 'Add & Create New', similar: 'Add & Create Similar' } as const
export type Primary = keyof typeof LABELS

export function CreateTaskForm({
	values,
	errors,
	lists,
	parentId,
	parentFolder,
	returnTo,
	primary,
	prefix,
	fetcher,
	cancel,
	formKey,
}: {
	values: TaskFormValues
	errors?: TaskFormErrors
	lists: TaskFormLists
	parentId?: string | null
	/** a sub-task's: its parent's folder, where it goes */
	parentFolder?: string
	returnTo?: string | null
	primary: Primary
	prefix: string
	/** in the modal, the form is sent by a fetcher */
	fetcher?: FetcherWithComponents<unknown>
	/** a link (the page) or a button (the modal) */
	cancel: React.ReactNode
	formKey?: string
}) {
	const secondary: Primary = primary === 'new' ? 'similar' : 'new'
	const navigation = useNavigation()
	const busy = fetcher ? fetcher.state !== 'idle' : navigation.state === 'submitting'
	const FormTag = fetcher ? fetcher.Form : Form
	return (
		<FormTag method="post" action="/tasks/create/new" key={formKey} aria-busy={busy || undefined}>
			{parentId ? <input type="hidden" name="parentId" value={parentId} /> : null}
			{returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
			{fetcher ? <input type="hidden" name="modal" value="Y" /> : null}
			<input type="hidden" name="primary" value={primary} />
			<SubmissionToken />
			<TaskErrorSummary errors={errors} prefix={prefix} />
			<TaskFields values={values} errors={errors} lists={lists} prefix={prefix} autoFocus={!errors} assign={parentId ? 'sub-task' : 'create'} parentFolder={parentId ? (parentFolder ?? '') : undefined} />
			<div className="flex flex-wrap items-center justify-end gap-2">
				{cancel}
				<Button type="submit" name="intent" value="add" variant="outline">
					Add
				</Button>
				<div className="relative flex">
					<Button type="submit" name="intent" value={primary} className="rounded-r-none">
						{LABELS[primary]}
					</Button>
					<details className="group">
						<summary className={buttonClass({ className: 'h-full cursor-pointer rounded-l-none border-l border-brand-800 px-2' })} aria-label="More save actions">
							<svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
								<path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
							</svg>
						</summary>
						<div className="absolute right-0 bottom-full z-10 mb-1 rounded-md border border-slate-200 bg-white py-1 shadow-lg">
							<Button
								type="submit"
								name="intent"
								value={secondary}
								variant="secondary"
								// the page (redirect) or the modal (answer) makes this the primary action once saved
								className="w-full justify-start rounded-none border-0 font-normal whitespace-nowrap"
							>
								{LABELS[secondary]}
							</Button>
						</div>
					</details>
				</div>
			</div>
		</FormTag>
	)
}

export function CancelLink({ to }: { to: string }) {
	return (
		<ButtonLink to={to} variant="secondary">
			Cancel
		</ButtonLink>
	)
}
