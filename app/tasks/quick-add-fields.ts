// The parts quick add can understand (issue 25). Apart from the parser so the menu bar's preview can name them without
// bringing the date library into the page's JavaScript.
export const QUICK_ADD_FIELDS = ['due', 'context', 'folder', 'priority', 'star', 'repeat', 'length', 'assignee'] as const
export type QuickAddField = (typeof QUICK_ADD_FIELDS)[number]
