// The learn-more page: how Twentyfour fits the Getting Things Done method, practice by practice.

export type GtdPractice = {
	id: 'inbox' | 'next-actions' | 'contexts' | 'waiting' | 'someday' | 'weekly-review'
	name: string
	/** what the method asks of you */
	method: string
	/** where that lives in Twentyfour */
	inTwentyfour: string
	/** the page of the app that does it (for signed-in people) */
	where: string
}

export const GTD_PRACTICES: GtdPractice[] = [
	{
		id: 'inbox',
		name: 'Inbox',
		method: 'Capture everything that has your attention in one trusted place, without deciding anything yet.',
		inTwentyfour:
			'Quick Add sits in the menu bar of every page. A task you add there has no status yet, so it waits in the GTD Inbox until you process it.',
		where: 'GTD Inbox',
	},
	{
		id: 'next-actions',
		name: 'Next actions',
		method: 'For each item, decide the very next physical action, and keep those actions on a list you can work from.',
		inTwentyfour:
			'Set the status to Next Action. Today\u2019s Focus and This Week list what starts or is due, and a custom filter on status Next Action gives you the whole list.',
		where: 'Today\u2019s Focus, This Week, Custom',
	},
	{
		id: 'contexts',
		name: 'Contexts',
		method: 'Group actions by the place, tool or person they need, so you only see what you can do where you are.',
		inTwentyfour:
			'Every task takes a context such as @Home, @Work or @Shopping. The sidebar jumps to a context\u2019s list, and you can add, rename, reorder or retire contexts in your profile.',
		where: 'Jump To: Context',
	},
	{
		id: 'waiting',
		name: 'Waiting for',
		method: 'Track what you delegated or are waiting on from others, so nothing falls through the cracks.',
		inTwentyfour:
			'Mark such tasks Waiting or Delegated. The list by status shows them together, and a reminder can nudge you to follow up.',
		where: 'Jump To: Status',
	},
	{
		id: 'someday',
		name: 'Someday/maybe',
		method: 'Park ideas you are not committed to yet, out of the way of today\u2019s work but not forgotten.',
		inTwentyfour:
			'Give them the status Someday (or Postponed or On Hold). They stay out of your working lists until the weekly review brings them back.',
		where: 'Jump To: Status',
	},
	{
		id: 'weekly-review',
		name: 'Weekly review',
		method: 'Once a week, get clear, get current and get creative: empty the inbox, review every list and choose the coming week.',
		inTwentyfour:
			'Get Organized gathers what was due or meant to start before today. The dashboard charts the week, and This Week pages forward to plan the next one. The starter task Process Inbox repeats every two days to keep the habit.',
		where: 'Get Organized, Dashboard, This Week',
	},
]

export const GTD_TRADEMARK_NOTE =
	'Getting Things Done\u00ae and GTD\u00ae are registered trademarks of the David Allen Company. Twentyfour is not affiliated with or endorsed by the David Allen Company.'
