/** "1 task", "12 tasks": a count with its noun in the right number (issue 24: no more "task(s)") */
export const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** "was" or "were" for a count */
export const wasWere = (n: number) => (n === 1 ? 'was' : 'were')

/**
 * 20000 as "20,000", as `toLocaleString('en-US')` writes a whole number, without Intl: the first `toLocaleString` of
 * a process loads ICU's number formatting (about 60 ms), and the limits' messages are made when their modules load,
 * before the server listens (issue 52, decision 399). Other numbers (fractions, not finite) go to Intl as before.
 */
export function digits(n: number): string {
	if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US')
	const sign = n < 0 ? '-' : ''
	return sign + String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',')
}
