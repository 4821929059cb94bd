// /admin (issue 53): people, who may sign up, and this server. 404 for everyone but an admin; the domain is app/admin/.
import type { Route } from './+types/admin'
import { adminAction, adminPage } from '~/admin/page.server'
import { RouteErrorBoundary } from '~/ui/route-error-boundary'
import { BackupsSection } from '~/ui/admin/backups-section'
import { InstanceSection } from '~/ui/admin/instance-section'
import { PeopleSection } from '~/ui/admin/people-section'
import { SignUpSection } from '~/ui/admin/sign-up-section'
import { errorTitle, type FieldErrors } from '~/ui/forms'
import { noHydration } from '~/lib/route-handle'

export async function loader({ request }: Route.LoaderArgs) {
	return adminPage(request)
}

export async function action({ request, context }: Route.ActionArgs) {
	return adminAction(request, context)
}

// the title is rendered by the page itself: it says "Error: " when a form was refused
export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }]

export default function Admin({ loaderData, actionData }: Route.ComponentProps) {
	const fieldErrors = (actionData && 'reply' in actionData ? (actionData.reply.error ?? {}) : {}) as Record<string, FieldErrors>
	const formOf = actionData?.form
	const created = actionData && 'link' in actionData ? { link: String(actionData.link), email: 'email' in actionData && typeof actionData.email === 'string' ? actionData.email : null } : null
	return (
		<div className="mx-auto max-w-4xl space-y-10">
			<title>{errorTitle('Admin | Twentyfour', Object.keys(fieldErrors).length > 0)}</title>
			<h1 className="text-3xl font-bold">Admin</h1>
			{actionData && 'resetLink' in actionData ? (
				<section aria-labelledby="reset-link" className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 dark:border-emerald-700 dark:bg-emerald-950">
					<h2 id="reset-link" className="mb-2 font-bold">
						Password-reset link for {String(actionData.email)}
					</h2>
					<label htmlFor="reset-link-value" className="mb-1 block">
						This server sends no mail: pass the link on yourself. It works once, for 30 minutes, and is not shown again.
					</label>
					<input id="reset-link-value" readOnly value={String(actionData.resetLink)} className="w-full rounded-md border border-slate-400 bg-white p-2 font-mono text-sm dark:bg-slate-900" />
				</section>
			) : null}
			<PeopleSection
				people={loaderData.people}
				me={loaderData.me}
				timezone={loaderData.timezone}
				billing={loaderData.billing}
				deleteError={formOf === 'delete' && actionData && 'userId' in actionData ? { userId: String(actionData.userId), errors: fieldErrors.confirmName } : null}
			/>
			<SignUpSection
				policy={loaderData.policy}
				invitations={loaderData.invitations}
				timezone={loaderData.timezone}
				now={loaderData.instance.now}
				created={created}
				errors={formOf === 'policy' || formOf === 'invite' ? { policy: fieldErrors.policy, email: fieldErrors.email, days: fieldErrors.days } : {}}
			/>
			<InstanceSection facts={loaderData.instance} timezone={loaderData.timezone} />
			<BackupsSection backups={loaderData.instance.backups} timezone={loaderData.timezone} />
		</div>
	)
}

export function ErrorBoundary() {
	return <RouteErrorBoundary />
}

/** plain forms only: nothing here needs React in the browser */
export const handle = noHydration
