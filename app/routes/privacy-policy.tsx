import type { Route } from './+types/privacy-policy'
import { LegalDocument } from '~/ui/marketing/legal-document'
import { marketingMeta } from '~/marketing/meta'
import { privacyPolicy } from '~/marketing/privacy-policy'
import { randomQuote } from '~/marketing/quotes'
import { PRODUCT_NAME, PUBLIC_PAGE_HANDLE } from '~/marketing/site'
import { publicSite } from '~/marketing/site.server'

export const handle = PUBLIC_PAGE_HANDLE

export function loader() {
	const { publicUrl, supportEmail, backupRetentionDays } = publicSite()
	// a different quote on each load (spec point 2, screen 24)
	return { publicUrl, supportEmail, backupRetentionDays, quote: randomQuote() }
}

export const meta: Route.MetaFunction = ({ data }) =>
	marketingMeta({
		title: `${PRODUCT_NAME} Privacy Policy`,
		description: `How ${PRODUCT_NAME} collects, uses and protects your personal information, and the rights you have over it.`,
		path: '/privacy-policy',
		publicUrl: data?.publicUrl,
	})

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
	const { supportEmail, backupRetentionDays, quote } = loaderData
	return (
		<LegalDocument text={privacyPolicy({ supportEmail, backupRetentionDays })} email={supportEmail}>
			<figure className="mt-6 border-l-4 border-brand-700 bg-brand-50 px-4 py-3" data-testid="quote">
				<blockquote className="text-lg text-slate-900 italic">
					<p>{quote.text}</p>
				</blockquote>
				<figcaption className="mt-1 text-sm text-slate-700">
					{quote.author}
					{quote.source ? <cite className="not-italic">, {quote.source}</cite> : null}
				</figcaption>
			</figure>
		</LegalDocument>
	)
}
