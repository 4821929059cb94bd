import { Link } from 'react-router'

export const dialogButton = 'inline-flex min-h-10 items-center justify-center rounded-md px-4 py-2 font-semibold'

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
	const secondary = `${dialogButton} border border-slate-400 bg-white`
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
				className={`${dialogButton} bg-brand-700 text-white hover:bg-brand-800`}
			>
				{submitLabel}
			</button>
		</div>
	)
}
