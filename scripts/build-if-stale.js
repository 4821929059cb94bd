// Builds the app when the build is missing or older than the source (npm start, npm run backup, npm run restore).
// In the container image the sources are absent and the build is what runs.
//
// The check before a start is cheap (issue 52, decision 357): the modification times of the source folders (38) and
// of the build's configuration files, not of every source file (about 720 stats: 40-70 ms of CPU, 0.1-0.4 s on a busy
// machine). A folder's time changes whenever a file in it is created, removed or renamed, which is how `git pull`,
// `git checkout`, unpacking a release and most editors (they save to a new file and rename it) change a file. A file
// edited in place (some editors, `cp` over an existing file) leaves its folder's time alone: `staleFile()` walks every
// file, and scripts/start.js runs it once the server is up and says which file is newer than the build.
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')
const built = path.join(root, 'build/server/index.js')
const FOLDERS = ['app', 'server', 'db', 'public']
const FILES = ['vite.config.ts', 'react-router.config.ts', 'package.json']

/** the newest modification time of `dir` and the folders under it */
function newestFolder(dir) {
	let latest = fs.statSync(dir).mtimeMs
	for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
		if (entry.isDirectory()) latest = Math.max(latest, newestFolder(path.join(dir, entry.name)))
	}
	return latest
}

const existing = (names) => names.map((p) => path.join(root, p)).filter((p) => fs.existsSync(p))
const builtAt = () => (fs.existsSync(built) ? fs.statSync(built).mtimeMs : -Infinity)

/** whether the build is missing, or older than a source folder's or a configuration file's time */
export function isStale() {
	const times = [...existing(FOLDERS).map(newestFolder), ...existing(FILES).map((f) => fs.statSync(f).mtimeMs)]
	return !fs.existsSync(built) || Math.max(...times) > builtAt()
}

export function buildIfStale() {
	// without the sources (the container image) the build is what runs, whatever the files' times
	if (!fs.existsSync(path.join(root, 'app'))) return built
	if (isStale()) {
		console.log('Building Twentyfour…')
		execSync('npx react-router build', { cwd: root, stdio: 'inherit' })
	}
	return built
}

/** The path (from the checkout) of a source file newer than the build, or null: the whole walk, every file's time. */
export function staleFile() {
	if (!fs.existsSync(path.join(root, 'app')) || !fs.existsSync(built)) return null
	const at = builtAt()
	const find = (dir) => {
		for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
			const p = path.join(dir, entry.name)
			const found = entry.isDirectory() ? find(p) : fs.statSync(p).mtimeMs > at ? p : null
			if (found) return found
		}
		return null
	}
	for (const dir of existing(FOLDERS)) {
		const found = find(dir)
		if (found) return path.relative(root, found)
	}
	return null
}
