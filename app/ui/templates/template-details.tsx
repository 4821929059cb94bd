// Template details (screen 19): description and task tree; Close, Delete (owner), Publish (owner,
// non-public), Import (public, premium), Use (signed in). The buttons are one form with an intent.
import { Form } from 'react-router'
import type { TemplateDetails } from '~/templates/details.server'
import { Button, ButtonLink } from '~/ui/button'
import { SubmissionToken } from '~/ui/forms'
import { ModalTitle } from './gallery-dialog'
import { PremiumNotice } from './gallery-view'
import { MarkdownBlock } from './markdown'

export function TemplateDetailsView({ details }: { details: TemplateDetails }) {
	const { can } = details
	return (
		<>
			<ModalTitle>{details.name}</ModalTitle>
			{details.byline || details.public ? (
				<p className="-mt-2 mb-3 text-sm text-slate-700">
					{details.byline ? <>{details.byline} · </> : null}
					{details.public ? `${details.timesUsed} ${details.timesUsed === 1 ? 'use' : 'uses'}` : null}
				</p>
			) : null}
			<MarkdownBlock html={details.descriptionHtml} className="text-slate-800" />
			<h3 className="mt-4 mb-2 text-lg font-semibold">Tasks</h3>
			<ol className="list-decimal space-y-3 pl-6">
				{details.tasks.map((t, i) => (
					<li key={i}>
						<p className="font-semibold break-words">{t.title}</p>
						{t.notesHtml ? <MarkdownBlock html={t.notesHtml} className="text-sm text-slate-700" /> : null}
						{t.children.length ? (
							<ul className="mt-2 list-disc space-y-2 pl-6">
								{t.children.map((c, j) => (
									<li key={j}>
										<p className="font-medium break-words">{c.title}</p>
										{c.notesHtml ? <MarkdownBlock html={c.notesHtml} className="text-sm text-slate-700" /> : null}
									</li>
								))}
							</ul>
						) : null}
					</li>
				))}
			</ol>
			{can.import && !details.premium ? (
				<div className="mt-4">
					<PremiumNotice signedIn what="Import" />
				</div>
			) : null}
			<Form method="post" preventScrollReset className="mt-6 flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
				<SubmissionToken />
				<ButtonLink to={`/gallery/${details.gallery}`} variant="secondary" preventScrollReset>
					Close
				</ButtonLink>
				{can.delete ? (
					<Button type="submit" name="intent" value="delete" variant="danger">
						Delete
					</Button>
				) : null}
				{can.publish ? (
					<Button type="submit" name="intent" value="publish" variant="secondary">
						Publish
					</Button>
				) : null}
				{can.import && details.premium ? (
					<Button type="submit" name="intent" value="import" variant="secondary">
						Import
					</Button>
				) : null}
				<Button type="submit" name="intent" value="use">
					Use
				</Button>
			</Form>
		</>
	)
}
