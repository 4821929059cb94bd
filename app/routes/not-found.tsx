import { data } from 'react-router'
import { ErrorPage } from '~/ui/error-page'
import { noHydration } from '~/lib/route-handle'

export async function loader() {
	return data(null, { status: 404 })
}

export const meta = () => [{ title: 'Page not found | Twentyfour' }]

export default function NotFound() {
	return <ErrorPage title="Page not found" status={404} body="We could not find the page you asked for." />
}

/** no interactivity here that needs React in the browser */
export const handle = noHydration
