import { data } from 'react-router'
import { ErrorPage } from '~/ui/error-page'

export async function loader() {
	return data(null, { status: 404 })
}

export const meta = () => [{ title: 'Page not found | Twentyfour' }]

export default function NotFound() {
	return <ErrorPage title="Page not found" status={404} body="We could not find the page you asked for." />
}
