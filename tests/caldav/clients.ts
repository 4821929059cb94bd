// The real CalDAV clients of the tests (issue 28), run as a person runs them: vdirsyncer syncing the server with a
// folder of .ics files, todoman editing that folder, python3-caldav discovering from the bare server URL. Debian's
// packages (scripts/ensure-calendar-clients.js installs them); each test gets its own temporary folder and config.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const PYTHON = '/usr/bin/python3'

function run(command: string, args: string[], input?: string, env?: Record<string, string>) {
	const result = spawnSync(command, args, { input, encoding: 'utf8', timeout: 120_000, env: { ...process.env, ...env } })
	if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`)
	return result.stdout
}

export type ClientTodo = {
	list: string; file: string; uid: string; summary: string; description: string
	due: { date?: string; instant?: number; floating?: string } | null; start: ClientTodo['due']
	status: string; completed: number | null; priority: number; categories: string[]; rrule: string; related: string
	location: string; x: Record<string, string>; alarms: (number | null)[]
}

/** python3-caldav from the bare server URL: the principal, the task lists and their tasks, a save and a delete */
export function discover(url: string, email: string, password: string) {
	return JSON.parse(run(PYTHON, ['tests/caldav/discover.py', url, email, password])) as {
		principal: string; calendars: { url: string; name: string; todos: string[] }[]; saved: string; readBack: string; afterDelete: string[]
	}
}

/** python3-caldav as a member of a folder shared with them: their lists (with the shared one), and a save there */
export function sharedAsMember(url: string, email: string, password: string) {
	return JSON.parse(run(PYTHON, ['tests/caldav/shared.py', url, email, password])) as {
		calendars: Record<string, { url: string; todos: string[] }>; save: string; saveMessage?: string; afterSave: string[]
	}
}

export function syncedFolder(url: string, email: string, password: string) {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-caldav-'))
	const local = path.join(dir, 'local')
	const q = (s: string) => JSON.stringify(s)
	fs.writeFileSync(
		path.join(dir, 'vdirsyncer.conf'),
		`[general]\nstatus_path = ${q(path.join(dir, 'status'))}\n\n[pair twentyfour]\na = "remote"\nb = "local"\ncollections = ["from a"]\nmetadata = ["displayname"]\n\n` +
			`[storage remote]\ntype = "caldav"\nurl = ${q(`${url}/`)}\nusername = ${q(email)}\npassword = ${q(password)}\nitem_types = ["VTODO"]\n\n` +
			`[storage local]\ntype = "filesystem"\npath = ${q(`${local}/`)}\nfileext = ".ics"\n`,
	)
	fs.writeFileSync(
		path.join(dir, 'todoman.py'),
		`path = ${q(`${local}/*`)}\ncache_path = ${q(path.join(dir, 'todoman.sqlite3'))}\ndate_format = "%Y-%m-%d"\ntime_format = "%H:%M"\ndefault_list = "Inbox"\n`,
	)
	const vdirsyncer = (...args: string[]) => run('vdirsyncer', ['-c', path.join(dir, 'vdirsyncer.conf'), ...args], 'y\n'.repeat(50))
	const todoman = (...args: string[]) => run('todoman', ['--config', path.join(dir, 'todoman.py'), ...args])
	/** todoman has no command to re-open a task: its raw edit, with sed as the editor */
	const reopen = (id: string) =>
		run('todoman', ['--config', path.join(dir, 'todoman.py'), 'edit', '--raw', id], undefined, {
			EDITOR: "sed -i -e 's/^STATUS:COMPLETED/STATUS:NEEDS-ACTION/' -e '/^COMPLETED/d' -e '/^PERCENT-COMPLETE/d'",
		})
	return {
		dir,
		/** discover the lists (creating their local folders), their names, then a two-way sync */
		setUp() {
			vdirsyncer('discover')
			vdirsyncer('metasync')
			vdirsyncer('sync')
		},
		sync: () => vdirsyncer('sync'),
		todoman,
		reopen,
		/** todoman's id of the task with this summary */
		todoId(summary: string) {
			const all = JSON.parse(todoman('--porcelain', 'list', '--status', 'ANY')) as { id: number; summary: string }[]
			const found = all.find((t) => t.summary === summary)
			if (!found) throw new Error(`todoman has no task "${summary}" among ${all.map((t) => t.summary).join(' | ')}`)
			return String(found.id)
		},
		/** every VTODO of the folder as python3-icalendar reads it */
		read: () => JSON.parse(run(PYTHON, ['tests/caldav/read-vtodos.py', local])) as ClientTodo[],
		remove: () => fs.rmSync(dir, { recursive: true, force: true }),
	}
}
