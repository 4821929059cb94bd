// The profile's Calendar and Sync section (issue 28): the private calendar feed's address, options and the steps to
// subscribe to it in the common calendars; then the CalDAV address for task apps, with the steps for each.
import { Form } from 'react-router'
import { Link } from '~/ui/link'
import type { CalendarSectionData } from '~/calendar/calendar-section.server'
import { FEED_DATE_OPTIONS, FEED_FIELDS } from '~/calendar/feed-form'
import { Button } from '~/ui/button'
import { ErrorSummary, RadioGroup, replyErrors, SaveCancel, SubmitButton, type FormReply } from '~/ui/forms'

const SUBSCRIBE_STEPS = [
	{ app: 'Google Calendar', steps: 'On a computer, Other calendars, +, From URL: paste the address, Add calendar.' },
	{ app: 'Apple Calendar', steps: 'File, New Calendar Subscription (on iPhone: Settings, Calendar, Accounts, Add Subscribed Calendar): paste the address.' },
	{ app: 'Outlook', steps: 'Add calendar, Subscribe from web: paste the address, Import.' },
	{ app: 'Thunderbird', steps: 'New Calendar, On the Network: paste the address as the location.' },
]

const CALDAV_STEPS = [
	{
		app: 'DAVx⁵ and tasks.org (Android)',
		steps: 'In DAVx⁵: +, Login with URL and user name: the CalDAV address, your email and an app password; choose the task lists to sync. tasks.org then shows them (Settings, Synchronization, DAVx⁵), or add the same details in tasks.org as a CalDAV account.',
	},
	{ app: 'Thunderbird', steps: 'New Calendar, On the Network: your email as the user name and the CalDAV address as the location, Find Calendars; give the app password when asked.' },
	{
		app: 'Apple Reminders',
		steps: 'On iPhone: Settings, Apps, Reminders (or Calendar), Accounts, Add Account, Other, Add CalDAV Account: the server address, your email and the app password. On a Mac: Internet Accounts, Add Other Account, CalDAV Account, Manual.',
	},
]

export function CalendarSyncSection({ data, reply }: { data: CalendarSectionData; reply: FormReply }) {
	return (
		<>
			<FeedPart data={data} reply={reply} />
			<CalDavPart caldav={data.caldav} />
		</>
	)
}

const READ_ONLY_FIELD = 'mt-1 mb-3 w-full rounded-md border border-slate-400 bg-white p-2 font-mono text-sm'

function CalDavPart({ caldav }: { caldav: CalendarSectionData['caldav'] }) {
	return (
		<div className="mt-8 border-t border-slate-200 pt-4">
			<h3 id="caldav-heading" className="mb-2 text-lg font-semibold">
				Tasks in your task app (CalDAV)
			</h3>
			<p className="mb-4 text-slate-700">
				Task apps that speak CalDAV show your tasks two ways: one task list per folder, plus one for tasks without a folder. What you change there
				is here at once, and the other way round. They sign in with your email and an app password: a token you create in{' '}
				<Link to="/profile/apiAccess" className="font-medium text-brand-700 underline">
					API Access
				</Link>
				. A read-only token gives read-only task lists.
			</p>
			<label htmlFor="caldav-url" className="font-medium">
				CalDAV address
			</label>
			<input id="caldav-url" readOnly value={caldav.url} spellCheck={false} className={READ_ONLY_FIELD} />
			<label htmlFor="caldav-server" className="font-medium">
				Server (for apps that ask only for a server)
			</label>
			<input id="caldav-server" readOnly value={caldav.server} spellCheck={false} className={READ_ONLY_FIELD} />
			<label htmlFor="caldav-user" className="font-medium">
				User name
			</label>
			<input id="caldav-user" readOnly value={caldav.email} spellCheck={false} className={READ_ONLY_FIELD} />
			<h4 className="mt-2 mb-2 font-semibold">Setting up</h4>
			<dl className="space-y-2 text-slate-700">
				{CALDAV_STEPS.map((s) => (
					<div key={s.app}>
						<dt className="font-semibold text-slate-900">{s.app}</dt>
						<dd>{s.steps}</dd>
					</div>
				))}
			</dl>
		</div>
	)
}

function FeedPart({ data, reply }: { data: CalendarSectionData; reply: FormReply }) {
	const { feed } = data
	if (!feed) {
		return (
			<Form method="post" action="/profile/calendarSync" preventScrollReset>
				<p className="mb-4 text-slate-700">
					A calendar feed shows your dated tasks in any calendar app that can subscribe to a calendar by its address
					(Google Calendar, Apple Calendar, Outlook, Thunderbird). The address is private: anyone who has it can read
					those tasks, and you can turn it off or replace it at any time.
				</p>
				<SubmitButton name="intent" value="turn-on" pendingText="Turning on…">
					Turn on the calendar feed
				</SubmitButton>
			</Form>
		)
	}
	const { errorOf, summary } = replyErrors(reply, FEED_FIELDS)
	const values = (reply?.initialValue ?? {}) as Record<string, string | undefined>
	return (
		<>
			<p className="mb-4 font-medium text-green-800">Your calendar feed is on.</p>
			<label htmlFor="feed-url" className="font-medium">
				Feed address
			</label>
			<p id="feed-url-hint" className="text-sm text-slate-600">
				Private: copy it into your calendar app only. Calendars read it again about every hour.
			</p>
			<input
				id="feed-url"
				readOnly
				value={feed.url}
				aria-describedby="feed-url-hint"
				spellCheck={false}
				className="mt-1 w-full rounded-md border border-slate-400 bg-white p-2 font-mono text-sm"
			/>
			<h3 className="mt-4 mb-2 font-semibold">Subscribing</h3>
			<dl className="mb-6 space-y-2 text-slate-700">
				{SUBSCRIBE_STEPS.map((s) => (
					<div key={s.app}>
						<dt className="font-semibold text-slate-900">{s.app}</dt>
						<dd>{s.steps}</dd>
					</div>
				))}
			</dl>
			<ErrorSummary errors={summary} />
			<Form method="post" action="/profile/calendarSync" preventScrollReset noValidate>
				<RadioGroup
					id="dates"
					name="dates"
					label="Dates in the calendar"
					hint="Tasks without such a date are not in the feed. A time makes a timed event; no time, an all-day one."
					defaultValue={values.dates ?? feed.dates}
					errors={errorOf('dates')}
					options={FEED_DATE_OPTIONS}
				/>
				<RadioGroup
					id="includeCompleted"
					name="includeCompleted"
					label="Include completed tasks"
					defaultValue={values.includeCompleted ?? (feed.includeCompleted ? 'yes' : 'no')}
					errors={errorOf('includeCompleted')}
					options={[
						{ value: 'yes', label: 'Yes' },
						{ value: 'no', label: 'No' },
					]}
				/>
				<SaveCancel />
			</Form>
			<Form method="post" action="/profile/calendarSync" preventScrollReset className="mt-6 border-t border-slate-200 pt-4">
				<p className="mb-2 text-slate-700">
					A new address stops the current one: calendars subscribed to it must subscribe again. Turning the feed off
					stops the address without a new one.
				</p>
				<div className="flex flex-wrap gap-3">
					<Button type="submit" variant="secondary" name="intent" value="new-address">
						Give the feed a new address
					</Button>
					<Button type="submit" variant="outline-danger" name="intent" value="turn-off">
						Turn the feed off
					</Button>
				</div>
			</Form>
		</>
	)
}
