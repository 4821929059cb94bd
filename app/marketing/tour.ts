// The tour's slides (spec point 2, screen 22), in their order. Ids are the spec's slide names.
import type { Picture } from './pictures'
import { PICTURES } from './pictures'

export type TourSlide = {
	id: 'cardFeatures' | 'cardDashboard' | 'cardQuickAdd' | 'cardDetailAdd' | 'cardImport' | 'joinNow'
	/** short name for the slide buttons */
	label: string
	heading: string
	text: string[]
	picture: Picture
}

export const TOUR_SLIDES: TourSlide[] = [
	{
		id: 'cardFeatures',
		label: 'Features',
		heading: 'Everything a task needs',
		text: [
			'Folders, contexts, priorities, statuses, stars, start and due dates, reminders, repeat rules, sub-tasks and notes in Markdown.',
			'Lists for what to get organized, today\u2019s focus, this week and what is overdue, plus filters of your own.',
		],
		picture: PICTURES.taskList,
	},
	{
		id: 'cardDashboard',
		label: 'Dashboard',
		heading: 'See your week at a glance',
		text: [
			'The dashboard charts the tasks you created, started and are due each day of the week, with pies for the month, the year and all time.',
			'Tables count open tasks by context, folder, priority and status; each row opens the matching list.',
		],
		picture: PICTURES.dashboard,
	},
	{
		id: 'cardQuickAdd',
		label: 'Quick Add',
		heading: 'Quick Add from any page',
		text: [
			'Type a title in the menu bar and press Quick Add: the task lands in your inbox with your default folder, priority, status and dates.',
			'Sort it out later, when you process the inbox.',
		],
		picture: PICTURES.quickAdd,
	},
	{
		id: 'cardDetailAdd',
		label: 'Detailed Add',
		heading: 'Detailed Add when it matters',
		text: [
			'The full form sets every field at once: dates and times, repeat rule, reminder, folder, context, priority, status, length and notes.',
			'Add & Create New starts an empty task; Add & Create Similar keeps the fields for the next one.',
		],
		picture: PICTURES.detailAdd,
	},
	{
		id: 'cardImport',
		label: 'Data Import',
		heading: 'Bring your tasks with you',
		text: [
			'Upload an export from Toodledo and Twentyfour brings over its tasks, folders and contexts, in your timezone.',
			'Imports from other services are coming soon.',
		],
		picture: PICTURES.dataImport,
	},
	{
		id: 'joinNow',
		label: 'Join Now',
		heading: 'Start doing more with 24 hours a day',
		text: [
			'Early Adopters get every core feature for free. Early Patrons add Kanban and a personal template gallery from $2 a month.',
		],
		picture: PICTURES.joinNow,
	},
]
