// The processes of a running server, for the tests and benches that kill one of them (issue 31: a worker killed
// mid-run). Linux only: read from /proc.
import fs from 'node:fs'

/** the processes whose parent is `pid`: the cluster's workers, for its primary */
export function childrenOf(pid: number) {
	return fs
		.readdirSync('/proc')
		.filter((name) => /^\d+$/.test(name))
		.filter((name) => {
			try {
				// the parent's id is the 4th field, after the name in parentheses (which may hold spaces)
				const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8')
				return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid
			} catch {
				return false // gone meanwhile
			}
		})
		.map(Number)
}

/** the CPU time a process has used so far, user and system, in ms (0 once it is gone); ticks of 10 ms, as Linux counts */
export function cpuMsOf(pid: number) {
	try {
		const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
		const [utime, stime] = stat.slice(stat.lastIndexOf(')') + 2).split(' ').slice(11, 13).map(Number)
		return (utime! + stime!) * 10
	} catch {
		return 0
	}
}

/** the CPU time of a server so far, in ms: its process and its workers (a cluster's primary and workers) */
export const serverCpuMs = (pid: number) => [pid, ...childrenOf(pid)].reduce((sum, p) => sum + cpuMsOf(p), 0)
