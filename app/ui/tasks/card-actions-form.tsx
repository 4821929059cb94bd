// The page's one card form and the words of the cards' control names (docs/decisions/174), shared by the card
// (./task-card.tsx) and its menu (./card-menu.tsx).
import { Form } from 'react-router'

/** the one form of a page's star, complete and menu Delete buttons (without JavaScript); draw it once where cards are shown */
export const CARD_ACTIONS_FORM = 'card-actions'

/**
 * The words a card's controls say with its title ("Star Feed the cat", "Edit Feed the cat"), drawn once
 * per page: each control is named by `aria-labelledby` from one of these and the title's id, so a card does not repeat
 * its title in four names (docs/decisions/174). The names are the same as with `aria-label`s.
 */
const CARD_LABELS = { select: 'Select', star: 'Star', complete: 'Complete', add: 'Add sub-task to', edit: 'Edit', more: 'More actions for', delete: 'Delete' } as const
const labelId = (label: keyof typeof CARD_LABELS) => `l-${label}`
export const labelledBy = (label: keyof typeof CARD_LABELS, titleId: string) => `${labelId(label)} ${titleId}`

/**
 * The page's card form and the words of the cards' names: draw it once where cards are shown. `afterDelete`: where the
 * menu's Delete goes when the page is the task's own (the detail page, which is gone with it).
 */
export function CardActionsForm({ here, selecting = false, afterDelete }: { here: string; selecting?: boolean; afterDelete?: string }) {
	return (
		<>
			<Form id={CARD_ACTIONS_FORM} method="post" action={here} preventScrollReset hidden>
				{afterDelete ? <input type="hidden" name="afterDelete" value={afterDelete} /> : null}
			</Form>
			{/* "Select" names the checkboxes of Select mode only (bulk edit): the other lists' HTML stays as it was */}
			{Object.entries(CARD_LABELS)
				.filter(([label]) => selecting || label !== 'select')
				.map(([label, text]) => (
					<span key={label} id={labelId(label as keyof typeof CARD_LABELS)} hidden>
						{text}
					</span>
				))}
		</>
	)
}
