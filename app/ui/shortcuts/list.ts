// The keyboard shortcuts as the help lists them (the dialog, /help/shortcuts): the keys and what each does.
// Their rules are in ./keys.ts; a test checks that every key listed here does what it says there.

export type ShortcutGroup = { heading: string; shortcuts: { keys: string[]; then?: string; does: string }[] }

export const SHORTCUT_GROUPS: ShortcutGroup[] = [
	{
		heading: 'Anywhere',
		shortcuts: [
			{ keys: ['?'], does: 'Show the keyboard shortcuts' },
			{ keys: ['/'], does: 'Search tasks' },
			{ keys: ['q'], does: 'Quick add (Create Task on a narrow screen)' },
			{ keys: ['n'], does: 'Create Task' },
		],
	},
	{
		heading: 'Task cards',
		shortcuts: [
			{ keys: ['j'], does: 'Next card' },
			{ keys: ['k'], does: 'Previous card' },
			{ keys: ['x'], does: 'Complete the card (or reopen it)' },
			{ keys: ['s'], does: 'Star the card (or unstar it)' },
			{ keys: ['e'], does: 'Edit the card' },
			{ keys: ['Enter'], does: 'Open the card’s detail (as its title does)' },
		],
	},
	{
		heading: 'Go to',
		shortcuts: [
			{ keys: ['g'], then: 'i', does: 'GTD Inbox' },
			{ keys: ['g'], then: 't', does: 'Today’s Focus' },
			{ keys: ['g'], then: 'd', does: 'Dashboard' },
			{ keys: ['g'], then: 'k', does: 'Kanban (All Tasks as a board, or Display Options to turn the board on)' },
		],
	},
]

/** where `g` and a second key go; Kanban is a way of showing a list, so `g k` depends on the Display Options */
export const GO_TO = {
	goInbox: '/gtd/tasks/inbox',
	goFocus: '/tasks/todays-focus',
	goDashboard: '/dashboard',
	/** All Tasks: a board when Kanban is on */
	goKanban: '/tasks',
	/** where `g k` goes while the board is off (or the person is not premium): the switch that turns it on */
	goKanbanOff: '/tasks/display-options?returnTo=%2Ftasks',
	create: '/tasks/create/new',
	help: '/help/shortcuts',
} as const
