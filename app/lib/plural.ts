/** "1 task", "12 tasks": a count with its noun in the right number (issue 24: no more "task(s)") */
export const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** "was" or "were" for a count */
export const wasWere = (n: number) => (n === 1 ? 'was' : 'were')
