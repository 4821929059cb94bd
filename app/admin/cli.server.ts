// `npm run admin -- COMMAND` (issue 53): the admin page's people and invitations for a box without a browser.
// The commands are plain functions over the domain (app/admin/*.server.ts); scripts/admin.js runs them from the build.
import { formatBytes } from './rules'
import { disablePerson, enablePerson, listPeople, personByEmail, setAdmin } from './people.server'
import { createInvitation } from './sign-up.server'
import { createPasswordResetLink } from '~/identity/password-reset.server'

export const ADMIN_USAGE = `Usage: npm run admin -- COMMAND
  users                  everyone with an account: email, name, created, last seen, tasks, data size, admin, disabled
  disable EMAIL          disables the person: signed out everywhere, tokens and app passwords stop, no reminders
  enable EMAIL           enables a disabled person again
  make-admin EMAIL       makes the person an admin
  invite [EMAIL] [DAYS]  makes a single-use invitation link (for EMAIL only, when given), valid DAYS days (7)
  reset-link EMAIL       prints a single-use password-reset link for the person, valid 30 minutes`

const iso = (ms: number | null) => (ms ? new Date(ms).toISOString().slice(0, 16).replace('T', ' ') : 'never')

/** Runs one command; returns the exit code, writing what it says through `out` and `err`. */
export function adminCommand(args: string[], out: (line: string) => void = console.log, err: (line: string) => void = console.error): number {
	const [command, ...rest] = args
	const person = (email: string | undefined) => {
		const found = email ? personByEmail(email) : undefined
		if (!found) err(email ? `No account has the email ${email}.` : 'Give the person\'s email address.')
		return found
	}
	switch (command) {
		case 'users': {
			const people = listPeople()
			out(['email', 'name', 'created', 'last seen', 'tasks', 'data', 'admin', 'disabled'].join('\t'))
			for (const p of people) {
				out([p.email, p.name, iso(p.created), iso(p.lastSeen), p.tasks, formatBytes(p.dataBytes), p.admin ? 'yes' : 'no', p.disabled ? 'yes' : 'no'].join('\t'))
			}
			out(`${people.length} ${people.length === 1 ? 'person' : 'people'}`)
			return 0
		}
		case 'disable':
		case 'enable':
		case 'make-admin': {
			const found = person(rest[0])
			if (!found) return 1
			if (command === 'disable') disablePerson(null, found.id)
			else if (command === 'enable') enablePerson(found.id)
			else setAdmin(null, found.id, true)
			out(`${found.email}: ${command === 'disable' ? 'disabled and signed out everywhere' : command === 'enable' ? 'enabled' : 'now an admin'}.`)
			return 0
		}
		case 'invite': {
			const email = rest.find((a) => a.includes('@')) ?? null
			const days = Number(rest.find((a) => /^\d+$/.test(a)) ?? 7)
			if (!(days >= 1 && days <= 365)) {
				err('DAYS must be a whole number from 1 to 365.')
				return 1
			}
			const made = createInvitation({ createdBy: null, email, days })
			out(`Invitation${email ? ` for ${email}` : ''}, valid ${days} ${days === 1 ? 'day' : 'days'}, single use:`)
			out(made.link)
			return 0
		}
		case 'reset-link': {
			const found = person(rest[0])
			if (!found) return 1
			try {
				out(`A password-reset link for ${found.email}, single use, valid 30 minutes:`)
				out(createPasswordResetLink(found.id))
				return 0
			} catch (error) {
				err((error as Error).message)
				return 1
			}
		}
		default:
			err(command ? `Unknown command: ${command}\n${ADMIN_USAGE}` : ADMIN_USAGE)
			return command ? 1 : 0
	}
}
