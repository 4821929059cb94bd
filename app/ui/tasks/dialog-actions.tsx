import { buttonClass } from '~/ui/button'
import { Link } from '~/ui/link'

export const dialogButton = buttonClass({ variant: 'secondary' })

/**
 * Cancel and the submit button of a task dialog's form. Cancel closes the dialog (with JavaScript) or is a
 * link back to the list (without it, where the dialog is a page of its own).
 */
export function DialogActions({
	onCancel,
	returnTo,
	submitLabel,
	intent,
}: {
	onCancel?: () => void
	returnTo: string
	submitLabel: string
	intent?: string
}) {
	const secondary = buttonClass({ variant: 'secondary' })
	return (
		<div className="mt-6 flex justify-end gap-2">
			{onCancel ? (
				<button type="button" onClick={onCancel} className={secondary}>
					Cancel
				</button>
			) : (
				<Link to={returnTo} className={secondary}>
					Cancel
				</Link>
			)}
			<button
				type="submit"
				{...(intent ? { name: 'intent', value: intent } : {})}
				className={buttonClass()}
			>
				{submitLabel}
			</button>
		</div>
	)
}
