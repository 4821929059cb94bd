// The data folder is the server's alone (issue 49): it holds password hashes, two-factor secrets, provider tokens and
// the keys that sign sessions. It was made 0755 with the database 0644, readable by every user of the box. Now every
// process that writes there sets a umask of 077 (files 0600, folders 0700) before it makes anything, and at start the
// folder and what an older version left in it are closed to other users.
import fs from 'node:fs'
import path from 'node:path'
import { isMainThread } from 'node:worker_threads'

/** new files 0600, new folders 0700 */
export const PRIVATE_UMASK = 0o077
/** how deep the start-up walk goes (DATA_DIR/imports/<id>/upload is 2 below) */
const MAX_DEPTH = 4

/** Files and folders this process makes from now on are its user's alone. (A worker thread shares its process's.) */
export function keepNewFilesPrivate() {
	if (isMainThread) process.umask(PRIVATE_UMASK)
}

export type Tightened = { path: string; from: number; to: number }

/**
 * Makes `dir` (0700) if it is missing, and takes every permission of group and others off it and what is in it:
 * folders 0700, files 0600 (an install of an older version, a folder restored by hand). Links are not followed; what
 * cannot be changed (another owner, a file system without modes) is said in one warning line and left. Returns what
 * was changed.
 */
export function closeToOthers(dir: string): Tightened[] {
	fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
	const changed: Tightened[] = []
	const refused: string[] = []
	const visit = (file: string, depth: number) => {
		let stat: fs.Stats
		try {
			stat = fs.lstatSync(file)
		} catch {
			return // gone meanwhile
		}
		if (stat.isSymbolicLink()) return
		const mode = stat.mode & 0o777
		const wanted = stat.isDirectory() ? mode & 0o700 : mode & 0o600
		if (mode !== wanted) {
			try {
				fs.chmodSync(file, wanted)
				changed.push({ path: file, from: mode, to: wanted })
			} catch (error) {
				refused.push(`${file} (${(error as NodeJS.ErrnoException).code ?? error})`)
			}
		}
		if (stat.isDirectory() && depth < MAX_DEPTH) {
			let names: string[] = []
			try {
				names = fs.readdirSync(file)
			} catch {
				return
			}
			for (const name of names) visit(path.join(file, name), depth + 1)
		}
	}
	visit(dir, 0)
	if (changed.length) {
		console.log(`Data folder: ${changed.length} ${changed.length === 1 ? 'entry' : 'entries'} of ${dir} closed to other users of this machine (folders 0700, files 0600).`)
	}
	if (refused.length) console.warn(`Data folder: could not close to other users: ${refused.slice(0, 5).join(', ')}${refused.length > 5 ? ', …' : ''}`)
	return changed
}
