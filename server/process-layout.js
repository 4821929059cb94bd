// How the production server is laid out in processes (issue 52, docs/decisions/330). Plain JavaScript, loaded by
// server.js before anything else: the cluster's primary loads this, node:cluster and the rate-limit counters' store,
// never the server build.
// - One process per core by default; WEB_CONCURRENCY overrides (a whole number of at least 1, else the default).
// - One process: no primary; it serves, prepares the data folder and runs the background work (checkpoints, backups,
//   reminders, digests, the trash purge, the templates).
// - More than one: a small primary forks the workers, restarts one that dies and holds the rate-limit counters. The
//   first worker it forks prepares the data folder (migrations, secrets, signing keys, the kept pages emptied) and runs
//   the background work; the others are forked once it listens. A replacement for that worker runs the background work
//   again but keeps the kept pages (decision 186: the database did not change).

/** the environment variable by which the primary tells a worker its role */
export const ROLE_VARIABLE = 'TWENTYFOUR_WORKER_ROLE'

/**
 * @param {{ cores: number, webConcurrency?: string, development?: boolean }} options
 * @returns {{ processes: number, primary: boolean }}
 */
export function processLayout({ cores, webConcurrency, development = false }) {
	if (development) return { processes: 1, primary: false }
	const asked = /^\s*\d+\s*$/.test(webConcurrency ?? '') ? Number.parseInt(webConcurrency ?? '', 10) : 0
	const processes = asked >= 1 ? asked : Math.max(1, Math.floor(cores) || 1)
	return { processes, primary: processes > 1 }
}

/**
 * The role of the next worker a primary forks.
 * @param {{ everListening: boolean, backgroundRunning: boolean }} state whether a worker has ever listened (the data
 *   folder is prepared) and whether a live worker runs the background work
 * @returns {'first' | 'background' | 'serve'}
 */
export function nextWorkerRole({ everListening, backgroundRunning }) {
	if (backgroundRunning) return 'serve'
	return everListening ? 'background' : 'first'
}

/**
 * What a process does besides serving, from its role (a process that is no cluster worker does everything).
 * @param {{ isWorker: boolean, role?: string }} process
 * @returns {{ prepareDataFolder: boolean, background: boolean, emptyKeptPages: boolean }}
 */
export function duties({ isWorker, role }) {
	if (!isWorker || role === 'first') return { prepareDataFolder: true, background: true, emptyKeptPages: true }
	if (role === 'background') return { prepareDataFolder: false, background: true, emptyKeptPages: false }
	return { prepareDataFolder: false, background: false, emptyKeptPages: false }
}

/**
 * glibc's malloc, as the server's processes run with it (issue 52, decision 397): fixed thresholds, a block of 1 MiB or
 * more mapped on its own and given back when freed, the heap's top given back once 8 MiB of it are free (by default
 * both grow with the largest block freed, to 32 and 64 MiB, and a process kept what a burst of requests grew its heap
 * to: about 100 MiB). The free pages inside the heap go back after a burst (server/after-burst.ts, decision 398).
 * 128 KiB for both cost 80 to 100 ms of CPU at the start; limiting the arenas (MALLOC_ARENA_MAX=2) gained nothing.
 * glibc reads them from the environment when a process starts, so they are set where a process is started: `npm
 * start` (package.json), the image (Dockerfile) and, here, the cluster's workers. A variable the operator set stays.
 */
export const MALLOC_SETTINGS = Object.freeze({ MALLOC_MMAP_THRESHOLD_: '1048576', MALLOC_TRIM_THRESHOLD_: '8388608' })

/**
 * The malloc settings a process started with `env` lacks.
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, string>}
 */
export function mallocEnv(env) {
	return Object.fromEntries(Object.entries(MALLOC_SETTINGS).filter(([name]) => env[name] === undefined))
}
