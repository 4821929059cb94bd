// The one way to say "not found": a 404 that names what is missing, shown by the route's ErrorBoundary
// (app/ui/route-error-boundary.tsx). Another person's record is "not found" too, never "forbidden".
import { data } from 'react-router'

export type Missing = { title: string; message: string }

/** A 404 response to throw from a loader or an action. */
export function notFound(missing: Missing) {
	return data(missing, { status: 404 })
}

export function isMissing(value: unknown): value is Missing {
	return typeof value === 'object' && value !== null && typeof (value as Missing).message === 'string' && typeof (value as Missing).title === 'string'
}
