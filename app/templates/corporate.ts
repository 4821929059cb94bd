// The corporate gallery (spec points 2 and 9): five templates that ship with the product. They are
// data, loaded at start-up by corporate.server.ts under fixed ids (so loading twice changes nothing).
import type { TemplateTask } from '#db/schema'

export type CorporateTemplate = {
	id: string
	name: string
	description: string
	category: 'birthdays' | 'anniversaries' | 'business' | 'travel'
	tasks: TemplateTask[]
}

export const CORPORATE_TEMPLATES: CorporateTemplate[] = [
	{
		id: 'corporate-general-anniversary',
		name: 'General anniversary',
		category: 'anniversaries',
		description:
			'A simple plan for any anniversary worth marking: a wedding, a first date, a work milestone or a friendship. ' +
			'Start it **three weeks ahead** so nothing is bought in a hurry.',
		tasks: [
			{
				title: 'Decide how to celebrate',
				notes:
					'Think about what the other person enjoys, not what looks impressive. A quiet dinner at home can mean more than a busy restaurant.\n\n' +
					'- Which day and time suit both of you?\n- Stay in or go out?\n- Is it a surprise?',
				children: [
					{ title: 'Check both calendars for the date', notes: 'Look for travel, late meetings or school events on the day and the evening before.' },
					{ title: 'Set a budget', notes: 'Write down one number for the gift, the meal and any extras together, so the choices below are easy.' },
				],
			},
			{
				title: 'Book the table or the activity',
				notes: 'Popular places fill up two weeks ahead at weekends. Ask for a quiet table and mention the anniversary when booking.',
				children: [],
			},
			{
				title: 'Choose and order a gift',
				notes:
					'Traditional themes by year: 1 paper, 5 wood, 10 tin, 15 crystal, 20 china, 25 silver, 30 pearl, 40 ruby, 50 gold.\n\n' +
					'Order online **at least ten days** before the date to allow for delivery problems.',
				children: [
					{ title: 'Wrap the gift', notes: 'Keep tape, paper and a gift tag together so this takes five minutes.' },
				],
			},
			{
				title: 'Write a card',
				notes: 'Mention one memory from the past year and one thing you look forward to. Three sentences are enough.',
				children: [],
			},
			{
				title: 'Confirm the plan the day before',
				notes: 'Call the restaurant, check the route and the weather, and charge your phone.',
				children: [],
			},
		],
	},
	{
		id: 'corporate-fancy-anniversary',
		name: 'Fancy anniversary',
		category: 'anniversaries',
		description:
			'For the big ones (10, 25 or 50 years): a celebration with guests, a venue and a speech. ' +
			'Start **three months ahead**; the sub-tasks break each step into things you can do in one sitting.',
		tasks: [
			{
				title: 'Set the date, budget and guest list',
				notes: 'Agree on these three first: every other decision depends on them.',
				children: [
					{ title: 'Agree on the date with the couple (or your partner)', notes: 'Offer two or three weekends; avoid school holidays if families with children are coming.' },
					{ title: 'Write the guest list', notes: 'Group it: family, friends, colleagues. Note who needs to travel and may need a place to stay.' },
					{ title: 'Fix the total budget', notes: 'A common split: venue and food 50%, drinks 15%, decoration and music 15%, photographer 10%, reserve 10%.' },
				],
			},
			{
				title: 'Book the venue and caterer',
				notes: 'Visit at least two venues. Ask about capacity, step-free access, parking, the latest finishing time and the deposit terms.',
				children: [
					{ title: 'Taste and choose the menu', notes: 'Collect dietary needs from guests when they reply, and send them to the caterer two weeks before.' },
					{ title: 'Pay the deposit and file the contract', notes: 'Write the date of the final payment into this task list as a separate task with a due date.' },
				],
			},
			{
				title: 'Send the invitations',
				notes: 'Send them **eight weeks** ahead, with the date, the address, the dress code and a reply-by date three weeks before the event.',
				children: [
					{ title: 'Chase missing replies', notes: 'A short message a week after the reply-by date is normal and polite.' },
				],
			},
			{
				title: 'Arrange music, flowers and a photographer',
				notes: 'Ask each supplier for their arrival and set-up time, and give them one contact number for the day.',
				children: [],
			},
			{
				title: 'Prepare a speech or a slideshow',
				notes:
					'Keep a speech under five minutes. For a slideshow, ask family members for photos from every decade a month ahead; ' +
					'scan old prints early.',
				children: [
					{ title: 'Rehearse the speech out loud twice', notes: 'Time it. Cut anything that needs an explanation.' },
				],
			},
			{
				title: 'Confirm final numbers with the venue',
				notes: 'Usually needed seven days before. Include suppliers who eat on site.',
				children: [],
			},
		],
	},
	{
		id: 'corporate-client-onboarding',
		name: 'On-boarding a new client',
		category: 'business',
		description:
			'From a signed agreement to the first delivered piece of work. Use it for every new client so that ' +
			'nothing in the first weeks depends on memory.',
		tasks: [
			{
				title: 'Send the welcome email',
				notes:
					'Within one working day of signing. Include:\n\n- who their main contact is, with phone and email\n' +
					'- what happens in the next two weeks\n- what you need from them, and by when',
				children: [],
			},
			{
				title: 'Set up the client in your systems',
				notes: 'Do this before the kick-off meeting so you can share links there.',
				children: [
					{ title: 'Create the client record and the invoicing details', notes: 'Check the legal name, the billing address, the tax number and where invoices must be sent.' },
					{ title: 'Create a shared folder', notes: 'One folder per client with sub-folders for contracts, briefs, deliverables and meeting notes.' },
					{ title: 'Give access to the team', notes: 'Only the people who work on the account; note who has access.' },
				],
			},
			{
				title: 'Hold the kick-off meeting',
				notes: 'Agree on goals, the scope, the people involved, how you will report progress and how often you will meet.',
				children: [
					{ title: 'Send the agenda two days before', notes: 'Ask the client to add topics. Attach anything they should read first.' },
					{ title: 'Send the meeting notes the same day', notes: 'List every decision and every action with an owner and a date.' },
				],
			},
			{
				title: 'Collect access, documents and brand material',
				notes: 'Logins, style guides, previous reports, contacts. Store passwords in the password manager, never in email.',
				children: [],
			},
			{
				title: 'Deliver the first piece of work',
				notes: 'Pick something small that shows progress within the first two weeks.',
				children: [],
			},
			{
				title: 'Check in after 30 days',
				notes: 'Ask what is going well and what should change. Write the answers into the client folder.',
				children: [],
			},
		],
	},
	{
		id: 'corporate-vacation',
		name: 'Preparing for a vacation',
		category: 'travel',
		description:
			'Everything to do before you leave for a holiday: at work, at home and for the journey. Start it ' +
			'**four weeks ahead**; most tasks take minutes once they are written down.',
		tasks: [
			{
				title: 'Check passports, visas and insurance',
				notes: 'Many countries require six months of validity left on the passport. Renewals can take weeks.',
				children: [
					{ title: 'Check entry rules for the destination', notes: "Visa, electronic travel authorisation, vaccinations: use the destination government's official site." },
					{ title: 'Buy or check travel insurance', notes: 'Make sure it covers medical costs, cancellation and any activities you plan.' },
				],
			},
			{
				title: 'Hand over work',
				notes: 'Two weeks before, tell your team and clients the dates you are away and who covers for you.',
				children: [
					{ title: 'Write a handover note', notes: 'Open items, deadlines while you are away, where files are, who decides what.' },
					{ title: 'Set the out-of-office reply', notes: 'Dates, the person to contact instead, and whether you will read messages.' },
				],
			},
			{
				title: 'Arrange the home',
				notes: 'Plants, pets, post and security.',
				children: [
					{ title: 'Arrange care for pets and plants', notes: 'Leave written instructions and the vet\'s number.' },
					{ title: 'Pause deliveries and subscriptions', notes: 'Newspapers, meal boxes, regular orders.' },
					{ title: 'Empty the fridge and take out the bins', notes: 'Do it the evening before you leave.' },
				],
			},
			{
				title: 'Pack',
				notes: 'Make the list a week before, pack two days before. Keep medicines, documents, chargers and a change of clothes in the hand luggage.',
				children: [],
			},
			{
				title: 'Tell your bank and download offline maps',
				notes: 'Check card fees abroad, note the emergency card number, download maps and tickets to the phone.',
				children: [],
			},
		],
	},
	{
		id: 'corporate-business-trip',
		name: 'Preparing for a business trip',
		category: 'travel',
		description:
			'A checklist for travelling for work: bookings within the travel policy, the meeting material, and the ' +
			'expense claim afterwards.',
		tasks: [
			{
				title: 'Confirm the purpose and the agenda',
				notes: 'Write down what the trip must achieve and whom you must meet. It decides how long you stay.',
				children: [
					{ title: 'Schedule the meetings', notes: 'Leave at least an hour between meetings in different places.' },
				],
			},
			{
				title: 'Book travel and the hotel',
				notes: 'Check the travel policy first: class of travel, hotel price limit, who approves.',
				children: [
					{ title: 'Get the approval', notes: 'Attach the agenda and the estimated cost.' },
					{ title: 'Book flights or trains', notes: 'Arrive the evening before an important morning meeting.' },
					{ title: 'Book the hotel near the meetings', notes: 'Check breakfast times and whether the room has a desk.' },
				],
			},
			{
				title: 'Prepare the meeting material',
				notes: 'Slides, samples, contracts to sign. Keep a copy offline and one printed set.',
				children: [],
			},
			{
				title: 'Pack work essentials',
				notes: 'Laptop and charger, plug adapter, business cards, ID, the company card, a notebook.',
				children: [],
			},
			{
				title: 'Keep receipts and file the expense claim',
				notes: 'Photograph every receipt on the day. File the claim within a week of coming back while you still remember each item.',
				children: [
					{ title: 'Send a trip summary', notes: 'Outcomes, agreed next steps with owners and dates, and the contacts you made.' },
				],
			},
		],
	},
]
