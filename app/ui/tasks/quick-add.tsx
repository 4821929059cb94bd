// The quick-add box of the signed-in menu bar: "Task Title" and "Quick Add". It posts to
// /tasks/quick-add and comes back to this page (with JavaScript, without leaving it). With JavaScript, a live preview
// under the field shows what quick add understands (dates, @context, #folder, !priority, *, repeats; issue 25), each
// part removable; the post then says the person has seen it (`confirm`). Without, the post answers with a
// confirmation page (app/ui/tasks/quick-add-confirm.tsx).
// On a phone the same form is a bar along the bottom of the screen, one tap from anywhere; its preview opens above it.
// From 640 px it sits in the menu bar, taking the bar's free width, its field growing into it while focused (issue 51,
// points 5 and 6, docs/decisions/317): the bar's other parts never move.
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { QUICK_ADD_FIELDS, type QuickAddField } from '~/tasks/quick-add-fields'
import { SubmissionToken } from '~/ui/form-bits'
import { Button } from '~/ui/button'
import { MESSAGES } from '~/tasks/task-messages'
import { formText, useFromFieldsOnHydration } from '~/ui/typed-before-hydration'

import type { Preview } from './quick-add-preview'

// the preview's few parts load with its first answer (docs/decisions/185)
const QuickAddPreview = lazy(() => import('./quick-add-preview'))

export function QuickAdd() {
	const fetcher = useFetcher()
	const preview = useFetcher<Preview>()
	const location = useLocation()
	const form = useRef<HTMLFormElement>(null)
	const wasBusy = useRef(false)
	const [hydrated, setHydrated] = useState(false)
	const [text, setText] = useState('')
	const [removed, setRemoved] = useState<QuickAddField[]>([])
	// with JavaScript an empty title is said under the field, not in a toast after a round trip
	const [empty, setEmpty] = useState(false)
	// Escape folds the preview (and the empty-title message) away until the text changes; the focus goes back to the field
	const [folded, setFolded] = useState(false)
	// a title typed before the script loaded is in the field, not in `text`: the preview starts from it (issue 48)
	useFromFieldsOnHydration(() => {
		setHydrated(true)
		const typed = form.current ? formText(form.current, 'title') : ''
		if (typed) setText(typed)
	})
	useEffect(() => {
		if (fetcher.state !== 'idle') wasBusy.current = true
		else if (wasBusy.current) {
			wasBusy.current = false
			form.current?.reset()
			setText('')
			setRemoved([])
			setFolded(false)
		}
	}, [fetcher.state])
	const load = preview.load
	useEffect(() => {
		if (!text.trim()) return
		const timer = setTimeout(() => {
			const params = new URLSearchParams({ text })
			for (const f of removed) params.append('ignore', f)
			void load(`/tasks/quick-add/preview?${params}`)
		}, 200)
		return () => clearTimeout(timer)
	}, [text, removed, load])
	const understood = text.trim() && preview.data?.parts.length ? preview.data : null
	const shown = folded ? null : understood
	return (
		<fetcher.Form
			ref={form}
			method="post"
			action="/tasks/quick-add"
			className="quick-add flex items-center gap-1 py-1 max-sm:fixed max-sm:inset-x-0 max-sm:bottom-0 max-sm:z-30 max-sm:bg-solid-strong max-sm:px-2 max-sm:pb-[max(0.25rem,env(safe-area-inset-bottom))] max-sm:shadow-[0_-1px_3px_rgb(0_0_0/0.2)] sm:relative sm:ml-2 sm:min-w-0 sm:flex-1"
			aria-label="Quick add"
			onSubmit={(e) => {
				// what the field holds is what is sent (typed before hydration, it is not in `text`)
				if (formText(e.currentTarget, 'title').trim()) return
				e.preventDefault()
				setEmpty(true)
				setFolded(false)
				e.currentTarget.querySelector<HTMLInputElement>('#quick-add-title')?.focus()
			}}
			onKeyDown={(e) => {
				if (e.key !== 'Escape' || e.defaultPrevented || (!shown && !empty)) return
				e.preventDefault()
				setFolded(true)
				setEmpty(false)
				e.currentTarget.querySelector<HTMLInputElement>('#quick-add-title')?.focus()
			}}
		>
			<input type="hidden" name="returnTo" value={location.pathname + location.search} />
			<SubmissionToken />
			{hydrated ? (
				<>
					<input type="hidden" name="confirm" value="Y" />
					{QUICK_ADD_FIELDS.filter((f) => !removed.includes(f)).map((f) => (
						<input key={f} type="hidden" name="keep" value={f} />
					))}
				</>
			) : null}
			<label htmlFor="quick-add-title" className="sr-only">
				Task Title
			</label>
			<input
				id="quick-add-title"
				name="title"
				placeholder="Task Title"
				maxLength={500}
				autoComplete="off"
				aria-describedby={empty ? 'quick-add-error' : shown ? 'quick-add-understood' : undefined}
				aria-invalid={empty || undefined}
				onChange={(e) => {
					setText(e.currentTarget.value)
					setRemoved([])
					setEmpty(false)
					setFolded(false)
				}}
				className="min-h-10 w-full min-w-0 rounded-md border border-brand-600 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-600 sm:w-40 sm:text-sm sm:transition-[width] sm:focus:w-full motion-reduce:transition-none"
			/>
			<Button type="submit" variant="inverse" size="sm" className="shrink-0">
				{fetcher.state === 'idle' ? 'Quick Add' : 'Adding…'}
			</Button>
			<p id="quick-add-understood" className="sr-only" aria-live="polite">
				{shown ? `Understood: ${shown.parts.map((p) => `${p.label} ${p.value}`).join(', ')}.` : ''}
			</p>
			{understood ? (
				// folded, not removed: a ticked "Add new context" is still sent
				<div hidden={folded}>
					<Suspense fallback={null}>
						<QuickAddPreview preview={understood} onRemove={(f) => setRemoved((r) => [...r, f])} />
					</Suspense>
				</div>
			) : null}
			{empty ? (
				<p id="quick-add-error" role="alert" className="absolute right-2 left-2 z-40 rounded-md bg-white p-2 text-sm font-semibold text-red-800 shadow-lg max-sm:bottom-full max-sm:mb-1 sm:top-full sm:right-auto sm:left-0 sm:mt-1 sm:w-96">
					<span className="sr-only">Error: </span>
					{MESSAGES.title}
				</p>
			) : null}
		</fetcher.Form>
	)
}
