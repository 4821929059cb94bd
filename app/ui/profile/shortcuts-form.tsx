import { Form } from 'react-router'
import { Link } from '~/ui/link'
import { SHORTCUT_CHOICES } from '~/profile/shortcuts'
import { ErrorSummary, RadioGroup, replyErrors, SubmitButton, type FormReply } from '~/ui/forms'

/**
 * Keyboard shortcuts On or Off under Personal Details (issue 25, WCAG 2.1.4): a form of its own, like the theme, and
 * the way to the list of shortcuts, which works without JavaScript.
 */
export function ShortcutsForm({ on, reply }: { on: boolean; reply: FormReply }) {
	const { errorOf, summary } = replyErrors(reply, ['keyboardShortcuts'])
	return (
		<div className="mt-8 border-t border-slate-200 pt-6">
			<h3 id="keyboard-shortcuts" className="text-lg font-semibold">
				Keyboard shortcuts
			</h3>
			<p className="mt-1 text-sm text-slate-700">
				Single keys such as <kbd>j</kbd>, <kbd>x</kbd> and <kbd>/</kbd> move between tasks, complete them and search.{' '}
				<Link to="/help/shortcuts" className="font-medium text-brand-700 underline">
					See all keyboard shortcuts
				</Link>
			</p>
			<ErrorSummary errors={summary} />
			<Form method="post" action="/profile/general" preventScrollReset noValidate className="mt-2">
				<RadioGroup
					key={String(on)}
					id="keyboardShortcuts"
					name="keyboardShortcuts"
					label="Keyboard shortcuts"
					hint="Off: no key does anything on its own (for speech input, or keys pressed by mistake)."
					options={[...SHORTCUT_CHOICES]}
					defaultValue={on ? 'on' : 'off'}
					errors={errorOf('keyboardShortcuts')}
				/>
				<SubmitButton name="intent" value="shortcuts" pendingText="Saving…">
					Change shortcuts
				</SubmitButton>
			</Form>
		</div>
	)
}
