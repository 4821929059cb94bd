// The illustrations of the public pages: SVG drawings of Twentyfour's screens in public/images,
// each under 100 KB, with its intrinsic size so the page does not shift while it loads.

export type Picture = { src: string; width: number; height: number; alt: string }

const picture = (name: string, alt: string, width = 640, height = 400): Picture => ({
	src: `/images/${name}.svg`,
	width,
	height,
	alt,
})

export const PICTURES = {
	taskList: picture(
		'task-list',
		'A Twentyfour task list: rows with a star, a checkbox, the title, start and due dates, folder, context and priority.',
	),
	dashboard: picture(
		'dashboard',
		'The dashboard: a column chart of the tasks of each day of this week beside pie charts of the month and the year.',
	),
	quickAdd: picture('quick-add', 'The menu bar with the Task Title box and the Quick Add button, and the new task at the top of the inbox.'),
	detailAdd: picture(
		'detail-add',
		'The Create Task form with title, start and due dates, repeat, reminder, folder, context, priority and status.',
	),
	dataImport: picture('data-import', 'An export file from Toodledo being turned into Twentyfour tasks, folders and contexts.'),
	joinNow: picture('join-now', 'A clock face with a check mark beside the two tiers, Early Adopter and Early Patron.'),
	kanban: picture('kanban', 'A Kanban board with columns Next Action, Active, Waiting and Someday, each holding task cards.'),
	gtdFlow: picture(
		'gtd-flow',
		'Getting Things Done in Twentyfour: the inbox is processed into next actions, waiting, someday and reference, and the weekly review looks back over them.',
		800,
		360,
	),
} satisfies Record<string, Picture>
