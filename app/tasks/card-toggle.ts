// The star and complete buttons of every card on a page share one form (docs/decisions/174): each button says what it
// asks for in its own value, "star:<task id>:Y" (star it) or "complete:<task id>:N" (mark it not complete), so a
// page repeats no hidden inputs per card. A fetcher (with JavaScript) sends the same field.
// The card menu's Delete (issue 51, point 10) sends "delete:<task id>:Y" through the same form: no confirmation, the
// toast offers Undo (the trash keeps the task 30 days).
export type CardToggle = { intent: 'star' | 'complete' | 'delete'; taskId: string; on: boolean }

export const TOGGLE_FIELD = 'toggle'

export function toggleValue(intent: CardToggle['intent'], taskId: string, on: boolean) {
	return `${intent}:${taskId}:${on ? 'Y' : 'N'}`
}

/** the toggle a form asks for, or null when the value is missing or not one of ours */
export function readToggle(value: FormDataEntryValue | null | undefined): CardToggle | null {
	if (typeof value !== 'string' || value.length > 100) return null
	const match = /^(star|complete|delete):([A-Za-z0-9-]{1,64}):([YN])$/.exec(value)
	// a delete is asked for with Y only
	if (!match || (match[1] === 'delete' && match[3] !== 'Y')) return null
	return { intent: match[1] as CardToggle['intent'], taskId: match[2]!, on: match[3] === 'Y' }
}
