import type { Route } from './+types/user-agreement'
import { LegalDocument } from '~/ui/marketing/legal-document'
import { marketingMeta } from '~/marketing/meta'
import { PRODUCT_NAME, PUBLIC_PAGE_HANDLE } from '~/marketing/site'
import { publicSite } from '~/marketing/site.server'
import { userAgreement } from '~/marketing/user-agreement'

export const handle = PUBLIC_PAGE_HANDLE

export function loader() {
	const { publicUrl, supportEmail, governingState } = publicSite()
	return { publicUrl, supportEmail, governingState }
}

export const meta: Route.MetaFunction = ({ data }) =>
	marketingMeta({
		title: 'Terms of Service',
		description: `The terms of service of ${PRODUCT_NAME}: your license to use it, your templates, disclaimers, liability and the governing law.`,
		path: '/user-agreement',
		publicUrl: data?.publicUrl,
	})

export default function UserAgreement({ loaderData }: Route.ComponentProps) {
	const { supportEmail, governingState } = loaderData
	return <LegalDocument text={userAgreement({ governingState, supportEmail })} email={supportEmail} />
}
