// The keyboard shortcuts' help as a dialog (`?`, or the user menu's Keyboard Shortcuts with JavaScript): the same
// Headless UI dialog as the task screens (focus kept inside, Escape closes, the focus goes back). Loaded on demand.
import TaskDialog from '~/ui/tasks/task-dialog'
import { ShortcutList, ShortcutNote } from './shortcut-list'

export default function ShortcutsHelpDialog({ onClose }: { onClose: () => void }) {
	return (
		<TaskDialog open onClose={onClose} title="Keyboard shortcuts" id="shortcuts-help" size="md">
			<ShortcutList headingLevel={3} />
			<div className="mt-4">
				<ShortcutNote on />
			</div>
		</TaskDialog>
	)
}
