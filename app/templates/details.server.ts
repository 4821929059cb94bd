// Template details (screen 19) and its buttons: Delete (owner), Publish (owner, non-public), Import (public,
// premium), Use (signed in). Every intent re-checks the rule it needs; another person's private template is 404.
import { once, submittedToken } from '~/lib/idempotency.server'
import { readForm } from '~/lib/form-data.server'
import { data, redirect } from 'react-router'
import { isPremium, type User } from '~/identity/users.server'
import { renderMarkdown } from '~/lib/markdown.server'
import { redirectWithToast } from '~/lib/toast.server'
import { INSTANTIATION_TEXTS } from './instantiation'
import { prepareTemplateUse } from './instantiation.server'
import {
	deleteTemplate,
	importTemplate,
	publishTemplate,
	requireGalleryTemplate,
	templateNotFound,
	type Gallery,
} from './templates.server'

export function templateDetails(user: User, gallery: Gallery, id: string) {
	const t = requireGalleryTemplate(gallery, user.id, id)
	const own = t.ownerId === user.id
	return {
		id: t.id,
		gallery,
		name: t.name,
		descriptionHtml: renderMarkdown(t.description),
		tasks: t.tasks.map((task) => ({
			title: task.title,
			notesHtml: renderMarkdown(task.notes),
			children: (task.children ?? []).map((c) => ({ title: c.title, notesHtml: renderMarkdown(c.notes) })),
		})),
		timesUsed: t.timesUsed,
		public: t.public,
		byline: t.public ? t.ownerName : t.importedFrom ? 'Imported' : null,
		can: {
			delete: own,
			publish: own && !t.public,
			import: t.public,
			use: true,
		},
		premium: isPremium(user),
	}
}
export type TemplateDetails = ReturnType<typeof templateDetails>

export async function templateDetailsAction(request: Request, user: User, gallery: Gallery, id: string) {
	const form = await readForm(request)
	const intent = form.get('intent')
	const template = requireGalleryTemplate(gallery, user.id, id)
	const here = `/gallery/${gallery}/${template.id}`
	switch (intent) {
		case 'delete':
			if (!deleteTemplate(user.id, template.id)) throw templateNotFound()
			return redirectWithToast(`/gallery/${gallery}`, { type: 'success', title: 'Template Deleted', description: `"${template.name}" was deleted.` })
		case 'publish':
			if (template.ownerId !== user.id) throw templateNotFound()
			// a double submit (the same hidden token) publishes once; so for import and use below
			once(user.id, `template-publish:${template.id}`, submittedToken(form), () => ({ id: publishTemplate(user.id, template.id).id }))
			return redirectWithToast('/gallery/public', {
				type: 'success',
				title: 'Template Published',
				description: 'Template published successfully and is available for others to use.',
			})
		case 'import':
			if (!template.public) throw templateNotFound()
			if (!isPremium(user)) {
				return redirectWithToast('/profile/subscription', { type: 'warning', title: 'Upgrade', description: 'You must upgrade to a paid subscription to use this feature.' })
			}
			once(user.id, `template-import:${template.id}`, submittedToken(form), () => ({ id: importTemplate(user.id, template.id).id }))
			return redirectWithToast('/gallery/personal', {
				type: 'success',
				title: 'Template Imported',
				description: 'Template imported successfully and is available for use.',
			})
		case 'use': {
			let useId: string
			try {
				// a repeat goes to the first post's confirmation instead of preparing a second use
				useId = once(user.id, `template-use:${template.id}`, submittedToken(form), () => ({ id: prepareTemplateUse(user, template).id })).result.id
			} catch (error) {
				console.error('template use: preparing failed', error)
				return redirectWithToast(here, {
					type: 'danger',
					title: INSTANTIATION_TEXTS.prepareTitle,
					description: INSTANTIATION_TEXTS.prepareError(error instanceof Error ? error.message : String(error)),
				})
			}
			return redirect(`${here}/use/${useId}`)
		}
		default:
			throw data(`Encountered unexpected saveAction = ${String(intent).slice(0, 40)}`, { status: 400 })
	}
}
