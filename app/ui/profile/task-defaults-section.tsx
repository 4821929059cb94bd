import { Form } from 'react-router'
import type { DefaultTaskOptions } from '#db/schema'
import { DATE_OFFSETS, PRIORITIES, STATUSES } from '~/tasks/options'
import { ErrorSummary, RadioGroup, replyErrors, SelectField, type FormReply, SaveCancel } from '~/ui/forms'

const FIELDS = ['priority', 'status', 'folder', 'context', 'start', 'due', 'understand'] as const

export function TaskDefaultsSection({
	defaults,
	folders,
	contexts,
	reply,
}: {
	defaults: DefaultTaskOptions
	folders: string[]
	contexts: string[]
	reply: FormReply
}) {
	const { errorOf, summary } = replyErrors(reply, FIELDS)
	const values = (reply?.initialValue ?? defaults) as Record<string, string | number | undefined>
	const value = (name: string) => (values[name] === undefined ? undefined : String(values[name]))
	const offsets = DATE_OFFSETS.map((d) => ({ value: String(d.value), label: d.label }))
	const names = (list: string[]) => [{ value: '', label: 'None' }, ...list.map((n) => ({ value: n, label: n }))]
	return (
		<>
			<p className="mb-4 text-slate-700">What a task added with Quick Add gets besides its title.</p>
			<ErrorSummary errors={summary} />
			<Form method="post" action="/profile/taskDefaults" preventScrollReset noValidate>
				<div className="grid gap-x-6 sm:grid-cols-2">
					<SelectField id="priority" name="priority" label="Priority" required defaultValue={value('priority')} errors={errorOf('priority')} options={PRIORITIES.map((p) => ({ value: p.value, label: p.label }))} />
					<SelectField id="status" name="status" label="Status" required defaultValue={value('status')} errors={errorOf('status')} options={STATUSES.map((s) => ({ value: s.value, label: s.label }))} />
					<SelectField id="folder" name="folder" label="Folder" required defaultValue={value('folder')} errors={errorOf('folder')} options={names(folders)} />
					<SelectField id="context" name="context" label="Context" required defaultValue={value('context')} errors={errorOf('context')} options={names(contexts)} />
					<SelectField id="start" name="start" label="Start" hint="Start date of a new task." required defaultValue={value('start')} errors={errorOf('start')} options={offsets} />
					<SelectField id="due" name="due" label="Due" hint="Due date of a new task." required defaultValue={value('due')} errors={errorOf('due')} options={offsets} />
				</div>
				<RadioGroup
					id="understand"
					name="understand"
					label="Understand what I type"
					hint="Reads “tomorrow 5pm”, “every weekday”, @context, #folder, !0 to !3 (Low to Top) and * (star) from the title. With No, the whole text is the title."
					defaultValue={value('understand') ?? 'Y'}
					errors={errorOf('understand')}
					options={[
						{ value: 'Y', label: 'Yes' },
						{ value: 'N', label: 'No' },
					]}
				/>
				<SaveCancel />
			</Form>
		</>
	)
}
