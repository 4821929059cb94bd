// Row visibility of spec point 4: a parent with children is hidden when hideParents is set; a child
// is hidden when hideChildren is set; a parent without children is always shown.
export function isRowVisible(
	task: { parentId: string | null },
	childCount: number,
	options: { hideParents: boolean; hideChildren: boolean },
) {
	if (task.parentId) return !options.hideChildren
	if (childCount > 0) return !options.hideParents
	return true
}
