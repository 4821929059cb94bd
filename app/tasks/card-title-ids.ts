// The ids of a page's card titles (decisions 174 and 254). Each card's controls are named by its title's id, repeated
// in five `aria-labelledby`s, so it is short: "t" and the first 8 characters of the task's id. It follows the task, not
// its place, so a card that moves (a task added above it) is the same HTML and stays kept. Two tasks of a page whose
// ids begin alike (about one page in 10 million) get their whole ids.
const SHORT = 8

export function cardTitleIds(taskIds: string[]): string[] {
	const short = taskIds.map((id) => id.slice(0, SHORT))
	const seen = new Map<string, number>()
	for (const s of short) seen.set(s, (seen.get(s) ?? 0) + 1)
	return taskIds.map((id, i) => `t${seen.get(short[i]!)! > 1 ? id : short[i]}`)
}
