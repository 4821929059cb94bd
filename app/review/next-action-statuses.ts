// Apart from ./steps.ts (and its date library), so that the completion prompt in every page's root carries only this.

/** the statuses that count as a folder's next action (step 4 and the completion prompt) */
export const NEXT_ACTION_STATUSES = ['next', 'active'] as const
