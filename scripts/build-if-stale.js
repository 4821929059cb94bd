// Builds the app when the build is missing or older than the source (npm start, npm run backup, npm run restore).
// In the container image the sources are absent and the build is what runs.
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')
const built = path.join(root, 'build/server/index.js')

function newest(dir) {
	let latest = 0
	for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
		const p = path.join(dir, entry.name)
		latest = Math.max(latest, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs)
	}
	return latest
}

export function buildIfStale() {
	// without the sources (the container image) the build is what runs, whatever the files' times
	if (!fs.existsSync(path.join(root, 'app'))) return built
	const sources = ['app', 'server', 'db', 'public', 'vite.config.ts', 'react-router.config.ts', 'package.json']
		.map((p) => path.join(root, p))
		.filter((p) => fs.existsSync(p))
		.map((p) => (fs.statSync(p).isDirectory() ? newest(p) : fs.statSync(p).mtimeMs))
	if (!fs.existsSync(built) || Math.max(...sources) > fs.statSync(built).mtimeMs) {
		console.log('Building Twentyfour…')
		execSync('npx react-router build', { cwd: root, stdio: 'inherit' })
	}
	return built
}
