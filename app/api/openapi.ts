// The OpenAPI 3.1 document of the JSON API, generated from the zod schemas that validate its requests
// (z.toJSONSchema), so what is documented is what is checked. Served at /api/v1/openapi.json.
import { VERSION } from '~/lib/version'
import { z } from 'zod'
import type { Endpoint } from './endpoint'
import { errorSchema, successSchema } from './envelope'

const json = (schema: z.ZodType, io: 'input' | 'output') =>
	z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Record<string, unknown>

const strip = ({ $schema: _, ...rest }: Record<string, unknown>) => rest

const ERRORS: Record<string, string> = {
	'400': 'Refused: the message says what (a field, the filter, the JSON)',
	'401': 'No token, or one that is unknown, revoked, expired, wrongly signed or for another audience (WWW-Authenticate: Bearer)',
	'403': 'A read-only token on a write, an owner id that is not the token’s, or a change to a task of a folder shared with you to view only',
	'404': 'No such record of yours (or, for a task, of a folder shared with you)',
	'413': 'A body over 1 MB',
	'429': 'Over 600 requests a minute with this token',
	'500': 'Something failed on our side (no internals in the message)',
}

function parameters(e: Endpoint) {
	const out: Record<string, unknown>[] = []
	const add = (schema: z.ZodType | undefined, where: 'path' | 'query') => {
		if (!schema) return
		const s = json(schema, 'input') as { properties?: Record<string, Record<string, unknown>>; required?: string[] }
		for (const [name, prop] of Object.entries(s.properties ?? {})) {
			out.push({ name, in: where, required: where === 'path' || (s.required ?? []).includes(name), schema: prop })
		}
	}
	add(e.params, 'path')
	add(e.query, 'query')
	return out
}

export function openApiDocument(endpoints: Endpoint[], serverUrl: string) {
	const paths: Record<string, Record<string, unknown>> = {}
	const errorBody = { content: { 'application/json': { schema: strip(json(errorSchema, 'output')) } } }
	for (const e of endpoints) {
		const success = e.envelopeExtra ? successSchema(e.response).extend(e.envelopeExtra) : successSchema(e.response)
		const errors = Object.fromEntries(
			Object.entries(ERRORS)
				.filter(([code]) => (e.access === 'none' ? code !== '403' : true) && (e.body ? true : code !== '413'))
				.map(([code, description]) => [code, { description, ...errorBody }]),
		)
		paths[e.path] ??= {}
		paths[e.path]![e.method] = {
			operationId: `${e.method}${e.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
			tags: [e.tag],
			summary: e.summary,
			security: e.access === 'none' ? [] : [{ bearer: [] }],
			...(e.access === 'write' ? { description: 'Needs a read-write token.' } : {}),
			parameters: parameters(e),
			...(e.body ? { requestBody: { required: true, content: { 'application/json': { schema: strip(json(e.body, 'input')) } } } } : {}),
			responses: {
				[String(e.status ?? 200)]: { description: 'Done', content: { 'application/json': { schema: strip(json(success, 'output')) } } },
				...errors,
			},
		}
	}
	return {
		openapi: '3.1.0',
		info: {
			title: 'Twentyfour API',
			version: VERSION,
			description:
				'Your Twentyfour tasks, contexts, folders, templates, preferences and analytics for other clients. Every call carries a bearer token: a personal access token (Profile, API Access) or an access token of the identity provider for this API; the public template list needs none.',
		},
		servers: [{ url: serverUrl }],
		components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
		paths,
	}
}
