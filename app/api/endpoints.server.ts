// Every call of the JSON API, in one list: the router serves them and the OpenAPI document describes them.
import { z } from 'zod'
import { analyticsEndpoints } from './analytics-api.server'
import { endpoint, type Endpoint } from './endpoint'
import { listEndpointsAll } from './lists-api.server'
import { prefsEndpoints } from './prefs-api.server'
import { reviewEndpoints } from './review-api.server'
import { taskEndpoints } from './tasks-api.server'
import { templateEndpoints } from './templates-api.server'
import { userEndpoints } from './users-api.server'

/** the protected test call of spec point 2 (screen 24) and /external-api: who the token speaks for */
export const testCallShape = z.object({
	userId: z.string().nullable(),
	email: z.string(),
	tokenType: z.enum(['personal', 'provider']),
	access: z.enum(['read', 'write']),
})

const testEndpoint = endpoint({
	method: 'get',
	path: '/api/external',
	tag: 'Test',
	summary: 'The protected test call: answers with whom the token speaks for',
	access: 'read',
	withoutUser: true,
	response: testCallShape,
	handle: ({ caller }) => ({
		message: 'Hello from a protected endpoint! Your token was accepted.',
		data: {
			userId: caller.user?.id ?? null,
			email: caller.user?.email ?? caller.identity?.email ?? '',
			tokenType: caller.via,
			access: caller.access,
		},
	}),
})

export const API_ENDPOINTS: Endpoint[] = [
	testEndpoint,
	...listEndpointsAll,
	...templateEndpoints,
	...userEndpoints,
	...prefsEndpoints,
	...taskEndpoints,
	...reviewEndpoints,
	...analyticsEndpoints,
]
