// Task templates through the JSON API (spec point 7): create, update, add-used, delete, and the lists (a person's
// own, or the public gallery, which needs no token). Creating and editing need Early Patron, as in the gallery.
import { z } from 'zod'
import { isPremium } from '~/identity/users.server'
import {
	countTemplateUse,
	createTemplate,
	deleteTemplate,
	galleryTemplatesWithTasks,
	requireOwnTemplate,
	updateTemplate,
	type TemplateWithTasks,
} from '~/templates/templates.server'
import { templateSchema } from '~/templates/template-tree'
import type { Caller } from './bearer.server'
import { endpoint } from './endpoint'
import { ApiError, notFound } from './envelope'
import { callerUser, ownUser } from './owner'
import { presentTemplate, templateShape } from './shapes'

const V1 = '/api/v1/external'
const id = z.string().min(1, 'Id must be supplied.').max(100)
export const PREMIUM_ONLY = 'Creating and editing templates is an Early Patron feature: upgrade to a paid subscription to use it.'

/** the template list's filter: { "public": true|false, "owner"?: id } (spec point 7) */
export const templateFilter = z.strictObject({ public: z.boolean(), owner: z.string().max(100).optional() })

function readFilter(text: string) {
	let json: unknown
	try {
		json = JSON.parse(text)
	} catch {
		throw new ApiError(400, 'The filter is not valid JSON.')
	}
	const parsed = templateFilter.safeParse(json)
	if (!parsed.success) throw new ApiError(400, `The filter must be {"public": true|false, "owner"?: "<user id>"}: ${parsed.error.issues[0]!.message}`)
	return parsed.data
}

const present = (t: TemplateWithTasks) =>
	presentTemplate({ ...t, icon: null, image: null, uses: 0, bgVariant: null, textVariant: null })

function premiumUser(caller: Caller) {
	const user = callerUser(caller)
	if (!isPremium(user)) throw new ApiError(403, PREMIUM_ONLY)
	return user
}

const filterParam = z.string().min(1, 'Filter must be supplied.').max(4096)

export const templateEndpoints = [
	endpoint({
		method: 'post',
		path: `${V1}/task-templates`,
		tag: 'Task templates',
		summary: 'Create a template in your personal gallery (Early Patron)',
		access: 'write',
		status: 201,
		body: z.object({ data: templateSchema }),
		response: templateShape,
		handle: ({ caller, body }) => {
			const user = premiumUser(caller)
			return { message: 'Template created.', data: presentTemplate(createTemplate(user.id, body.data)) }
		},
	}),
	endpoint({
		method: 'put',
		path: `${V1}/task-templates`,
		tag: 'Task templates',
		summary: 'Update one of your templates (Early Patron)',
		access: 'write',
		body: z.object({ data: templateSchema.extend({ _id: id }) }),
		response: templateShape,
		handle: ({ caller, body }) => {
			const user = premiumUser(caller)
			if (!updateTemplate(user.id, body.data._id, body.data)) throw notFound('template')
			return { message: 'Template updated.', data: presentTemplate(requireOwnTemplate(user.id, body.data._id)) }
		},
	}),
	endpoint({
		method: 'put',
		path: `${V1}/task-templates/add-used`,
		tag: 'Task templates',
		summary: 'Count one use of a template you can see (yours, public or built-in)',
		access: 'write',
		body: z.object({ data: z.object({ _id: id }) }),
		response: z.object({ _id: z.string() }),
		handle: ({ caller, body }) => {
			if (!countTemplateUse(callerUser(caller).id, body.data._id)) throw notFound('template')
			return { message: 'Template use counted.', data: { _id: body.data._id } }
		},
	}),
	endpoint({
		method: 'delete',
		path: `${V1}/task-templates/{id}`,
		tag: 'Task templates',
		summary: 'Delete one of your templates (copies made from it stay)',
		access: 'write',
		params: z.object({ id }),
		response: z.object({ _id: z.string() }),
		handle: ({ caller, params }) => {
			if (!deleteTemplate(callerUser(caller).id, params.id)) throw notFound('template')
			return { message: 'Template deleted.', data: { _id: params.id } }
		},
	}),
	endpoint({
		method: 'get',
		path: `${V1}/task-templates/{userId}/{filter}`,
		tag: 'Task templates',
		summary: 'Your templates ({"public": false}) or the public gallery ({"public": true, "owner"?: id})',
		access: 'read',
		params: z.object({ userId: id, filter: filterParam }),
		response: z.array(templateShape),
		handle: ({ caller, params }) => {
			const user = ownUser(caller, params.userId)
			const filter = readFilter(params.filter)
			if (!filter.public) ownUser(caller, filter.owner)
			const rows = filter.public ? galleryTemplatesWithTasks('public', user.id, filter.owner) : galleryTemplatesWithTasks('personal', user.id)
			return { message: `${rows.length} template(s).`, data: rows.map(present) }
		},
	}),
	endpoint({
		method: 'get',
		path: `${V1}/task-templates/{filter}`,
		tag: 'Task templates',
		summary: 'The public gallery, without a token ({"public": true, "owner"?: id})',
		access: 'none',
		params: z.object({ filter: filterParam }),
		response: z.array(templateShape),
		handle: ({ params }) => {
			const filter = readFilter(params.filter)
			if (!filter.public) throw new ApiError(401, 'Only public templates can be listed without a token.', { 'WWW-Authenticate': 'Bearer realm="Twentyfour API"' })
			const rows = galleryTemplatesWithTasks('public', null, filter.owner)
			return { message: `${rows.length} template(s).`, data: rows.map(present) }
		},
	}),
]
