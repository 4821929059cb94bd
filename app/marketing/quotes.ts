// The quotes the privacy policy shows, one picked at random on each load (spec point 2, screen 24).

export type Quote = { text: string; author: string; source?: string }

export const QUOTES: Quote[] = [
	{
		text: 'Dost thou love life? Then do not squander time; for that\u2019s the stuff life is made of.',
		author: 'Benjamin Franklin',
		source: 'Poor Richard\u2019s Almanack, 1746',
	},
	{
		text: 'It is not enough to be industrious; so are the ants. What are you industrious about?',
		author: 'Henry David Thoreau',
		source: 'letter to Harrison Blake, 1857',
	},
	{
		text: 'Time is what we want most, but what, alas! we use worst.',
		author: 'William Penn',
		source: 'Some Fruits of Solitude, 1693',
	},
	{
		text: 'While we are postponing, life speeds by.',
		author: 'Seneca',
		source: 'Letters to Lucilius, I',
	},
	{
		text: 'A man who dares to waste one hour of time has not discovered the value of life.',
		author: 'Charles Darwin',
		source: 'letter to his sister Susan, 1836',
	},
	{
		text: 'Your mind is for having ideas, not holding them.',
		author: 'David Allen',
	},
	{
		text: 'The beginning is half of the whole.',
		author: 'Greek proverb',
		source: 'quoted by Aristotle, Politics',
	},
	{
		text: 'The strongest of all warriors are these two\u2014Time and Patience.',
		author: 'Leo Tolstoy',
		source: 'War and Peace, translated by Louise and Aylmer Maude',
	},
]

/** `random` returns a number in [0, 1), like Math.random (tests pass their own). */
export function randomQuote(random: () => number = Math.random): Quote {
	const index = Math.min(QUOTES.length - 1, Math.floor(random() * QUOTES.length))
	return QUOTES[index]!
}
