// The two tiers and the Early Patron plans (spec points 1 and 9).
import type { Tier } from './site'

export type Frequency = 'month' | 'quarter' | 'year'
export type Plan = { frequency: Frequency; priceUsd: number; months: number; label: string }

/** spec point 9: only these three Early Patron plans can be bought */
export const EARLY_PATRON_PLANS: Plan[] = [
	{ frequency: 'month', priceUsd: 3, months: 1, label: 'Monthly' },
	{ frequency: 'quarter', priceUsd: 8, months: 3, label: 'Quarterly' },
	{ frequency: 'year', priceUsd: 24, months: 12, label: 'Yearly' },
]

/** "as low as 2 USD a month": the cheapest plan per month, rounded down to whole dollars only when exact */
export function lowestMonthlyPrice(plans: Plan[] = EARLY_PATRON_PLANS) {
	return Math.min(...plans.map((p) => p.priceUsd / p.months))
}

export const formatUsd = (amount: number) =>
	Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`

export type TierFeature = { name: string; premium?: boolean }

export type TierCard = {
	tier: Tier
	name: string
	/** the subscription level stored for the tier, where it has a single one */
	level?: string
	tagline: string
	features: TierFeature[]
}

/** What both tiers include: every core feature. */
const CORE: TierFeature[] = [
	{ name: 'Tasks, sub-tasks and notes in Markdown' },
	{ name: 'Folders, folder groups and contexts' },
	{ name: 'Priorities, statuses and stars' },
	{ name: 'Start and due dates with times' },
	{ name: 'Repeating tasks' },
	{ name: 'Push reminders' },
	{ name: 'Quick add and detailed add' },
	{ name: 'Get Organized, Today\u2019s Focus, This Week and Overdue lists' },
	{ name: 'Custom filters and three-level sorting' },
	{ name: 'Dashboard and word cloud' },
	{ name: 'Import from Toodledo' },
	{ name: 'Use templates from the public gallery' },
]

/** Kanban and the personal gallery are for Early Patrons (spec point 6). */
export const PREMIUM_FEATURES: TierFeature[] = [
	{ name: 'Kanban board', premium: true },
	{ name: 'Personal gallery of private templates', premium: true },
	{ name: 'Import public templates and create your own', premium: true },
]

export const TIERS: TierCard[] = [
	{
		tier: 'free',
		name: 'Early Adopter',
		level: '2020-free',
		tagline: 'Every core feature, free.',
		features: CORE,
	},
	{
		tier: 'paid',
		name: 'Early Patron',
		tagline: 'Everything in Early Adopter, plus the premium features, and special privileges as Twentyfour grows.',
		features: [...CORE, ...PREMIUM_FEATURES],
	},
]

export function tierCard(tier: Tier) {
	return TIERS.find((t) => t.tier === tier)!
}

/** What the pricing page and the subscription section say on a server without billing (issue 53, decision 292). */
export const EVERYTHING_INCLUDED = 'This server includes everything: every account has every feature of Twentyfour, Kanban and the personal gallery too, with nothing to pay.'
/** the subscription section of a person an admin granted the paid tier */
export const GRANTED_BY_ADMIN = "This server's admin gave you the Early Patron features, with nothing to pay."
