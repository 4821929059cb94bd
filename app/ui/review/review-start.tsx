// The weekly review's start page (issue 26): what the review does, when the last one was, its summary, and Start.
import { Form } from 'react-router'
import type { ReviewTally } from '#db/schema'
import { longDate } from '~/lib/dates'
import { REVIEW_STEPS, summarize } from '~/review/steps'
import { Button } from '~/ui/button'

export function ReviewStart({ lastFinished, tally, timeZone }: { lastFinished: number | null; tally: ReviewTally; timeZone: string }) {
	return (
		<section className="mx-auto max-w-2xl">
			<h1 className="text-2xl font-bold">Weekly Review</h1>
			{lastFinished === null ? (
				<p className="mt-2 text-slate-700">You have not done a weekly review yet.</p>
			) : (
				<div className="mt-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="review-summary">
					<h2 className="text-lg font-semibold">Last review: {longDate(lastFinished, timeZone)}</h2>
					<p className="mt-1 text-slate-700">{summarize(tally)}.</p>
				</div>
			)}
			<p className="mt-4 text-slate-700">Six steps, one page each. You can skip a step, and leave and come back where you were.</p>
			<ol className="mt-3 list-decimal space-y-1 pl-6">
				{REVIEW_STEPS.map((s) => (
					<li key={s.slug}>
						<strong>{s.title}</strong>: {s.intro}
					</li>
				))}
			</ol>
			<Form method="post" className="mt-6">
				<Button type="submit" variant="primary">
					Start the review
				</Button>
			</Form>
		</section>
	)
}
