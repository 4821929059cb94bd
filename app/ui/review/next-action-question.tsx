// The completion toast's question (issue 26 item 3, decision 201): "What is the next action for {folder}?". With
// JavaScript, a field and a button right in the toast (the page stays; the new task's toast follows); without it, a
// link to the review's step 4, where the folder has the same field.
import { useFetcher, useLocation } from 'react-router'
import { LIMITS } from '~/lib/limits'
import type { FormReply } from '~/lib/form-reply'
import { nextActionQuestion } from '~/review/next-action-prompt'
import { Button } from '~/ui/button'
import { InlineError, SubmissionToken } from '~/ui/form-bits'
import { useHydrated } from '~/ui/hydrated'

const FIELD_ID = 'next-action-title'

export function NextActionQuestion({ folder }: { folder: string }) {
	const hydrated = useHydrated()
	const fetcher = useFetcher<{ ok: boolean; reply: FormReply }>()
	const location = useLocation()
	const question = nextActionQuestion(folder)
	if (!hydrated) {
		return (
			<p className="mt-2 text-sm">
				{question}{' '}
				<a href="/review/folders" className="font-semibold underline">
					Add it in the weekly review (step 4)
				</a>
			</p>
		)
	}
	const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.reply?.error?.title ?? undefined) : undefined
	return (
		<fetcher.Form method="post" action="/review/next-action" className="mt-2">
			<SubmissionToken />
			<input type="hidden" name="folder" value={folder} />
			<input type="hidden" name="returnTo" value={location.pathname + location.search} />
			<label htmlFor={FIELD_ID} className="block text-sm font-semibold">
				{question}
			</label>
			<InlineError id={`${FIELD_ID}-error`} errors={errors} />
			<div className="mt-1 flex gap-2">
				<input
					id={FIELD_ID}
					name="title"
					maxLength={LIMITS.taskTitle}
					autoComplete="off"
					aria-invalid={errors?.length ? true : undefined}
					aria-describedby={errors?.length ? `${FIELD_ID}-error` : undefined}
					className={`block w-full min-w-0 rounded-md border bg-white px-2 py-1 text-base text-slate-900 ${errors?.length ? 'border-2 border-red-700' : 'border-slate-500'}`}
				/>
				<Button type="submit" size="sm" aria-disabled={fetcher.state !== 'idle' || undefined}>
					Add
				</Button>
			</div>
		</fetcher.Form>
	)
}
