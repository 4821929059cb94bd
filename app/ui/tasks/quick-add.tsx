// The quick-add box of the signed-in menu bar: "Task Title" and "Quick Add". It posts to
// /tasks/quick-add and comes back to this page (with JavaScript, without leaving it).
import { useEffect, useRef } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { SubmissionToken } from '~/ui/forms'
import { Button } from '~/ui/button'

export function QuickAdd() {
	const fetcher = useFetcher()
	const location = useLocation()
	const form = useRef<HTMLFormElement>(null)
	const wasBusy = useRef(false)
	useEffect(() => {
		if (fetcher.state !== 'idle') wasBusy.current = true
		else if (wasBusy.current) {
			wasBusy.current = false
			form.current?.reset()
		}
	}, [fetcher.state])
	return (
		<fetcher.Form ref={form} method="post" action="/tasks/quick-add" className="order-last flex w-full items-center gap-1 py-1 sm:order-none sm:ml-2 sm:w-auto" aria-label="Quick add">
			<input type="hidden" name="returnTo" value={location.pathname + location.search} />
			<SubmissionToken />
			<label htmlFor="quick-add-title" className="sr-only">
				Task Title
			</label>
			<input
				id="quick-add-title"
				name="title"
				placeholder="Task Title"
				maxLength={500}
				autoComplete="off"
				className="min-h-10 w-full min-w-0 rounded-md border border-brand-600 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-600 sm:w-52"
			/>
			<Button type="submit" variant="inverse" size="sm" className="shrink-0">
				{fetcher.state === 'idle' ? 'Quick Add' : 'Adding…'}
			</Button>
		</fetcher.Form>
	)
}
