// The form parts every signed-in page's root draws (quick add, the next action question): apart from ./forms.tsx, so
// that a page without other forms does not load the rest (docs/decisions/185). ./forms.tsx re-exports them.
import { useRouteLoaderData } from 'react-router'

export type FieldErrors = string[] | undefined

export function InlineError({ id, errors }: { id: string; errors: FieldErrors }) {
	if (!errors?.length) return null
	return (
		<p id={id} className="mt-1 text-sm font-semibold text-red-700">
			<span className="sr-only">Error: </span>
			{errors[0]}
		</p>
	)
}

/** The hidden idempotency token (issue 8): the root loader gives a new one after every post, so a double
 * click sends the same token twice and the server answers the second with the first's result. */
export function SubmissionToken() {
	const token = (useRouteLoaderData('root') as { submissionToken?: string | null } | undefined)?.submissionToken
	return token ? <input type="hidden" name="submissionToken" value={token} /> : null
}
