// The card's menu (issue 51, point 10; decisions 320 and 351): Delete at once, Undo in the toast (the trash keeps it
// 30 days), with JavaScript and without.
import { Button } from '~/ui/button'
import { useHydrated } from '~/ui/hydrated'
import { toggleValue, TOGGLE_FIELD } from '~/tasks/card-toggle'
import { CARD_ACTIONS_FORM, labelledBy } from './card-actions-form'
import { menuHref } from './card-links'

/**
 * Closed and drawn by the server, the menu is a link (about 90 bytes: 25 `<details>` menus took /tasks over its 60 KB of
 * HTML) to the same list with this card's menu `open`, drawn by the server with the focus on its Delete. Once the page
 * is live the link is the menu's summary, a disclosure that opens in place: one control either way. Its own component,
 * so that only it draws again when the page goes live: the card around it keeps its fields and what was typed into
 * them before the script loaded (decision 274).
 */
export function CardMenu({ taskId, titleId, here, open }: { taskId: string; titleId: string; here: string; open: boolean }) {
	const hydrated = useHydrated()
	// reached with the arrow keys once live, like Add sub-task and Edit (card-focus.ts): a card keeps its three tab stops
	if (!hydrated && !open) return <a className="task-card-menu" href={menuHref(here, titleId)} aria-labelledby={labelledBy('more', titleId)} />
	return (
		<details className="task-card-menu" open={open || undefined}>
			<summary aria-labelledby={labelledBy('more', titleId)} tabIndex={hydrated ? -1 : undefined} />
			<div>
				{/* opened by its link (a page load), the menu hands the focus to its one action: More, Delete is two presses */}
				<Button type="submit" form={CARD_ACTIONS_FORM} name={TOGGLE_FIELD} value={toggleValue('delete', taskId, true)} variant="card" aria-labelledby={labelledBy('delete', titleId)} autoFocus={open && !hydrated}>
					Delete
				</Button>
			</div>
		</details>
	)
}
