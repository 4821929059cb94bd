// The Folders section's sharing (issue 55 point 1; decision 365): the Share form (a folder, an email, a role), each
// shared folder's members for its owner and managers (change the role, remove), and the folders shared with you
// (Leave). Plain posts to /profile/folders: the same with JavaScript on and off.
import { Form } from 'react-router'
import type { SharingSectionData } from '~/sharing/sharing-section.server'
import { ROLE_OPTIONS, SHARE_FIELDS } from '~/sharing/share-texts'
import { MEMBER_ROLES, ROLE_HINTS, ROLE_NAMES } from '~/sharing/roles'
import { Button } from '~/ui/button'
import { ErrorSummary, RadioGroup, replyErrors, SelectField, SubmitButton, TextField, type FormReply } from '~/ui/forms'

export function FolderSharingPart({ data, reply }: { data: SharingSectionData; reply: FormReply }) {
	const { errorOf, summary } = replyErrors(reply, SHARE_FIELDS)
	const values = (reply?.initialValue ?? {}) as Record<string, string | undefined>
	return (
		<div className="mt-8 border-t border-slate-200 pt-4">
			<h3 id="sharing-heading" className="mb-2 text-lg font-semibold">
				Sharing
			</h3>
			<p className="mb-2 text-slate-700">
				Share a folder with people who have an account on this server. Its tasks stay yours; they show in each member’s lists.
				{data.invites ? ' Someone without an account here is invited by mail: they become a member when they sign up with the link they are sent.' : ''}
			</p>
			<ul className="mb-4 list-disc pl-6 text-slate-700">
				{MEMBER_ROLES.map((r) => (
					<li key={r}>
						<strong>{ROLE_NAMES[r]}</strong>: {ROLE_HINTS[r]}
					</li>
				))}
			</ul>
			{data.shareable.length ? (
				<>
					<ErrorSummary errors={summary} />
					<Form method="post" action="/profile/folders" preventScrollReset noValidate aria-labelledby="share-heading">
						<h4 id="share-heading" className="mb-2 font-semibold">
							Share a folder
						</h4>
						<SelectField id="share-folder" name="folderId" label="Folder" placeholder="Choose a folder" options={data.shareable} defaultValue={values.folderId ?? ''} errors={errorOf('folderId')} required />
						<TextField id="share-email" name="email" type="email" label="Their email" autoComplete="off" spellCheck={false} defaultValue={values.email ?? ''} errors={errorOf('email')} required />
						<RadioGroup id="share-role" name="role" label="They may" options={ROLE_OPTIONS} defaultValue={values.role ?? 'editor'} errors={errorOf('role')} inline={false} />
						<SubmitButton name="intent" value="share" pendingText="Sharing…">
							Share
						</SubmitButton>
					</Form>
				</>
			) : (
				<p className="text-slate-700">Add a folder above to share it.</p>
			)}
			{data.members.map((f) => (
				<div key={f.folderId} className="mt-6">
					<h4 className="mb-2 font-semibold">{`Members of “${f.name}”${f.ownerName ? ` (${f.ownerName}’s)` : ''}`}</h4>
					<ul className="space-y-2">
						{f.members.map((m) => (
							<li key={m.userId} className="flex flex-wrap items-center gap-3">
								<span>
									{m.name} <span className="text-slate-700">({m.email})</span>
								</span>
								<Form method="post" action="/profile/folders" preventScrollReset className="flex flex-wrap items-center gap-2">
									<input type="hidden" name="folderId" value={f.folderId} />
									<input type="hidden" name="userId" value={m.userId} />
									<label htmlFor={`role-${f.folderId}-${m.userId}`} className="sr-only">
										{`Role of ${m.email} in ${f.name}`}
									</label>
									<select id={`role-${f.folderId}-${m.userId}`} name="role" defaultValue={m.role} className="rounded-md border border-slate-400 bg-white p-1">
										{MEMBER_ROLES.map((r) => (
											<option key={r} value={r}>
												{ROLE_NAMES[r]}
											</option>
										))}
									</select>
									<Button type="submit" variant="secondary" size="sm" name="intent" value="member-role" aria-label={`Change role of ${m.email} in ${f.name}`}>
										Change role
									</Button>
									<Button type="submit" variant="outline-danger" size="sm" name="intent" value="member-remove" aria-label={`Remove ${m.email} from ${f.name}`}>
										Remove
									</Button>
								</Form>
							</li>
						))}
						{f.invited.map((i) => (
							<li key={i.id} className="flex flex-wrap items-center gap-3">
								<span>
									{i.email} <span className="text-slate-700">{`Invited: ${ROLE_NAMES[i.role]}, has no account yet${i.expired ? ' (the invitation has expired: share again to send a new one)' : ''}`}</span>
								</span>
								<Form method="post" action="/profile/folders" preventScrollReset>
									<input type="hidden" name="folderId" value={f.folderId} />
									<input type="hidden" name="invitationId" value={i.id} />
									<Button type="submit" variant="outline-danger" size="sm" name="intent" value="invite-cancel" aria-label={`Cancel invitation of ${i.email} to ${f.name}`}>
										Cancel invitation
									</Button>
								</Form>
							</li>
						))}
					</ul>
				</div>
			))}
			{data.withMe.length ? (
				<div className="mt-6">
					<h4 className="mb-2 font-semibold">Shared with you</h4>
					<ul className="space-y-2">
						{data.withMe.map((f) => (
							<li key={f.folderId} className="flex flex-wrap items-center gap-3">
								<span>
									{`“${f.name}” from ${f.ownerName} (${f.ownerEmail}): ${ROLE_NAMES[f.role]}`}
								</span>
								{f.role === 'manager' ? (
									<Form method="post" action="/profile/folders" preventScrollReset className="flex flex-wrap items-center gap-2">
										<input type="hidden" name="folderId" value={f.folderId} />
										<label htmlFor={`rename-${f.folderId}`} className="sr-only">
											{`New name of ${f.name}`}
										</label>
										<input id={`rename-${f.folderId}`} name="name" defaultValue={f.name} maxLength={100} required autoComplete="off" className="rounded-md border border-slate-400 bg-white p-1" />
										<Button type="submit" variant="secondary" size="sm" name="intent" value="folder-rename" aria-label={`Rename ${f.name}`}>
											Rename
										</Button>
									</Form>
								) : null}
								<Form method="post" action="/profile/folders" preventScrollReset>
									<input type="hidden" name="folderId" value={f.folderId} />
									<input type="hidden" name="userId" value="me" />
									<Button type="submit" variant="outline-danger" size="sm" name="intent" value="leave" aria-label={`Leave ${f.name}`}>
										Leave
									</Button>
								</Form>
							</li>
						))}
					</ul>
				</div>
			) : null}
		</div>
	)
}
