// One step of the weekly review (issue 26): progress, the step's list with its actions, and Skip / Next / Finish.
// Every action is a plain form post; with JavaScript React Router sends the same post.
import { Form } from 'react-router'
import { Link } from '~/ui/link'
import type { FormReply } from '~/lib/form-reply'
import type { reviewStepPage } from '~/review/review.server'
import { REVIEW_STEPS } from '~/review/steps'
import { displayDate } from '~/tasks/task-dates'
import { Button, ButtonLink } from '~/ui/button'
import { ErrorSummary, replyErrors, SubmissionToken } from '~/ui/forms'
import { FolderRow, rowId, TaskActions } from './review-rows'

type Page = ReturnType<typeof reviewStepPage>
export type Refused = { reply: FormReply; taskId: string } | null

const FIELDS = ['status', 'date', 'title'] as const

export function ReviewStep({ page, timeZone, refused }: { page: Page; timeZone: string; refused: Refused }) {
	const step = REVIEW_STEPS[page.step]!
	const last = page.step === REVIEW_STEPS.length - 1
	const errors = refused ? replyErrors(refused.reply, FIELDS, (f) => rowId(refused.taskId, f)) : null
	return (
		<section className="mx-auto max-w-3xl">
			<nav aria-label="Review steps">
				<p className="text-sm font-semibold text-slate-700" data-testid="review-progress">
					Step {page.step + 1} of {REVIEW_STEPS.length}
					{page.kind === 'tasks' && page.slug === 'week-ahead' ? '' : ` · ${page.left} left in this step`}
				</p>
				<ol className="mt-2 flex flex-wrap gap-1 text-sm">
					{REVIEW_STEPS.map((s, i) => (
						<li key={s.slug}>
							<Link
								to={`/review/${s.slug}`}
								aria-current={i === page.step ? 'step' : undefined}
								className={`inline-block rounded px-2 py-1 ${i === page.step ? 'bg-brand-700 text-white' : 'text-brand-800 underline'}`}
							>
								{i + 1}. {s.title}
							</Link>
						</li>
					))}
				</ol>
			</nav>
			<h1 className="mt-4 text-2xl font-bold">{step.title}</h1>
			<p className="mt-1 text-slate-700">{step.intro}</p>
			{errors ? <ErrorSummary errors={errors.summary} /> : null}
			<div className="mt-4">
				{page.kind === 'folders' ? (
					page.folders.length ? (
						<ul className="space-y-3">
							{page.folders.map((f) => (
								<FolderRow key={f.folder} folder={f.folder} open={f.open} errorOf={refused?.taskId === f.folder ? errors?.errorOf : undefined} />
							))}
						</ul>
					) : (
						<Empty text="Every active folder has a next action." />
					)
				) : page.days ? (
					<WeekAhead days={page.days} timeZone={timeZone} />
				) : page.tasks.length ? (
					<>
						<ul className="space-y-3">
							{page.tasks.map((t) => (
								<li key={t.id} className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
									<TaskActions task={t} slug={page.slug} lists={page.lists} timeZone={timeZone} errorOf={refused?.taskId === t.id ? errors?.errorOf : undefined} waiting={page.waiting?.[t.id]} />
								</li>
							))}
						</ul>
						{page.total > page.tasks.length ? (
							<p className="mt-3 text-sm text-slate-700">The first {page.tasks.length} of {page.total}: the rest come as these are decided.</p>
						) : null}
					</>
				) : (
					<Empty text="Nothing left in this step." />
				)}
			</div>
			<Form method="post" className="mt-6 flex flex-wrap gap-3 border-t border-slate-200 pt-4">
				<SubmissionToken />
				{page.step > 0 ? (
					<ButtonLink to={`/review/${REVIEW_STEPS[page.step - 1]!.slug}`} variant="secondary">
						Previous step
					</ButtonLink>
				) : null}
				{last ? null : (
					<Button type="submit" name="intent" value="next-step" variant={page.left ? 'secondary' : 'primary'}>
						{page.left ? 'Skip this step' : 'Next step'}
					</Button>
				)}
				<Button type="submit" name="intent" value="finish" variant={last ? 'primary' : 'ghost'}>
					Finish review
				</Button>
			</Form>
		</section>
	)
}

function Empty({ text }: { text: string }) {
	return <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-slate-700">{text}</p>
}

function WeekAhead({ days, timeZone }: { days: NonNullable<Page extends infer P ? (P extends { days: infer D } ? D : never) : never>; timeZone: string }) {
	return (
		<ol className="space-y-3">
			{days.map((d) => (
				<li key={d.day} className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
					<h2 className="font-semibold">{new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone }).format(d.day)} {displayDate(d.day, timeZone)}</h2>
					{d.tasks.length ? (
						<ul className="mt-1 list-disc pl-5">
							{d.tasks.map((t) => (
								<li key={t.id}>
									<Link to={`/tasks/detail/${t.id}`} className="text-brand-800 underline">
										{t.title}
									</Link>
								</li>
							))}
						</ul>
					) : (
						<p className="mt-1 text-sm text-slate-600">Nothing due or starting.</p>
					)}
				</li>
			))}
		</ol>
	)
}
