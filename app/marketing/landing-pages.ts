// The landing pages (spec point 2: home, do-more, landing2 to 4, modern): each tells the same product
// from its own angle, built from the shared blocks. The routes only pick their page from here.
import { PICTURES, type Picture } from './pictures'
import type { Tier } from './site'

// A picture with its words in a landing page's showcase, and one step of a how-it-works block.
export type Showcase = { title: string; text: string; picture: Picture; premium?: boolean }
export type Step = { title: string; text: string }

export type LandingBlock =
	| { kind: 'features'; id: string; title: string; intro: string }
	| { kind: 'steps'; id: string; title: string; intro?: string; steps: Step[] }
	| { kind: 'showcase'; id: string; title: string; intro?: string; items: Showcase[] }
	| { kind: 'pricing'; id: string; title: string; intro?: string }
	| { kind: 'gtd'; id: string; title: string; text: string }

export type LandingPage = {
	path: string
	/** the document title */
	title: string
	description: string
	hero: { kicker?: string; heading: string; tagline?: string; lead: string; picture?: Picture; dark?: boolean; tier: Tier }
	blocks: LandingBlock[]
	join: { title: string; text: string; tier: Tier }
}

const FEATURES_INTRO = 'Point at a feature, tap it or move to it with the Tab key to read what it does.'

const GTD_BLOCK: LandingBlock = {
	kind: 'gtd',
	id: 'gtd',
	title: 'Made for Getting Things Done',
	text: 'Capture into an inbox, decide next actions, work by context, track what you are waiting for, park someday ideas and review every week: Twentyfour has a place for each step of the method.',
}

export const SHOWCASE = {
	dashboard: {
		title: 'Dashboard',
		text: 'A column chart of the tasks you created, started and are due on each day of the week, pies for the month, the year and all time, and tables that open the matching list in one click.',
		picture: PICTURES.dashboard,
	},
	quickAdd: {
		title: 'Quick Add',
		text: 'A Task Title box in the menu bar of every page. Type, press Quick Add, and the task lands in your inbox with your default folder, priority, status and dates.',
		picture: PICTURES.quickAdd,
	},
	detailAdd: {
		title: 'Detailed Add',
		text: 'Every field in one form: dates and times, repeat, reminder, folder, context, priority, status, length and Markdown notes. Add & Create Similar keeps the fields for the next task.',
		picture: PICTURES.detailAdd,
	},
	kanban: {
		title: 'Kanban board',
		text: 'See your tasks as cards in columns by status, context, folder or priority, and drag a card to another column to change it. Top and high priorities get a red edge, medium a yellow one.',
		picture: PICTURES.kanban,
		premium: true,
	},
	taskList: {
		title: 'Lists that answer "what now?"',
		text: 'Get Organized, Today\u2019s Focus, This Week and Overdue are one click away, and the Jump To sidebar lists any context, folder, priority or status.',
		picture: PICTURES.taskList,
	},
	dataImport: {
		title: 'Data import',
		text: 'Leaving Toodledo? Upload its export file and your tasks, folders and contexts come along, dates in your timezone.',
		picture: PICTURES.dataImport,
	},
} satisfies Record<string, Showcase>

export const HOME: LandingPage = {
	path: '/home',
	title: 'Twentyfour: doing more with 24 hours a day',
	description:
		'Twentyfour is a personal task manager with folders, contexts, priorities, reminders, repeating tasks, templates and a dashboard. Free for Early Adopters.',
	hero: {
		heading: 'Twentyfour',
		tagline: 'doing more with 24 hours a day',
		lead: 'A personal task manager for students and business people alike: capture a task in seconds, organize it with folders, contexts, priorities and statuses, and see what matters today.',
		picture: PICTURES.taskList,
		tier: 'free',
	},
	blocks: [
		{ kind: 'features', id: 'features', title: 'Features', intro: FEATURES_INTRO },
		{
			kind: 'steps',
			id: 'how-it-works',
			title: 'How it works',
			steps: [
				{ title: 'Capture', text: 'Quick Add a task from any page the moment you think of it. It waits in your inbox.' },
				{
					title: 'Organize',
					text: 'Give it a folder, a context, a priority, a status and dates, or a repeat rule and a reminder.',
				},
				{ title: 'Do and review', text: 'Work from Today\u2019s Focus, and look back at your week on the dashboard.' },
			],
		},
		GTD_BLOCK,
		{ kind: 'pricing', id: 'pricing', title: 'Pricing', intro: 'Every core feature is free. Early Patrons add Kanban and a personal template gallery.' },
	],
	join: {
		title: 'Start doing more today',
		text: 'Sign up in a minute. Starter folders, contexts and tasks are ready when you arrive.',
		tier: 'free',
	},
}

export const DO_MORE: LandingPage = {
	path: '/landing/do-more',
	title: 'Do more with 24 hours a day | Twentyfour',
	description:
		'Twenty-four hours is all anyone gets. Twentyfour keeps every task in one place and shows you what to do next, today and this week.',
	hero: {
		kicker: 'Twentyfour',
		heading: 'Do more with 24 hours a day',
		lead: 'Twenty-four hours is all anyone gets. Twentyfour helps you spend them on what matters: one place for every task, and a clear view of what to do next.',
		picture: PICTURES.taskList,
		tier: 'free',
	},
	blocks: [
		{
			kind: 'steps',
			id: 'a-day',
			title: 'A day, planned in minutes',
			steps: [
				{ title: 'Morning', text: 'Open Today\u2019s Focus: everything that starts or is due today, starred tasks first if you sort that way.' },
				{ title: 'All day', text: 'Quick Add whatever comes up, from any page, without losing your place.' },
				{
					title: 'Evening',
					text: 'Tick off what you did. Repeating tasks come back on their next date; the rest moves to Get Organized.',
				},
			],
		},
		{ kind: 'features', id: 'features', title: 'Everything a task needs', intro: FEATURES_INTRO },
		{ kind: 'showcase', id: 'see-it', title: 'See it working', items: [SHOWCASE.quickAdd, SHOWCASE.dashboard] },
	],
	join: { title: 'Make the most of your 24 hours', text: 'Every core feature is free for Early Adopters.', tier: 'free' },
}

export const LANDING_2: LandingPage = {
	path: '/landing/2',
	title: 'Every task in its place | Twentyfour',
	description:
		'Folders and folder groups, contexts, priorities, statuses and stars: Twentyfour gives every task a place and every list an order.',
	hero: {
		kicker: 'Organize',
		heading: 'Every task in its place',
		lead: 'Folders and folder groups for the areas of your life, contexts for where you can act, priorities, statuses and stars for what comes first. Then let the lists sort themselves.',
		picture: PICTURES.taskList,
		tier: 'free',
	},
	blocks: [
		{ kind: 'showcase', id: 'organize', title: 'Your way of organizing', items: [SHOWCASE.taskList, SHOWCASE.kanban] },
		{ kind: 'features', id: 'features', title: 'All the features', intro: FEATURES_INTRO },
		{ kind: 'pricing', id: 'pricing', title: 'Pricing' },
	],
	join: { title: 'Put your tasks in order', text: 'Sign up free and start with ready-made folders and contexts.', tier: 'free' },
}

export const LANDING_3: LandingPage = {
	path: '/landing/3',
	title: 'Plan the week, then focus on today | Twentyfour',
	description:
		'Get Organized, This Week, Today\u2019s Focus and a dashboard of your week: Twentyfour turns a long list into a plan.',
	hero: {
		kicker: 'Plan',
		heading: 'Plan the week, then focus on today',
		lead: 'A long list is not a plan. Twentyfour sorts what you missed, what this week holds and what today asks of you, and charts how your week is going.',
		picture: PICTURES.dashboard,
		tier: 'free',
	},
	blocks: [
		{
			kind: 'steps',
			id: 'plan',
			title: 'From list to plan',
			steps: [
				{ title: 'Get Organized', text: 'Everything that was meant to start or finish before today, in one list to reschedule or finish.' },
				{ title: 'This Week', text: 'Monday to Sunday at a glance; page forward to plan the next week.' },
				{ title: 'Today\u2019s Focus', text: 'Only what starts or is due today. Page a day ahead when today is done.' },
			],
		},
		{ kind: 'showcase', id: 'see-it', title: 'See where your time goes', items: [SHOWCASE.dashboard, SHOWCASE.detailAdd] },
		{ kind: 'features', id: 'features', title: 'Features', intro: FEATURES_INTRO },
		GTD_BLOCK,
	],
	join: { title: 'Plan your next week', text: 'Free for Early Adopters, with starter tasks to show you around.', tier: 'free' },
}

export const LANDING_4: LandingPage = {
	path: '/landing/4',
	title: 'Start free, go further as an Early Patron | Twentyfour',
	description:
		'Early Adopters get every core feature of Twentyfour free. Early Patrons add Kanban and a personal template gallery, from $2 a month.',
	hero: {
		kicker: 'Pricing',
		heading: 'Start free, go further as an Early Patron',
		lead: 'Early Adopters get every core feature for free. Early Patrons add a Kanban board and a personal gallery of private templates, from $2 a month, and special privileges as Twentyfour grows.',
		picture: PICTURES.joinNow,
		tier: 'free',
	},
	blocks: [
		{ kind: 'pricing', id: 'pricing', title: 'Choose your tier' },
		{ kind: 'showcase', id: 'premium', title: 'What Early Patrons add', items: [SHOWCASE.kanban] },
		{ kind: 'features', id: 'features', title: 'Every feature', intro: FEATURES_INTRO },
	],
	join: { title: 'Try it free first', text: 'You can become an Early Patron later, from your profile.', tier: 'free' },
}

export const MODERN: LandingPage = {
	path: '/modern',
	title: 'A task manager that keeps up with you | Twentyfour',
	description:
		'Twentyfour is a fast, mobile-friendly task manager: Quick Add from any page, Markdown notes, Kanban, templates, reminders and data import.',
	hero: {
		kicker: 'Twentyfour',
		heading: 'A task manager that keeps up with you',
		lead: 'Fast on a phone and on a desktop, pages that work even on a slow connection, Markdown notes, reminders on your phone, and templates for the checklists you repeat.',
		picture: PICTURES.kanban,
		dark: true,
		tier: 'free',
	},
	blocks: [
		{
			kind: 'showcase',
			id: 'tour',
			title: 'Add, plan and move on',
			items: [SHOWCASE.quickAdd, SHOWCASE.detailAdd, SHOWCASE.dataImport],
		},
		{ kind: 'features', id: 'features', title: 'Features', intro: FEATURES_INTRO },
	],
	join: { title: 'Try Twentyfour', text: 'Free for Early Adopters. No card needed.', tier: 'free' },
}

export const LANDING_PAGES = [HOME, DO_MORE, LANDING_2, LANDING_3, LANDING_4, MODERN]

/** The landing page at `pathname` (one route module serves them all, see app/routes.ts). */
export const landingPage = (pathname: string | undefined) =>
	LANDING_PAGES.find((page) => page.path === pathname?.replace(/(.)\/$/, '$1'))
