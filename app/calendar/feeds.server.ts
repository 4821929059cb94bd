// The calendar feed's storage and answer (issue 28, docs/decisions/230): one feed per person, found by its secret.
// The answer is kept per owner version (decision 180), so a calendar polling an unchanged feed gets 304 at once.
import crypto from 'node:crypto'
import { and, asc, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm'
import { calendarFeeds, tasks } from '#db/schema'
import { getUserById, type User } from '~/identity/users.server'
import { db } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { LeastRecentlyUsed } from '~/lib/least-recently-used'
import { fullName } from '~/profile/profile.server'
import { visibleTasksSql } from '~/sharing/access.server'
import { feedCalendar, type FeedDates } from './feed'

export type CalendarFeed = typeof calendarFeeds.$inferSelect

/** 32 random bytes: the address is the only credential a calendar app can keep */
const newSecret = () => crypto.randomBytes(32).toString('base64url')

export function getFeed(ownerId: string): CalendarFeed | undefined {
	return db().select().from(calendarFeeds).where(eq(calendarFeeds.ownerId, ownerId)).get()
}

export const feedPath = (feed: Pick<CalendarFeed, 'secret'>) => `/calendar/${feed.secret}.ics`

/** Turns the feed on with a new address, or gives the feed a new address (the old one answers 404 from now). */
export function newFeedAddress(ownerId: string, now = Date.now()) {
	const secret = newSecret()
	db()
		.insert(calendarFeeds)
		.values({ ownerId, secret, createdAt: now })
		.onConflictDoUpdate({ target: calendarFeeds.ownerId, set: { secret, createdAt: now } })
		.run()
}

export function saveFeedOptions(ownerId: string, options: { dates: FeedDates; includeCompleted: boolean }) {
	db().update(calendarFeeds).set(options).where(eq(calendarFeeds.ownerId, ownerId)).run()
}

/** Turn off: the address answers 404 from now. */
export function turnOffFeed(ownerId: string) {
	db().delete(calendarFeeds).where(eq(calendarFeeds.ownerId, ownerId)).run()
}

/**
 * the tasks the feed shows: the person's own and those of folders shared with them (issue 55 point 2, decision 379;
 * the one visibility rule, `visibleTasksSql`), confirmed, with a date of the chosen kind, done ones only when asked
 */
function feedTasks(feed: CalendarFeed) {
	const dated: Record<FeedDates, SQL | undefined> = {
		due: isNotNull(tasks.due),
		start: isNotNull(tasks.start),
		both: or(isNotNull(tasks.due), isNotNull(tasks.start)),
	}
	return db()
		.select({
			id: tasks.id, title: tasks.title, notes: tasks.notes, completed: tasks.completed, completedDate: tasks.completedDate,
			star: tasks.star, start: tasks.start, startTime: tasks.startTime, due: tasks.due, dueTime: tasks.dueTime,
			length: tasks.length, repeat: tasks.repeat, repeatFrom: tasks.repeatFrom, folder: tasks.folder, context: tasks.context,
			priority: tasks.priority, status: tasks.status,
		})
		.from(tasks)
		.where(
			and(
				visibleTasksSql(feed.ownerId),
				isNull(tasks.templateUseId),
				dated[feed.dates],
				feed.includeCompleted ? undefined : eq(tasks.completed, false),
			),
		)
		.orderBy(asc(tasks.added), asc(tasks.id))
		.all()
}

type KeptFeed = { etag: string; lastModified: string; body: string }
/** the last answer per person, weighed in characters (a 10,000-task feed is about 4 MB) */
const kept = new LeastRecentlyUsed<KeptFeed>(64 * 1024 * 1024, (k) => k.body.length)

/**
 * What the feed depends on besides the tasks: its options, the person's zone (dates and times) and name, the site
 * address. The tasks are in `dataVersion`, which counts the versions of the owners sharing folders with the person
 * and moves with every change of their membership (decision 364): a member's feed is never kept past a change.
 */
function feedEtag(feed: CalendarFeed, user: User, origin: string) {
	const settings = crypto.createHash('sha256').update(`${feed.secret}|${feed.dates}|${feed.includeCompleted}|${user.timezone}|${fullName(user)}|${origin}`)
	return `"${user.dataVersion ?? 'x'}-${settings.digest('base64url').slice(0, 16)}"`
}

function keptFeed(feed: CalendarFeed, user: User, now: number): KeptFeed {
	const origin = env().publicUrl
	const etag = feedEtag(feed, user, origin)
	const found = kept.get(feed.ownerId)
	if (found?.etag === etag && user.dataVersion !== undefined) return found
	const body = feedCalendar(feedTasks(feed), { dates: feed.dates, timeZone: user.timezone, origin, now }, `Twentyfour: ${fullName(user)}`)
	// HTTP dates count seconds: a change within the second of the last answer still moves Last-Modified on
	const seconds = Math.max(Math.floor(now / 1000), found ? Date.parse(found.lastModified) / 1000 + 1 : 0)
	const made = { etag, lastModified: new Date(seconds * 1000).toUTCString(), body }
	kept.set(feed.ownerId, made)
	return made
}

/** The answer to GET /calendar/{secret}.ics: the feed, 304 when the calendar has it already, 404 for no such feed. */
export function feedResponse(request: Request, secret: string, now = Date.now()): Response {
	const feed = secret ? db().select().from(calendarFeeds).where(eq(calendarFeeds.secret, secret)).get() : undefined
	const user = feed && getUserById(feed.ownerId)
	if (!feed || !user || user.incomplete) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
	const answer = keptFeed(feed, user, now)
	const headers = {
		ETag: answer.etag,
		'Last-Modified': answer.lastModified,
		'Cache-Control': 'private, no-cache',
		'X-Robots-Tag': 'noindex',
	}
	const ifNoneMatch = request.headers.get('If-None-Match')
	const ifModifiedSince = Date.parse(request.headers.get('If-Modified-Since') ?? '')
	const fresh = ifNoneMatch
		? ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === answer.etag || t.trim() === '*')
		: ifModifiedSince >= Date.parse(answer.lastModified)
	if (fresh) return new Response(null, { status: 304, headers })
	return new Response(request.method === 'HEAD' ? null : answer.body, {
		headers: { ...headers, 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': 'inline; filename="twentyfour.ics"' },
	})
}
