// Filter Tasks over the tasks page (JavaScript only; loaded when first opened).
import type { FilterItem } from '#db/schema'
import { FilterForm, type FilterLists } from './filter-form'
import TaskDialog from './task-dialog'

export default function FilterDialog({
	onClose,
	...props
}: {
	rows: FilterItem[]
	completed: 'A' | 'N' | 'Y'
	lists: FilterLists
	returnTo: string
	onClose: () => void
}) {
	return (
		<TaskDialog open onClose={onClose} title="Filter Tasks">
			<FilterForm {...props} onCancel={onClose} onSubmit={onClose} />
		</TaskDialog>
	)
}
