// The word cloud (screen 15): a GET filter (Completed, Date field, From, To, Load), the folders of
// the matching tasks as a word cloud, a pie and a table of the words; choosing a word shows the
// alert for 10 seconds. Drawn on the server; no React in the browser (a few lines of inline script).
import type { Route } from './+types/wordcloud'
import { COMPLETED_OPTIONS, DATE_FIELD_OPTIONS } from '~/analytics/word-cloud-filter'
import { wordCloudPage } from '~/analytics/word-cloud-page.server'
import { requireUser } from '~/identity/users.server'
import { keptForOwner } from '~/lib/owner-version.server'
import { Button } from '~/ui/button'
import { PieChart } from '~/ui/charts/pie-chart'
import { WordAlert } from '~/ui/charts/word-alert'
import { WordCloud } from '~/ui/charts/word-cloud'
import { RouteErrorBoundary } from '~/ui/route-error-boundary'
import { ErrorSummary, errorTitle, SelectField, TextField } from '~/ui/forms'
import { noHydration } from '~/lib/route-handle'
import { pageUrl } from '~/lib/page-url.server'
import { renderedOnly } from '~/lib/rendered-only.server'

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	return renderedOnly(
		request,
		keptForOwner('wordcloud', user, request, () => wordCloudPage(user.id, user.timezone, pageUrl(request).searchParams)),
	)
}

export const meta: Route.MetaFunction = () => [{ name: 'description', content: 'The folders of your tasks as a word cloud.' }]

export default function WordCloudRoute({ loaderData: page }: Route.ComponentProps) {
	const { values, fieldErrors } = page
	const order = new Map(page.words.map((w, i) => [w.word, i]))
	const colourIndex = (word: string) => order.get(word) ?? page.words.length
	return (
		<>
			<title>{`${errorTitle('Word Cloud', page.errors.length > 0)} | Twentyfour`}</title>
			<h1 className="text-2xl font-bold">Word Cloud</h1>
			<p className="mt-1 text-slate-700">The folders of your tasks, each sized by how many tasks it holds.</p>
			<form method="get" action="/wordcloud" className="mt-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" noValidate>
				<ErrorSummary errors={page.errors} />
				<div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
					<SelectField id="completed" name="completed" label="Completed" required defaultValue={values.completed} options={[...COMPLETED_OPTIONS]} errors={fieldErrors.completed} />
					<SelectField id="field" name="field" label="Date field" required defaultValue={values.field} options={[...DATE_FIELD_OPTIONS]} errors={fieldErrors.field} />
					<TextField id="from" name="from" label="From" type="date" required defaultValue={values.from} errors={fieldErrors.from} />
					<TextField id="to" name="to" label="To" type="date" required defaultValue={values.to} errors={fieldErrors.to} />
					<div className="mb-4">
						<Button type="submit" variant="primary">
							Load
						</Button>
					</div>
				</div>
			</form>

			<div className="mt-4">
				<WordAlert alert={page.alert} />
			</div>

			{page.errors.length ? null : page.total === 0 ? (
				<p className="mt-4 rounded-md bg-slate-100 p-3" data-testid="word-cloud-empty">
					No tasks match these settings: try a wider date range, or Completed All.
				</p>
			) : (
				// the cloud and the pie side by side from 1024 px; the pie's table lists every word it draws, and a second table
				// lists only what its "Other" slice holds (none when every word has its own slice)
				<div className="mt-4 grid gap-6 lg:grid-cols-2">
					<section aria-labelledby="cloud-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
						<h2 id="cloud-heading" className="text-lg font-semibold">
							Folders of {page.total} {page.total === 1 ? 'task' : 'tasks'}
						</h2>
						<p className="text-sm text-slate-700">Choose a word to see how often it appears.</p>
						<WordCloud words={page.cloud.words} viewBox={page.cloud.viewBox} colourIndex={colourIndex} />
					</section>
					<section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
						<PieChart id="words-pie" caption="Share of each word" labelHeading="Word" slices={page.slices} empty="" fillIndex={(label) => colourIndex(label)} />
					</section>
					{page.otherWords.length ? (
						<section aria-labelledby="words-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
							<table className="chart-table w-full [&_tbody_th]:font-normal">
								<caption id="words-heading" className="mb-1 text-left text-lg font-semibold">
									Words in Other
								</caption>
								<thead>
									<tr className="border-b border-slate-400">
										<th scope="col">Word</th>
										<th scope="col">Count</th>
										<th scope="col">Percent</th>
									</tr>
								</thead>
								<tbody>
									{page.otherWords.map((w) => (
										<tr key={w.word}>
											<th scope="row">
												<a href={w.href} data-alert={w.alert}>
													{w.word}
												</a>
											</th>
											<td>{w.count}</td>
											<td>{w.percent}</td>
										</tr>
									))}
								</tbody>
							</table>
						</section>
					) : null}
				</div>
			)}
		</>
	)
}

export function ErrorBoundary() {
	return <RouteErrorBoundary />
}

/** no React in the browser: the alert's few lines of inline script are in WordAlert */
export const handle = noHydration
