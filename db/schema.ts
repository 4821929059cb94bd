// The data model of spec point 3, one table per entity, plus what sign-in needs.
// Times are epoch milliseconds (UTC instants); Y/N fields are booleans here and speak Y/N at the edges.

import { sql } from 'drizzle-orm'
import {
	index,
	integer,
	primaryKey,
	real,
	sqliteTable,
	text,
	uniqueIndex,
} from 'drizzle-orm/sqlite-core'

const id = () =>
	text('id')
		.primaryKey()
		.$defaultFn(() => crypto.randomUUID())

const yn = (name: string) => integer(name, { mode: 'boolean' })

export const users = sqliteTable(
	'users',
	{
		id: id(),
		/** issuer + '|' + sub of the identity that signed up */
		identitySubject: text('identity_subject').notNull(),
		email: text('email').notNull(),
		picture: text('picture'),
		goesBy: text('goes_by'),
		firstName: text('first_name').notNull(),
		lastName: text('last_name').notNull(),
		timezone: text('timezone').notNull().default('UTC'),
		country: text('country').notNull(),
		loadDefaults: yn('load_defaults').notNull().default(true),
		subscriptionTier: text('subscription_tier', { enum: ['free', 'paid'] })
			.notNull()
			.default('free'),
		subscriptionLevel: text('subscription_level').notNull().default('2020-free'),
		referralSource: text('referral_source'),
		referralCode: text('referral_code'),
		privacyPolicy: yn('privacy_policy').notNull(),
		userAgreement: yn('user_agreement').notNull(),
		stripeCustomerId: text('stripe_customer_id'),
		stripeSubscriptionId: text('stripe_subscription_id'),
		stripeProductId: text('stripe_product_id'),
		/** the subscription's creation, current period end and pending cancellation (epoch ms), as Stripe last said */
		subscriptionCreated: integer('subscription_created'),
		subscriptionPeriodEnd: integer('subscription_period_end'),
		subscriptionCancelAt: integer('subscription_cancel_at'),
		/** Stripe could not collect the last renewal: the app shows a banner until a payment succeeds */
		paymentFailed: yn('payment_failed').notNull().default(false),
		signupDate: integer('signup_date').notNull(),
		version: text('version').notNull().default('0.0.0'),
		notificationMethod: text('notification_method'),
		pushoverApiKey: text('pushover_api_key'),
		pushoverObserveQuietHours: text('pushover_observe_quiet_hours'),
		/** why Pushover refused the stored user key when a reminder was sent (cleared by saving a key again) */
		pushoverKeyProblem: text('pushover_key_problem'),
		/** the spec's dirty/incomplete flag: enrollment started but not finished */
		incomplete: yn('incomplete').notNull().default(false),
		/** the profile's Theme: follow the system's light or dark setting, or always one of them (decision 250) */
		theme: text('theme', { enum: ['system', 'light', 'dark'] }).notNull().default('system'),
		/** the profile's Keyboard shortcuts: on unless the person turns them off (issue 25, WCAG 2.1.4; decision 242) */
		keyboardShortcuts: yn('keyboard_shortcuts').notNull().default(true),
		/** after completing a folder's last next action, the toast asks for the next one (issue 26; decision 201) */
		askNextAction: yn('ask_next_action').notNull().default(true),
		/** an admin of this server (issue 53): the first person, and whom an admin makes one; ADMIN_EMAILS names more */
		isAdmin: yn('is_admin').notNull().default(false),
		/** switched off by an admin: signed out everywhere, no tokens, no app passwords, no reminders (decision 291) */
		disabledAt: integer('disabled_at'),
		/** the paid tier given by an admin, whatever Stripe says (issue 53) */
		paidGranted: yn('paid_granted').notNull().default(false),
		/** the opt-in daily agenda by mail: the local hour (0-23) it goes out at, null when off (issue 53; decision 296) */
		mailAgendaHour: integer('mail_agenda_hour'),
		/** the weekly review's reminder by mail, opt-in */
		mailReviewReminder: yn('mail_review_reminder').notNull().default(false),
	},
	(t) => [
		uniqueIndex('users_identity_subject').on(t.identitySubject),
		index('users_email').on(t.email),
	],
)

export type DefaultTaskOptions = {
	priority: string
	status: string
	folder: string
	context: string
	start: number
	due: number
	/** quick add reads dates, @contexts, #folders, !priority and * from the title (issue 25); absent means yes */
	understand?: 'Y' | 'N'
}
export type FilterItem = { group: string; field: string; operator: string; value: string }
export type TaskFilter = {
	folder?: string
	context?: string
	completed: 'A' | 'N' | 'Y'
	quickFilter: number | null
	location?: string
	filterItems: FilterItem[]
}
export type TaskSortOrder = {
	first: string
	second: string
	third: string
	firstDirection: 1 | -1
	secondDirection: 1 | -1
	thirdDirection: 1 | -1
	hideParents: boolean
	hideChildren: boolean
	expandDetail?: boolean
	/** Display Options' Comfortable rows: the roomier card of before the compact rows (issue 24) */
	comfortable?: boolean
	/** Display Options' Absolute dates: the spec's DD-MON-YYYY on the rows instead of "Today", "Tomorrow" (issue 51) */
	absoluteDates?: boolean
	/** a status board shows its empty columns too (issue 51, point 13; docs/decisions/320) */
	kanbanShowEmpty?: boolean
	/** a status board's columns in the person's order (status values; missing ones after, in the spec's order) */
	kanbanStatusOrder?: string[]
}

export const userPreferences = sqliteTable('user_preferences', {
	id: id(),
	ownerId: text('owner_id')
		.notNull()
		.unique()
		.references(() => users.id, { onDelete: 'cascade' }),
	defaultTaskOptions: text('default_task_options', { mode: 'json' })
		.$type<DefaultTaskOptions>()
		.notNull(),
	taskFilter: text('task_filter', { mode: 'json' }).$type<TaskFilter>().notNull(),
	taskSortOrder: text('task_sort_order', { mode: 'json' }).$type<TaskSortOrder>().notNull(),
	displayKanban: yn('display_kanban').notNull().default(false),
	kanbanGroup: text('kanban_group', { enum: ['context', 'folder', 'priority', 'status'] })
		.notNull()
		.default('status'),
})

export const contexts = sqliteTable(
	'contexts',
	{
		id: id(),
		ownerId: text('owner_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		private: yn('private').notNull().default(true),
		active: yn('active').notNull().default(true),
		customOrder: real('custom_order').notNull().default(0),
	},
	(t) => [index('contexts_owner').on(t.ownerId, t.customOrder)],
)

export const folders = sqliteTable(
	'folders',
	{
		id: id(),
		ownerId: text('owner_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		private: yn('private').notNull().default(true),
		active: yn('active').notNull().default(true),
		customOrder: real('custom_order').notNull().default(0),
		/** blank means Ungrouped */
		group: text('group').notNull().default(''),
	},
	(t) => [index('folders_owner').on(t.ownerId, t.customOrder)],
)

/**
 * A folder shared with another person on this server (issue 55; decisions 362, 363): their role in it. The folder and
 * its tasks stay its owner's; a member sees (viewer), changes (editor) or also shares (manager) them. Migration 0030's
 * triggers move the member's and the owner's data versions on every change, so kept pages follow (decision 364).
 */
export const folderMembers = sqliteTable(
	'folder_members',
	{
		folderId: text('folder_id')
			.notNull()
			.references(() => folders.id, { onDelete: 'cascade' }),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		role: text('role', { enum: ['viewer', 'editor', 'manager'] }).notNull(),
		addedAt: integer('added_at').notNull(),
		addedBy: text('added_by').references(() => users.id, { onDelete: 'set null' }),
	},
	(t) => [primaryKey({ columns: [t.folderId, t.userId] }), index('folder_members_user').on(t.userId)],
)

export const tasks = sqliteTable(
	'tasks',
	{
		id: id(),
		ownerId: text('owner_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		title: text('title').notNull(),
		notes: text('notes').notNull().default(''),
		added: integer('added').notNull(),
		completed: yn('completed').notNull().default(false),
		completedDate: integer('completed_date'),
		star: yn('star').notNull().default(false),
		/** the user's local midnight of the start date */
		start: integer('start'),
		/** milliseconds after local midnight, when a start time is set */
		startTime: integer('start_time'),
		/** the user's local midnight of the due date */
		due: integer('due'),
		/** milliseconds after local midnight, when a due time is set */
		dueTime: integer('due_time'),
		length: real('length'),
		/** an RRULE (without DTSTART), or empty for no repeat */
		repeat: text('repeat').notNull().default(''),
		/** the repeat choice as the user picked it (Daily, Weekly, ADVANCED ...) */
		repeatChoice: text('repeat_choice').notNull().default(''),
		/** for ADVANCED: the phrase as typed */
		repeatText: text('repeat_text').notNull().default(''),
		repeatFrom: text('repeat_from', { enum: ['due', 'completedDate'] })
			.notNull()
			.default('due'),
		repeatFinal: text('repeat_final'),
		/** minutes before; -1 never */
		remind: integer('remind').notNull().default(-1),
		remindDate: integer('remind_date'),
		remindSent: yn('remind_sent').notNull().default(false),
		folder: text('folder').notNull().default(''),
		context: text('context').notNull().default(''),
		priority: text('priority').notNull().default('unassigned'),
		status: text('status').notNull().default('none'),
		via: text('via').notNull().default('Main website'),
		parentId: text('parent_id'),
		createdFrom: text('created_from'),
		stackRank: real('stack_rank'),
		/** when the task was last changed (a trigger of migration 0011 sets it on every update; null: never since added) */
		changed: integer('changed'),
		/** set while the task waits in a template's confirmation (unconfirmed: hidden everywhere) */
		templateUseId: text('template_use_id').references(() => templateUses.id),
		/** who added it, when that is not its owner: a member of a shared folder (issue 55; decision 363) */
		createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
		/** who completed it, when that is not its owner (issue 55) */
		completedBy: text('completed_by').references(() => users.id, { onDelete: 'set null' }),
		/** a member of the task's shared folder (or its owner) it is assigned to (issue 55) */
		assignedTo: text('assigned_to').references(() => users.id, { onDelete: 'set null' }),
		/** for Delegated or Waiting: the person outside the folder it waits for, as typed (issue 55) */
		waitingFor: text('waiting_for').notNull().default(''),
	},
	(t) => [
		index('tasks_owner_completed_due').on(t.ownerId, t.completed, t.due),
		index('tasks_owner_completed_start').on(t.ownerId, t.completed, t.start),
		// sub-tasks, and whether a task has any (the template condition too, so the check reads the index only)
		index('tasks_owner_parent').on(t.ownerId, t.parentId, t.templateUseId),
		index('tasks_remind').on(t.remindSent, t.remindDate),
		// the default sort (start, due, folder; empty values last) of every list, served in order from the index so a
		// page of 25 reads little more than 25 rows (completed or not is checked on the way): the expressions are exactly those of orderBySql in app/tasks/tasks.server.ts
		index('tasks_owner_default_sort').on(
			t.ownerId,
			sql`(start + coalesce(start_time, 0)) is null`,
			sql`(start + coalesce(start_time, 0))`,
			sql`(due + coalesce(due_time, 0)) is null`,
			sql`(due + coalesce(due_time, 0))`,
			sql`nullif(folder, '') is null`,
			sql`nullif(folder, '') collate nocase`,
			t.added,
			t.id,
			// then the columns the lists filter on, so a list checks them in the index and reads only the rows it shows
			// (a selective list such as /tasks/ps/high-next walks index entries, not table rows; decision 173)
			t.templateUseId,
			t.completed,
			t.priority,
			t.status,
			t.context,
			t.folder,
			t.parentId,
			t.start,
			t.due,
		),
		// a list's count: every condition of the simple lists and the quick filters, so the count reads this index only
		// (owner, then the template condition every query has, then completed; decision 173)
		index('tasks_owner_list').on(
			t.ownerId,
			t.templateUseId,
			t.completed,
			t.priority,
			t.status,
			t.context,
			t.folder,
			t.parentId,
			t.start,
			t.due,
			t.id,
		),
		// a member's lists (decision 390): an owner's top-level tasks in the folders shared, read from the index alone
		index('tasks_owner_folder').on(t.ownerId, t.folder, t.parentId, t.id),
		index('tasks_template_use').on(t.templateUseId),
		index('tasks_owner_stack_rank').on(t.ownerId, t.stackRank),
		// the Kanban board: each column's first cards in stack-rank order (ties by rowid, the index's own last key), read
		// from the index with LIMIT instead of numbering every task of the list. Partial (ranked tasks only): the board's
		// queries say `stack_rank is not null`, the lists' never do, so these cannot change a list's plan (docs/decisions/112)
		index('tasks_owner_context_rank').on(t.ownerId, t.context, t.stackRank).where(sql`stack_rank is not null`),
		index('tasks_owner_folder_rank').on(t.ownerId, t.folder, t.stackRank).where(sql`stack_rank is not null`),
		index('tasks_owner_priority_rank').on(t.ownerId, t.priority, t.stackRank).where(sql`stack_rank is not null`),
		index('tasks_owner_status_rank').on(t.ownerId, t.status, t.stackRank).where(sql`stack_rank is not null`),
		// the dashboard's, the word cloud's and the board's counts: every column they group or filter by, so a count
		// over 10,000 tasks reads this index alone, never the rows (docs/decisions/123). Partial on a condition only
		// those queries state (`completed in (0, 1)`, true of every task), so the planner never offers it to a list
		// query: it would change the lists' plans (skip-scans for /tasks/ps/...), which the list code owns.
		// "Assigned to me" (issue 55): the few tasks assigned to a person, by that person
		index('tasks_assigned_to').on(t.assignedTo).where(sql`assigned_to is not null`),
		index('tasks_owner_analytics')
			.on(t.ownerId, t.context, t.folder, t.priority, t.status, t.completed, t.templateUseId, t.due, t.start, t.added, t.length)
			.where(sql`completed in (0, 1)`),
	],
)

/**
 * One delivery of a task's reminder, for one reminder time (spec point 5, issue 14). The row is the
 * scheduler's claim: it exists from the moment a process decides to send, so a reminder is sent at
 * most once. A new reminder time (an edit, the next instance of a repeat) is a new delivery.
 */
export const reminderDeliveries = sqliteTable(
	'reminder_deliveries',
	{
		id: id(),
		taskId: text('task_id')
			.notNull()
			.references(() => tasks.id, { onDelete: 'cascade' }),
		ownerId: text('owner_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** the task's remindDate this delivery is for */
		remindDate: integer('remind_date').notNull(),
		state: text('state', { enum: ['sending', 'retry', 'sent', 'skipped', 'failed', 'uncertain'] }).notNull(),
		attempts: integer('attempts').notNull().default(0),
		claimedAt: integer('claimed_at'),
		/** the scheduler instance holding the claim */
		claimedBy: text('claimed_by'),
		/** when a retry (or the end of a quota pause) is due */
		nextAttemptAt: integer('next_attempt_at'),
		finishedAt: integer('finished_at'),
		/** why it failed, or was skipped; shown on the task */
		outcome: text('outcome'),
	},
	(t) => [
		uniqueIndex('reminder_deliveries_task_date').on(t.taskId, t.remindDate),
		index('reminder_deliveries_state').on(t.state, t.nextAttemptAt),
	],
)

export type TemplateTask = { title: string; notes: string; children?: { title: string; notes: string }[] }

export const taskTemplates = sqliteTable(
	'task_templates',
	{
		id: id(),
		/** null for the built-in sample templates */
		ownerId: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		description: text('description').notNull(),
		tasks: text('tasks', { mode: 'json' }).$type<TemplateTask[]>().notNull(),
		added: integer('added').notNull(),
		modified: integer('modified').notNull(),
		timesUsed: integer('times_used').notNull().default(0),
		public: yn('public').notNull().default(false),
		importedFrom: text('imported_from'),
		publishedFrom: text('published_from'),
		icon: text('icon'),
		image: text('image'),
		category: text('category'),
		uses: integer('uses').notNull().default(0),
		bgVariant: text('bg_variant'),
		textVariant: text('text_variant'),
	},
	(t) => [index('task_templates_owner').on(t.ownerId, t.public)],
)

/** Who has been counted as using a template through the API's add-used: one count per person and template (issue 32). */
export const templateUseCounts = sqliteTable(
	'template_use_counts',
	{
		templateId: text('template_id')
			.notNull()
			.references(() => taskTemplates.id, { onDelete: 'cascade' }),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
	},
	(t) => [primaryKey({ columns: [t.templateId, t.userId] })],
)

/** One "Use" of a template waiting for its confirmation: its tasks exist but stay hidden until Add. */
export const templateUses = sqliteTable(
	'template_uses',
	{
		id: id(),
		ownerId: text('owner_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		templateId: text('template_id').notNull(),
		/** how many tasks were created (the M of "N of M") */
		taskCount: integer('task_count').notNull(),
		created: integer('created').notNull(),
	},
	(t) => [index('template_uses_created').on(t.created)],
)

/** our own sign-in sessions; the cookie holds only the id */
export const sessions = sqliteTable(
	'sessions',
	{
		id: text('id').primaryKey(),
		data: text('data', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
		expiresAt: integer('expires_at').notNull(),
		/** the Twentyfour user signed in with it (data.userId), so a person's sessions can be listed and ended */
		userId: text('user_id'),
		/** the browser's User-Agent when last seen, named in words on the profile */
		userAgent: text('user_agent'),
		createdAt: integer('created_at'),
		lastSeenAt: integer('last_seen_at'),
	},
	(t) => [index('sessions_expires').on(t.expiresAt), index('sessions_user').on(t.userId)],
)

/** accounts of the embedded identity provider (email and scrypt password hash) */
export const identityAccounts = sqliteTable('identity_accounts', {
	id: id(),
	email: text('email').notNull().unique(),
	passwordHash: text('password_hash').notNull(),
	givenName: text('given_name').notNull().default(''),
	familyName: text('family_name').notNull().default(''),
	picture: text('picture'),
	createdAt: integer('created_at').notNull(),
	/** the Twentyfour user id, kept like Auth0's pt_user_id app metadata */
	ptUserId: text('pt_user_id'),
	/** two-factor codes (TOTP): the secret (base32) once confirmed, the one being set up, and the last 30 s step used */
	totpSecret: text('totp_secret'),
	totpPendingSecret: text('totp_pending_secret'),
	totpLastStep: integer('totp_last_step'),
	/** wrong codes in a row, and until when codes are refused (issue 49, two-factor.ts codeWaitAfter) */
	totpFailures: integer('totp_failures').notNull().default(0),
	totpPausedUntil: integer('totp_paused_until'),
})

/** one-time recovery codes of an account with two-factor codes, stored as SHA-256 hashes (decision 212) */
export const identityRecoveryCodes = sqliteTable(
	'identity_recovery_codes',
	{
		id: id(),
		accountId: text('account_id')
			.notNull()
			.references(() => identityAccounts.id, { onDelete: 'cascade' }),
		codeHash: text('code_hash').notNull(),
		usedAt: integer('used_at'),
	},
	(t) => [index('identity_recovery_codes_account').on(t.accountId)],
)

/** WebAuthn credentials (passkeys) of an account of the embedded provider */
export const identityPasskeys = sqliteTable(
	'identity_passkeys',
	{
		id: id(),
		accountId: text('account_id')
			.notNull()
			.references(() => identityAccounts.id, { onDelete: 'cascade' }),
		/** the credential id, base64url */
		credentialId: text('credential_id').notNull().unique(),
		/** the COSE public key, base64url */
		publicKey: text('public_key').notNull(),
		counter: integer('counter').notNull().default(0),
		transports: text('transports', { mode: 'json' }).$type<string[]>(),
		name: text('name').notNull(),
		createdAt: integer('created_at').notNull(),
		lastUsedAt: integer('last_used_at'),
	},
	(t) => [index('identity_passkeys_account').on(t.accountId)],
)

/** oidc-provider's storage (sessions, grants, codes, interactions ...) */
export const oidcModels = sqliteTable(
	'oidc_models',
	{
		model: text('model').notNull(),
		id: text('id').notNull(),
		payload: text('payload', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
		expiresAt: integer('expires_at'),
		grantId: text('grant_id'),
		userCode: text('user_code'),
		uid: text('uid'),
		consumedAt: integer('consumed_at'),
	},
	(t) => [
		primaryKey({ columns: [t.model, t.id] }),
		index('oidc_models_grant').on(t.grantId),
		index('oidc_models_uid').on(t.model, t.uid),
		index('oidc_models_expires').on(t.expiresAt),
	],
)


/** Idempotency tokens of the quick add and create forms (issue 8): a repeat within a minute gets the first answer. */
export const submissionTokens = sqliteTable(
	'submission_tokens',
	{
		ownerId: text('owner_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** which form: quick-add, create or api-token */
		form: text('form').notNull(),
		token: text('token').notNull(),
		/** what the first submission answered, as JSON */
		result: text('result', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
		createdAt: integer('created_at').notNull(),
	},
	(t) => [primaryKey({ columns: [t.ownerId, t.form, t.token] }), index('submission_tokens_created').on(t.createdAt)],
)

/** Stripe webhook events already handled: each event id once (a replay changes nothing) */
export const stripeEvents = sqliteTable('stripe_events', {
	id: text('id').primaryKey(),
	type: text('type').notNull(),
	receivedAt: integer('received_at').notNull(),
})

/**
 * A paid sign-up waiting for its payment: what the wizard received, and the Stripe customer and
 * subscription (or Checkout session) made for it. The user is created only when the payment succeeded.
 */
export const pendingEnrollments = sqliteTable('pending_enrollments', {
	identitySubject: text('identity_subject').primaryKey(),
	data: text('data', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
	priceId: text('price_id').notNull(),
	customerId: text('customer_id'),
	subscriptionId: text('subscription_id'),
	checkoutSessionId: text('checkout_session_id'),
	createdAt: integer('created_at').notNull(),
})

/**
 * Personal access tokens of the JSON API (issue 16): made in the profile's API Access section, shown once,
 * stored only as a SHA-256 hash. `expiresAt` null: never expires. A revoked token is deleted.
 */
export const personalAccessTokens = sqliteTable(
	'personal_access_tokens',
	{
		id: id(),
		ownerId: text('owner_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		/** hex SHA-256 of the whole token */
		tokenHash: text('token_hash').notNull(),
		/** the token's last four characters, to tell tokens apart in the list */
		lastFour: text('last_four').notNull(),
		access: text('access', { enum: ['read', 'write'] }).notNull(),
		createdAt: integer('created_at').notNull(),
		expiresAt: integer('expires_at'),
		lastUsedAt: integer('last_used_at'),
		/** minted by the /external-api page for one call, never listed */
		ephemeral: yn('ephemeral').notNull().default(false),
	},
	(t) => [uniqueIndex('personal_access_tokens_hash').on(t.tokenHash), index('personal_access_tokens_owner').on(t.ownerId)],
)

/**
 * A number per person that changes whenever anything of theirs that a page shows changes: triggers on every table
 * with an owner (hand-written in migration 0010, listed in OWNED_TABLES of app/lib/owner-version.server.ts) add one
 * to it in the same transaction as the change. Pages computed from a person's data are kept per version and
 * computed again after a change (docs/decisions/180).
 */
export const ownerVersions = sqliteTable('owner_versions', {
	ownerId: text('owner_id')
		.primaryKey()
		.references(() => users.id, { onDelete: 'cascade' }),
	version: integer('version').notNull().default(0),
})

/**
 * What each change to a task did to the counts (docs/decisions/263): triggers on `tasks` (hand-written in migration
 * 0021) write the task's counted columns as they were (sign -1) and as they are (sign 1), in the same transaction as
 * the change. The columns carry the names of `tasks`' own, so a count's SQL reads these rows unchanged in place of the
 * table (app/tasks/kept-counts.server.ts). Only the last rows are kept: a trigger drops the oldest as it goes.
 * No foreign key: a task's deletion writes one here while its owner is deleted; the deletions clear them
 * (app/profile/deletion.server.ts), and a task deleted for ever from the trash takes its rows with it (a trigger).
 */
export const taskChanges = sqliteTable(
	'task_changes',
	{
		seq: integer('seq').primaryKey({ autoIncrement: true }),
		sign: integer('sign').notNull(),
		ownerId: text('owner_id').notNull(),
		id: text('id').notNull(),
		templateUseId: text('template_use_id'),
		completed: yn('completed').notNull(),
		priority: text('priority').notNull(),
		status: text('status').notNull(),
		context: text('context').notNull(),
		folder: text('folder').notNull(),
		parentId: text('parent_id'),
		start: integer('start'),
		due: integer('due'),
		added: integer('added').notNull(),
		length: real('length'),
	},
	// by task: a task deleted for ever from the trash takes its rows with it (migration 0022)
	(t) => [index('task_changes_owner').on(t.ownerId, t.seq), index('task_changes_task').on(t.id)],
)

/**
 * A person's calendar feed (issue 28, docs/decisions/230): the private address /calendar/{secret}.ics that calendars
 * subscribe to. The secret is the whole credential, kept in clear so the profile can show the address again; Turn off
 * deletes the row (the old address answers 404), Regenerate replaces the secret.
 */
export const calendarFeeds = sqliteTable(
	'calendar_feeds',
	{
		ownerId: text('owner_id')
			.primaryKey()
			.references(() => users.id, { onDelete: 'cascade' }),
		secret: text('secret').notNull(),
		dates: text('dates', { enum: ['due', 'start', 'both'] })
			.notNull()
			.default('due'),
		includeCompleted: yn('include_completed').notNull().default(false),
		createdAt: integer('created_at').notNull(),
	},
	(t) => [uniqueIndex('calendar_feeds_secret').on(t.secret)],
)

/**
 * A person's weekly review (issue 26, docs/decisions/200): the step they are on (null: no review under way), what the
 * review under way has done so far, and when they last finished one (the dashboard's reminder).
 */
export type ReviewTally = { decided: number; rescheduled: number; nextActions: number; completed: number; deleted: number }
export const reviewStates = sqliteTable('review_states', {
	ownerId: text('owner_id')
		.primaryKey()
		.references(() => users.id, { onDelete: 'cascade' }),
	step: integer('step'),
	/** when the review under way began: Someday tasks kept since then are done for this review */
	started: integer('started'),
	tally: text('tally', { mode: 'json' }).$type<ReviewTally>().notNull(),
	lastFinished: integer('last_finished'),
})

/**
 * The trash (issue 25, docs/decisions/243): a deleted task and its sub-tasks leave `tasks` for this table, so no list,
 * count, search, export or job of tasks can show a trashed one. `row` is the whole task row as a JSON object keyed by
 * its SQL column names (every column, so a restore puts back exactly what was there). Kept 30 days, then the primary's
 * hourly job deletes it for ever.
 */
export const trashedTasks = sqliteTable(
	'trashed_tasks',
	{
		/** the task's own id */
		id: text('id').primaryKey(),
		ownerId: text('owner_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** the task deleted by the person: itself, or for a sub-task that went with its parent, the parent */
		groupId: text('group_id').notNull(),
		deletedAt: integer('deleted_at').notNull(),
		title: text('title').notNull(),
		parentId: text('parent_id'),
		row: text('row', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
	},
	(t) => [index('trashed_tasks_owner').on(t.ownerId, t.deletedAt), index('trashed_tasks_group').on(t.ownerId, t.groupId), index('trashed_tasks_deleted').on(t.deletedAt)],
)

/**
 * What Undo needs to take back one change (issue 25, docs/decisions/244): the full prior rows of the tasks it changed,
 * the ids of the rows it created and the ids it moved to the trash. Recorded in the change's own transaction; used
 * once; gone after `expiresAt`.
 */
export type TaskUndoChange = {
	/** the rows as they were before the change (every column, as Drizzle reads them) */
	before: Record<string, unknown>[]
	/** ids of task rows the change created (the next instance of a repeating task) */
	created: string[]
	/** ids of the tasks the change moved to the trash */
	trashed: string[]
	/** a member change of a shared folder instead (issue 55; decision 394): the record's owner is who made it */
	member?: MemberUndo
	/**
	 * whose tasks these are, when not the record's owner's: a member's change to tasks of a folder shared with them
	 * (decision 403); the record's owner is who made the change, and only they may undo it
	 */
	of?: string
	/** the parts of the same change to other owners' tasks (a bulk edit of tasks of several people's folders) */
	also?: TaskUndoPart[]
}

/** one owner's part of a change to tasks (decision 403) */
export type TaskUndoPart = Pick<TaskUndoChange, 'before' | 'created' | 'trashed' | 'of'>

/** what takes back a member's role change, removal or leaving (app/sharing/members-undo.server.ts) */
export type MemberUndo = {
	kind: 'role' | 'removed' | 'left'
	folderId: string
	/** the folder's owner then: a folder handed over since is not undone into */
	folderOwnerId: string
	userId: string
	/** the role before the change; `to`: the role it set (a role change) */
	role: 'viewer' | 'editor' | 'manager'
	to?: 'viewer' | 'editor' | 'manager'
	addedAt: number
	addedBy: string | null
	/** the folder's tasks whose assignment to them the removal cleared */
	assigned: string[]
}
export const taskUndos = sqliteTable(
	'task_undos',
	{
		id: id(),
		ownerId: text('owner_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		change: text('change', { mode: 'json' }).$type<TaskUndoChange>().notNull(),
		createdAt: integer('created_at').notNull(),
		expiresAt: integer('expires_at').notNull(),
	},
	(t) => [index('task_undos_expires').on(t.expiresAt)],
)

/**
 * A task as a CalDAV object (issue 28, docs/decisions/231): the name of its address in a collection (`{name}.ics`),
 * the UID a client gave it, and the iCalendar lines we do not model, sent back unchanged. No foreign key to `tasks`:
 * a trashed and restored task keeps its address and UID.
 */
export const davObjects = sqliteTable(
	'dav_objects',
	{
		taskId: text('task_id').primaryKey(),
		ownerId: text('owner_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		uid: text('uid').notNull(),
		/** unmodelled content lines of the VTODO (unfolded, CRLF-separated), and of the VCALENDAR around it */
		extra: text('extra').notNull().default(''),
		/** the client's whole object as its last PUT sent it (null for a task made in the app), decision 280 */
		sent: text('sent'),
		/** the task's fields as they stood after that PUT (JSON of SentFields, app/dav/patch.ts) */
		sentFields: text('sent_fields'),
	},
	(t) => [
		uniqueIndex('dav_objects_owner_name').on(t.ownerId, t.name),
		index('dav_objects_owner_uid').on(t.ownerId, t.uid),
		// the sub-tasks a client sent before their parent, waiting for it (app/dav/writes.server.ts adoptWaitingChildren,
		// decision 325): a PUT looks through these few, not through every object of the person
		index('dav_objects_waiting').on(t.ownerId).where(sql`instr(extra, 'RELATED-TO;RELTYPE=PARENT:') > 0`),
	],
)

/**
 * The last change of each task for CalDAV's sync-collection (docs/decisions/231): triggers on `tasks` (migration 0019)
 * write the time of every insert, update and delete, so a delete leaves a tombstone. Purged after 60 days.
 */
export const davChanges = sqliteTable(
	'dav_changes',
	{
		taskId: text('task_id').primaryKey(),
		/** no foreign key: deleting a person cascades to their tasks, whose delete trigger writes tombstones here */
		ownerId: text('owner_id').notNull(),
		/** milliseconds; a sync token is the largest `at` a client has seen */
		at: integer('at').notNull(),
		deleted: yn('deleted').notNull().default(false),
	},
	(t) => [index('dav_changes_owner_at').on(t.ownerId, t.at)],
)

/** The server's own settings, set on /admin (issue 53): the sign-up policy, the scheduler's last run. */
export const instanceSettings = sqliteTable('instance_settings', {
	key: text('key').primaryKey(),
	value: text('value').notNull(),
	updatedAt: integer('updated_at').notNull(),
})

/** Invitations to sign up (issue 53): single use, with an expiry, optionally for one email; stored as a SHA-256 hash. */
export const invitations = sqliteTable(
	'invitations',
	{
		id: id(),
		tokenHash: text('token_hash').notNull(),
		email: text('email'),
		createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
		createdAt: integer('created_at').notNull(),
		expiresAt: integer('expires_at').notNull(),
		usedAt: integer('used_at'),
		usedByEmail: text('used_by_email'),
	},
	(t) => [uniqueIndex('invitations_token_hash').on(t.tokenHash)],
)

/**
 * A folder shared with an email that has no account yet (issue 55 point 1; decision 382): kept with the sign-up
 * invitation made for it, and made a membership when that person signs up with the invitation. Revoking the
 * invitation or deleting the folder cancels it.
 */
export const folderInvitations = sqliteTable(
	'folder_invitations',
	{
		id: id(),
		folderId: text('folder_id')
			.notNull()
			.references(() => folders.id, { onDelete: 'cascade' }),
		invitationId: text('invitation_id')
			.notNull()
			.references(() => invitations.id, { onDelete: 'cascade' }),
		email: text('email').notNull(),
		role: text('role', { enum: ['viewer', 'editor', 'manager'] }).notNull(),
		addedAt: integer('added_at').notNull(),
		addedBy: text('added_by').references(() => users.id, { onDelete: 'set null' }),
	},
	(t) => [uniqueIndex('folder_invitations_folder_email').on(t.folderId, t.email), index('folder_invitations_invitation').on(t.invitationId), index('folder_invitations_added_by').on(t.addedBy)],
)

/**
 * Password-reset links of the embedded provider (issue 53; decision 295): only the SHA-256 of the link's secret is
 * kept; a link works once (used_at) and for 30 minutes.
 */
export const passwordResetTokens = sqliteTable(
	'password_reset_tokens',
	{
		tokenHash: text('token_hash').primaryKey(),
		accountId: text('account_id')
			.notNull()
			.references(() => identityAccounts.id, { onDelete: 'cascade' }),
		createdAt: integer('created_at').notNull(),
		expiresAt: integer('expires_at').notNull(),
		usedAt: integer('used_at'),
	},
	(t) => [index('password_reset_tokens_account').on(t.accountId)],
)

/** "Forgot your password?" requests, for their limits per address typed and per account (keys are hashes) */
export const passwordResetRequests = sqliteTable(
	'password_reset_requests',
	{ key: text('key').notNull(), at: integer('at').notNull() },
	(t) => [index('password_reset_requests_key').on(t.key, t.at)],
)

/**
 * Mail other than reminders (the daily agenda, the weekly review's reminder): one row per person, kind and period
 * (a local date), claimed before the SMTP conversation, so each goes out at most once across crashes (decision 296).
 */
export const mailDeliveries = sqliteTable(
	'mail_deliveries',
	{
		id: id(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		kind: text('kind', { enum: ['agenda', 'review'] }).notNull(),
		period: text('period').notNull(),
		state: text('state', { enum: ['sending', 'sent', 'failed', 'uncertain'] }).notNull(),
		claimedAt: integer('claimed_at').notNull(),
		finishedAt: integer('finished_at'),
		outcome: text('outcome'),
	},
	(t) => [uniqueIndex('mail_deliveries_period').on(t.userId, t.kind, t.period), index('mail_deliveries_state').on(t.state, t.claimedAt)],
)

/** The instance's mail: its last delivery and its last error, for admins (mailStatus()) */
export const mailStatusRow = sqliteTable('mail_status', {
	id: integer('id').primaryKey(),
	lastDeliveryAt: integer('last_delivery_at'),
	lastErrorAt: integer('last_error_at'),
	lastError: text('last_error'),
})

/**
 * Who changed what of a task and when (issue 55 point 4; decision 384): the last 50 per task, for the detail page of a
 * task in a shared folder. Written by the task's write paths (app/sharing/history.server.ts), pruned as it is written.
 */
export const taskHistory = sqliteTable(
	'task_history',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		taskId: text('task_id')
			.notNull()
			.references(() => tasks.id, { onDelete: 'cascade' }),
		at: integer('at').notNull(),
		by: text('by').references(() => users.id, { onDelete: 'set null' }),
		/** what changed, as the page says it: "Completed", "Status: Waiting", "Assigned to Ann" */
		what: text('what').notNull(),
	},
	(t) => [index('task_history_task').on(t.taskId, t.id)],
)

/** "Ann assigned you “Buy milk”": an assignment by someone else, until its toast is shown (issue 55 point 4) */
export const assignmentNotices = sqliteTable(
	'assignment_notices',
	{
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		taskId: text('task_id')
			.notNull()
			.references(() => tasks.id, { onDelete: 'cascade' }),
		by: text('by').references(() => users.id, { onDelete: 'set null' }),
		at: integer('at').notNull(),
	},
	(t) => [primaryKey({ columns: [t.userId, t.taskId] })],
)

/**
 * When a task's status was last set (issue 55 point 3: "waiting 5 days"), written by a trigger of migration 0031 on
 * every change of `tasks.status`; no row: the status is the one the task was added with (since `tasks.added`).
 * A table of its own, not a column: the trigger then writes no row of `tasks`, so no other trigger of tasks runs again.
 */
export const taskStatusTimes = sqliteTable('task_status_times', {
	taskId: text('task_id')
		.primaryKey()
		.references(() => tasks.id, { onDelete: 'cascade' }),
	since: integer('since').notNull(),
})
