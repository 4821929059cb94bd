// One JSON API call: its method and path, who may call it, the zod schemas of its parameters, body and answer,
// and what it does. The router (router.server.ts) and the OpenAPI document (openapi.ts) read the same list, so
// every call that exists is documented and every documented call validates with the schema it documents.
import type { z } from 'zod'
import type { Caller } from './bearer.server'

export type Access = 'none' | 'read' | 'write'

export type Endpoint<P extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType> = {
	method: 'get' | 'post' | 'put' | 'delete'
	/** OpenAPI style: /api/v1/external/contexts/{ownerId}/all */
	path: string
	tag: string
	summary: string
	/** none: no token (the public template list); read: any valid token; write: a read-write token */
	access: Access
	/** a provider token whose identity has no user yet may call it (creating the user) */
	withoutUser?: boolean
	params?: P
	query?: Q
	body?: B
	/** the `data` of the success envelope */
	response: z.ZodType
	/** extra top-level fields of the success envelope (insertedId) */
	envelopeExtra?: Record<string, z.ZodType>
	status?: number
	handle: (input: { caller: Caller; params: z.output<P>; query: z.output<Q>; body: z.output<B> }) => unknown
}

/** a typed endpoint (the params and body types flow into `handle`) */
export const endpoint = <P extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType>(
	e: Endpoint<P, B, Q>,
) => e as unknown as Endpoint

/** Express's path for an OpenAPI path: {ownerId} becomes :ownerId */
export const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1')
