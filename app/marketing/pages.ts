// Titles, descriptions and opening lines of the public pages that are not landing pages.
export type PageCopy = { path: string; title: string; description: string; heading: string; lead: string }

export const FEATURES_PAGE: PageCopy = {
	path: '/features/4',
	title: 'Features | Twentyfour',
	description:
		'Every Twentyfour feature: contexts, custom filters, dashboard, data import, dates, folders, Kanban, Markdown notes, priorities, reminders, repeating tasks, templates and more.',
	heading: 'Features',
	lead: 'Everything Twentyfour does, in one place. Point at a feature, tap it or move to it with the Tab key to read what it does.',
}

export const PRICING_PAGE: PageCopy = {
	path: '/pricing/4',
	title: 'Pricing | Twentyfour',
	description:
		'Early Adopter is free with every core feature. Early Patron adds Kanban and a personal template gallery for $3 a month, $8 a quarter or $24 a year.',
	heading: 'Pricing',
	lead: 'Every core feature is free for Early Adopters. Early Patrons add Kanban and a personal template gallery, from as low as $2 a month, and get special privileges as Twentyfour grows.',
}

export const PRICING_QUESTIONS: { question: string; answer: string }[] = [
	{
		question: 'Which plans can I buy?',
		answer: 'Early Patron comes monthly for $3, quarterly for $8 or yearly for $24, which works out at $2 a month.',
	},
	{
		question: 'How do I pay?',
		answer: 'By card. Payments are processed by Stripe; Twentyfour never sees or stores your card number.',
	},
	{
		question: 'Can I change or cancel later?',
		answer: 'Yes, in the Subscription section of your profile. A change between Early Patron plans applies at once; moving back to Early Adopter cancels the plan at the end of the period you paid for.',
	},
]

export const TOUR_PAGE: PageCopy = {
	path: '/tour',
	title: 'Tour | Twentyfour',
	description:
		'A tour of Twentyfour in six slides: features, dashboard, Quick Add, Detailed Add, data import from Toodledo, and how to join.',
	heading: 'Tour',
	lead: 'Six slides, at your own pace: use the slide buttons, Previous and Next, or swipe.',
}

export const TOUR4_PAGE: PageCopy = {
	path: '/tours/4',
	title: 'A walk through Twentyfour | Twentyfour',
	description:
		'Walk through Twentyfour step by step: features, dashboard, Quick Add, Detailed Add, data import and joining, on one page.',
	heading: 'A walk through Twentyfour',
	lead: 'The whole tour on one page, step by step. Scroll at your own pace, or jump to a step.',
}

export const LEARN_MORE_PAGE: PageCopy = {
	path: '/learn-more',
	title: 'Getting Things Done with Twentyfour',
	description:
		'How Twentyfour fits the Getting Things Done method: inbox, next actions, contexts, waiting for, someday/maybe and the weekly review.',
	heading: 'Getting Things Done with Twentyfour',
	lead: 'Twentyfour is compatible with the Getting Things Done method by David Allen. Here is where each of its practices lives in the app.',
}

export const UI_PAGE: PageCopy = {
	path: '/ui',
	title: 'Layout grid | Twentyfour',
	description: 'The responsive grid of Twentyfour\u2019s pages: eight numbered cells in one, two or four columns.',
	heading: 'Layout grid',
	lead: 'The grid the public pages are laid out on: one column on a phone, two on a tablet and four on a wide screen. Resize the window to watch the eight cells reflow.',
}
