// The profile's Calendar and Sync section (issue 28): the private calendar feed's address, options and the steps to
// subscribe to it in the common calendars.
import { Form } from 'react-router'
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

const SYNC_STEPS = [
	{ app: 'Android (DAVx⁵ with tasks.org or jtx Board)', steps: 'In DAVx⁵, +, Login with URL and user name: the base URL above, your email, the app password. Choose the task lists to sync, then open them in tasks.org.' },
	{ app: 'Thunderbird', steps: 'Tasks, New Calendar, On the Network: your email and the base URL; enter the app password when asked. Each folder is a calendar of tasks.' },
	{ app: 'Apple Reminders (iPhone, iPad, Mac)', steps: 'Settings, Apps, Reminders, Accounts, Add Account, Other, Add CalDAV Account: server as the base URL, your email, the app password.' },
]

/** CalDAV: the address and the steps for the common task apps (issue 28, decision 231) */
function TaskSync({ caldav }: { caldav: CalendarSectionData['caldav'] }) {
	return (
		<section aria-labelledby="caldav-heading" className="mt-8 border-t border-slate-200 pt-4">
			<h3 id="caldav-heading" className="mb-2 font-semibold">
				Your tasks in a task app (CalDAV)
			</h3>
			<p className="mb-4 text-slate-700">
				Phone and desktop task apps that speak CalDAV show and change your tasks: each folder is a task list, with one more
				for tasks without a folder. Changes go both ways at each sync. Sign in with your email and an app password: a
				personal access token from API Access (a read-only token gives read-only lists).
			</p>
			<label htmlFor="caldav-url" className="font-medium">
				Base URL
			</label>
			<input
				id="caldav-url"
				readOnly
				value={caldav.url}
				spellCheck={false}
				className="mt-1 mb-2 w-full rounded-md border border-slate-400 bg-white p-2 font-mono text-sm"
			/>
			<p className="mb-4 text-slate-700">
				User name: <span className="font-mono">{caldav.email}</span>.{' '}
				<a href={caldav.tokens} className="font-medium text-brand-700 underline">
					Make an app password in API Access
				</a>
				.
			</p>
			<dl className="space-y-2 text-slate-700">
				{SYNC_STEPS.map((s) => (
					<div key={s.app}>
						<dt className="font-semibold text-slate-900">{s.app}</dt>
						<dd>{s.steps}</dd>
					</div>
				))}
			</dl>
		</section>
	)
}

export function CalendarSyncSection({ data, reply }: { data: CalendarSectionData; reply: FormReply }) {
	return (
		<>
			<FeedPart data={data} reply={reply} />
			<TaskSync caldav={data.caldav} />
		</>
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
