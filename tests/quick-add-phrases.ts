// The quick add phrases of issue 48 point 1 (docs/decisions/270): what is typed, the title it leaves and the values the
// task must get. The rule is checked for each in app/tasks/quick-add-complete.server.test.ts; the browser journey
// (tests/e2e/quick-add-complete.spec.ts) takes two of them.
export const PHRASES: { typed: string; title: string; repeats?: boolean; check?: Record<string, unknown> }[] = [
	{ typed: 'Call Bob tomorrow 5pm', title: 'Call Bob', check: { dueTime: 17 * 3600_000 } },
	{ typed: 'Standup call at 9:30', title: 'Standup call', check: { dueTime: 9.5 * 3600_000 } },
	{ typed: 'Buy stamps @Home', title: 'Buy stamps', check: { context: '@Home' } },
	{ typed: 'Pay the rent #Finances', title: 'Pay the rent', check: { folder: 'Finances' } },
	{ typed: 'Book flights !2', title: 'Book flights', check: { priority: 'high' } },
	{ typed: 'Read the contract *', title: 'Read the contract', check: { star: true } },
	{ typed: 'Water the plants every week', title: 'Water the plants', repeats: true, check: { repeatChoice: 'WEEKLY' } },
	{ typed: 'Team review every weekday at 9:30 @Work #Professional !3 *', title: 'Team review', repeats: true, check: { context: '@Work', folder: 'Professional', priority: 'top', star: true, repeatChoice: 'ADVANCED' } },
]


type Matchers = { toMatchObject(expected: Record<string, unknown>): void; toBeGreaterThan(expected: number): void; toHaveLength(expected: number): void }
type Row = { id: string; title: string; completed: boolean; createdFrom: string | null; due: number | null }

/**
 * What completing a quick-added task left in the database, checked with the caller's `expect` (vitest's or
 * Playwright's): the task completed; a repeating one's next task open and due later, any other one alone. Returns the
 * next task of a repeat.
 */
export function expectCompletedInDatabase(expect: (actual: unknown) => Matchers, rows: Row[], made: Row, repeats: boolean | undefined) {
	const mine = rows.filter((t) => t.title === made.title)
	expect(mine.find((t) => t.id === made.id)).toMatchObject({ completed: true })
	if (!repeats) {
		expect(mine).toHaveLength(1)
		return undefined
	}
	// the next one is open, due later than the one completed
	const next = mine.find((t) => t.createdFrom === made.id)!
	expect(next).toMatchObject({ completed: false })
	expect(next.due!).toBeGreaterThan(made.due!)
	return next
}
