// Display Options over the tasks page (JavaScript only; loaded when first opened).
import type { DisplayOptions } from '~/tasks/display-options'
import { DisplayOptionsForm } from './display-options-form'
import TaskDialog from './task-dialog'

export default function DisplayOptionsDialog({ onClose, ...props }: { options: DisplayOptions; premium: boolean; returnTo: string; onClose: () => void }) {
	return (
		<TaskDialog open onClose={onClose} title="Display Options" size="md">
			<DisplayOptionsForm {...props} onCancel={onClose} onSubmit={onClose} />
		</TaskDialog>
	)
}
