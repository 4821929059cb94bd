// The reminder scheduler's statements (app/reminders/scheduler.server.ts): what is due, the claims that make a send
// happen at most once across processes, and how a delivery is recorded. Prepared once per scheduler.
import type Database from 'better-sqlite3'

export type Due = {
	taskId: string
	ownerId: string
	remindDate: number
	deliveryId: string | null
	state: string | null
}

/** a claimed delivery with its task and its person's settings */
export type Claimed = {
	remindDate: number
	attempts: number
	taskId: string
	title: string
	due: number | null
	dueTime: number | null
	folder: string
	context: string
	userId: string
	timezone: string
	key: string | null
	method: string | null
	quiet: string | null
	keyProblem: string | null
	/** the person was disabled by an admin (issue 53): nothing is sent to them */
	disabledAt: number | null
	/** for reminders by email: the address and the name to greet */
	email: string
	name: string
}

/** `claimExpiry`: a claim older than this is a dead process's (its wake-up time counts it) */
export function deliveryStatements(sqlite: Database.Database, claimExpiry: number) {
	return {
	// reminders due and not yet marked done; the delivery for this reminder time, if any
	due: sqlite.prepare<[number, number], Due>(`
		select t.id as taskId, t.owner_id as ownerId, t.remind_date as remindDate, d.id as deliveryId, d.state as state
		from tasks t left join reminder_deliveries d on d.task_id = t.id and d.remind_date = t.remind_date
		where t.remind_sent = 0 and t.remind_date is not null and t.remind_date <= ? and t.completed = 0 and t.remind >= 0
		  and (d.id is null or d.state not in ('sending', 'retry'))
		order by t.remind_date limit ?`),
	retries: sqlite.prepare<[number, number], { id: string; taskId: string; remindDate: number; current: boolean }>(`
		select d.id, d.task_id as taskId, d.remind_date as remindDate,
		       (t.remind_date = d.remind_date and t.completed = 0 and t.remind >= 0) as current
		from reminder_deliveries d join tasks t on t.id = d.task_id
		where d.state = 'retry' and d.next_attempt_at <= ? order by d.next_attempt_at limit ?`),
	nextWake: sqlite.prepare<[], { at: number | null }>(`
		select min(at) as at from (
		  select min(remind_date) as at from tasks where remind_sent = 0 and remind_date is not null and completed = 0 and remind >= 0
		    and not exists (select 1 from reminder_deliveries d where d.task_id = tasks.id and d.remind_date = tasks.remind_date and d.state in ('sending', 'retry'))
		  union all select min(next_attempt_at) from reminder_deliveries where state = 'retry'
		  union all select min(claimed_at) + ${Number(claimExpiry)} from reminder_deliveries where state = 'sending')`),
	// the claim of a new reminder: one conditional statement; the task must still want it
	claimNew: sqlite.prepare(`
		insert into reminder_deliveries (id, task_id, owner_id, remind_date, state, attempts, claimed_at, claimed_by)
		select @id, t.id, t.owner_id, t.remind_date, 'sending', 1, @now, @me from tasks t
		where t.id = @taskId and t.remind_date = @remindDate and t.completed = 0 and t.remind >= 0 and t.remind_sent = 0
		on conflict (task_id, remind_date) do nothing`),
	claimRetry: sqlite.prepare(`
		update reminder_deliveries set state = 'sending', attempts = attempts + 1, claimed_at = @now, claimed_by = @me
		where id = @id and state = 'retry' and next_attempt_at <= @now`),
	// a delivery that will never be sent (too late, not set up), recorded as done at once
	settleNew: sqlite.prepare(`
		insert into reminder_deliveries (id, task_id, owner_id, remind_date, state, attempts, finished_at, outcome)
		select @id, t.id, t.owner_id, t.remind_date, @state, 0, @now, @outcome from tasks t
		where t.id = @taskId and t.remind_date = @remindDate
		on conflict (task_id, remind_date) do nothing`),
	details: sqlite.prepare<[string], Claimed>(`
		select d.remind_date as remindDate, t.id as taskId, t.title, t.due, t.due_time as dueTime, t.folder, t.context,
		       u.id as userId, u.timezone, u.pushover_api_key as key, u.notification_method as method,
		       u.pushover_observe_quiet_hours as quiet, u.pushover_key_problem as keyProblem, u.disabled_at as disabledAt, d.attempts,
		       u.email, coalesce(nullif(u.goes_by, ''), u.first_name) as name
		from reminder_deliveries d join tasks t on t.id = d.task_id join users u on u.id = t.owner_id where d.id = ?`),
	finish: sqlite.prepare(`
		update reminder_deliveries set state = @state, finished_at = @now, outcome = @outcome, next_attempt_at = null
		where id = @id and state = 'sending' and claimed_by = @me`),
	retry: sqlite.prepare(`
		update reminder_deliveries set state = 'retry', next_attempt_at = @at, outcome = @outcome, attempts = attempts - @uncount
		where id = @id and state = 'sending' and claimed_by = @me`),
	markTaskDone: sqlite.prepare(`
		update tasks set remind_sent = 1 where id = (select task_id from reminder_deliveries where id = @id)
		  and remind_date = (select remind_date from reminder_deliveries where id = @id)`),
	markDoneFor: sqlite.prepare(`update tasks set remind_sent = 1 where id = @taskId and remind_date = @remindDate`),
	obsolete: sqlite.prepare(`update reminder_deliveries set state = 'skipped', finished_at = @now, outcome = @outcome where id = @id and state = 'retry'`),
	flagKey: sqlite.prepare(`update users set pushover_key_problem = @problem where id = @userId and pushover_api_key = @key`),
	stale: sqlite.prepare<[number], { id: string }>(`select id from reminder_deliveries where state = 'sending' and claimed_at <= ?`),
	markUncertain: sqlite.prepare(`
		update reminder_deliveries set state = 'uncertain', finished_at = @now, outcome = @outcome
		where id = @id and state = 'sending' and claimed_at <= @before`),
	}
}
