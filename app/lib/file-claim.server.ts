// A claim on a piece of work that several processes may try at once (two backups of one folder): a file
// created exclusively, naming the process that holds it. A claim whose process has died (killed mid-work, issue 30)
// is taken over, so a crash never leaves the work claimed for ever.
import fs from 'node:fs'
import os from 'node:os'

/** true when `pid` is a live process (EPERM: it exists but is someone else's) */
function alive(pid: number) {
	try {
		process.kill(pid, 0)
		return true
	} catch (error) {
		return (error as NodeJS.ErrnoException).code === 'EPERM'
	}
}

const me = () => `${process.pid}@${os.hostname()}`

/**
 * Creates `file` for this process: true, or the holder ("pid@host") when a live process holds it. A claim of a dead
 * process on this host is removed and taken; one of another host (a shared volume) is left to its owner.
 */
export function takeClaim(file: string): true | { heldBy: string } {
	for (let attempt = 0; ; attempt++) {
		try {
			fs.writeFileSync(file, me(), { flag: 'wx', mode: 0o600 })
			return true
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
		}
		let holder = ''
		try {
			holder = fs.readFileSync(file, 'utf8')
		} catch {
			// released meanwhile: try again
			continue
		}
		const [pid, host] = holder.split('@')
		// an empty file is a claim being written this instant; another host's claim cannot be checked from here
		if (attempt > 0 || !pid || host !== os.hostname() || alive(Number(pid))) return { heldBy: holder }
		fs.rmSync(file, { force: true })
	}
}

export function releaseClaim(file: string) {
	fs.rmSync(file, { force: true })
}
