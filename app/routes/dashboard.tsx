// The dashboard (screen 14): the four headline counts, This Week's columns, the month, year and
// all-time pies and the Context, Folder and Priority/Status tables, all drawn on the server.
// Settings are GET forms; segments and rows are links to their task lists. No JavaScript.
import { useLocation } from 'react-router'
import { Link } from '~/ui/link'
import type { Route } from './+types/dashboard'
import { dashboardPage } from '~/analytics/dashboard.server'
import { COMPLETE_OPTIONS, COUNT_OPTIONS } from '~/analytics/dashboard-settings'
import { MONTHS } from '~/analytics/calendar'
import { requireUser } from '~/identity/users.server'
import { reviewState } from '~/review/review.server'
import { reviewReminder } from '~/review/steps'
import { keptForOwner } from '~/lib/owner-version.server'
import { belowTheFold, countTableHeight, PIE_CARD_HEIGHT } from '~/ui/charts/below-the-fold'
import { ColumnChart } from '~/ui/charts/column-chart'
import { CountTable } from '~/ui/charts/count-table'
import { PieChart } from '~/ui/charts/pie-chart'
import { KeepSettings, SettingsForm } from '~/ui/charts/settings-form'
import { RouteErrorBoundary } from '~/ui/route-error-boundary'
import { SelectField } from '~/ui/forms'
import { noHydration } from '~/lib/route-handle'
import { pageUrl } from '~/lib/page-url.server'
import { renderedOnly } from '~/lib/rendered-only.server'

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const query = pageUrl(request).searchParams
	return renderedOnly(request, {
		name: user.goesBy || user.firstName,
		// what the person owns is kept per data version; what others' folders assign them is read each time (issue 55)
		page: dashboardPage(user.id, user.timezone, query, Date.now(), (compute) => keptForOwner('dashboard', user, request, compute)),
		review: reviewReminder(reviewState(user.id).lastFinished),
	})
}

export const meta: Route.MetaFunction = () => [
	{ title: 'Dashboard | Twentyfour' },
	{ name: 'description', content: 'Your tasks at a glance.' },
]

const MONTH_OPTIONS = MONTHS.map((m, i) => ({ value: String(i + 1), label: m }))

export default function Dashboard({ loaderData }: Route.ComponentProps) {
	const { page } = loaderData
	const { counts, settings: s } = page
	const query = useLocation().search
	const years = page.options.years.map((y) => ({ value: String(y), label: String(y) }))
	const cards = [
		{ label: 'Incomplete', value: counts.incomplete, to: '/tasks' },
		{ label: 'Overdue', value: counts.overdue, to: '/tasks/overdue' },
		{ label: "Today's Focus", value: counts.todaysFocus, to: '/tasks/todays-focus' },
		{ label: 'This week', value: counts.thisWeek, to: '/tasks/this-week' },
	]
	const [month, year, allTime] = page.pies
	return (
		<>
			<h1 className="text-2xl font-bold">Dashboard</h1>
			<p className="mt-1 text-slate-700">
				Hello {loaderData.name}. Here is where your tasks stand: the counts, This Week and the pies are of the tasks you own
				and those assigned to you in folders shared with you (
				<Link to="/tasks/assigned-to-me" className="font-semibold text-brand-800 underline">
					Assigned to Me
				</Link>
				{page.assigned ? `: ${page.assigned} incomplete` : null}).
			</p>
			{loaderData.review ? (
				<p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900" data-testid="review-reminder">
					{loaderData.review}{' '}
					<Link to="/review" className="font-semibold text-brand-800 underline">
						Start the Weekly Review
					</Link>
				</p>
			) : null}
			<ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
				{cards.map((c) => (
					<li key={c.label}>
						<Link
							to={c.to}
							className="block rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600"
							data-testid={`count-${c.label.toLowerCase().replace("'s", 's').replace(' ', '-')}`}
						>
							<span className="block text-3xl font-bold text-brand-800">{c.value}</span>
							<span className="block text-sm font-medium text-slate-700">{c.label}</span>
						</Link>
					</li>
				))}
			</ul>

			<section aria-label="This Week" className="chart-card mt-8">
				<ColumnChart
					id="week"
					caption={`This Week: ${page.week.title}`}
					series={page.week.series}
					groups={page.week.groups}
					unit={s.count === 'length' ? 'length in minutes' : 'tasks'}
				>
					<SettingsForm id="week-settings" summary="Settings" action="/dashboard">
						<KeepSettings query={query} except={['week', 'count', 'complete']} />
						<SelectField id="week" name="week" label="Week" required defaultValue={s.week} options={page.options.weeks} />
						<SelectField id="count" name="count" label="Count" required defaultValue={s.count} options={[...COUNT_OPTIONS]} />
						<SelectField id="complete" name="complete" label="Complete" required defaultValue={s.complete} options={[...COMPLETE_OPTIONS]} />
					</SettingsForm>
				</ColumnChart>
			</section>

			<section aria-label="Complete and incomplete" className="mt-6 grid gap-6 lg:grid-cols-3">
				<div className="chart-card" style={belowTheFold(PIE_CARD_HEIGHT)}>
					<PieChart id="month" caption={`Month: ${month!.title}`} labelHeading="Tasks" slices={month!.slices} empty={`No tasks start or are due in ${month!.title}.`}>
						<SettingsForm id="month-settings" summary="Choose a month" action="/dashboard">
							<KeepSettings query={query} except={['month', 'monthYear']} />
							<SelectField id="month-month" name="month" label="Month" required defaultValue={String(s.month + 1)} options={MONTH_OPTIONS} />
							<SelectField id="month-year" name="monthYear" label="Year" required defaultValue={String(s.monthYear)} options={years} />
						</SettingsForm>
					</PieChart>
				</div>
				<div className="chart-card" style={belowTheFold(PIE_CARD_HEIGHT)}>
					<PieChart id="year" caption={`Year: ${year!.title}`} labelHeading="Tasks" slices={year!.slices} empty={`No tasks start or are due in ${year!.title}.`}>
						<SettingsForm id="year-settings" summary="Choose a year" action="/dashboard">
							<KeepSettings query={query} except={['year']} />
							<SelectField id="year-year" name="year" label="Year" required defaultValue={String(s.year)} options={years} />
						</SettingsForm>
					</PieChart>
				</div>
				<div className="chart-card" style={belowTheFold(PIE_CARD_HEIGHT)}>
					<PieChart id="all-time" caption="All time" labelHeading="Tasks" slices={allTime!.slices} empty="You have no tasks yet." />
				</div>
			</section>

			<section aria-label="Incomplete tasks by context, folder, priority and status" className="mt-6 grid gap-6 md:grid-cols-3">
				<div className="chart-card" style={belowTheFold(countTableHeight(page.tables.contexts.rows.length))}>
					<CountTable id="contexts" caption="Context" nameHeading="Context" {...page.tables.contexts} />
				</div>
				<div className="chart-card" style={belowTheFold(countTableHeight(page.tables.folders.rows.length))}>
					<CountTable id="folders" caption="Folder" nameHeading="Folder" {...page.tables.folders} />
				</div>
				<div className="chart-card" style={belowTheFold(countTableHeight(page.tables.ps.rows.length))}>
					<CountTable id="ps" caption="Priority/Status" nameHeading="Priority / Status" {...page.tables.ps} />
				</div>
			</section>
			<p className="mt-3 text-sm text-slate-700">The tables count the incomplete tasks you own.</p>
		</>
	)
}

export function ErrorBoundary() {
	return <RouteErrorBoundary />
}

/** no interactivity here that needs React in the browser */
export const handle = noHydration
