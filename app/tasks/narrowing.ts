// What narrows a list beyond its own rule (issue 24): the filter's Completed choice (every list follows it), the custom
// filter's conditions (the Custom list), and the Display Options that hide sub-tasks or their parents. A list shows each
// as a chip with one Clear, so a choice made once never quietly changes the lists a person reads every day.
import { count } from '~/lib/plural'

export type NarrowingInput = {
	completed: 'A' | 'N' | 'Y'
	hideChildren?: boolean
	hideParents?: boolean
	/** the custom filter's conditions, on the Custom list only (null elsewhere) */
	customConditions: number | null
}

/** the chips' words, in the order the list shows them; none for the defaults */
export function narrowings({ completed, hideChildren, hideParents, customConditions }: NarrowingInput): string[] {
	const chips: string[] = []
	if (customConditions) chips.push(`Custom filter: ${count(customConditions, 'condition')}`)
	if (completed === 'Y') chips.push('Completed tasks only')
	if (completed === 'A') chips.push('Completed tasks included')
	if (hideChildren) chips.push('Sub-tasks hidden')
	if (hideParents) chips.push('Tasks with sub-tasks hidden')
	return chips
}
