// The processes of a running server, for the tests and benches that kill one of them (issue 31: a worker killed
// mid-run). Linux only: read from /proc.
import fs from 'node:fs'

/** the fields of /proc/<pid>/stat after the process's name (which is in parentheses and may hold spaces), or null once it is gone */
function statFields(pid: number | string) {
	try {
		const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
		return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
	} catch {
		return null // gone meanwhile
	}
}

/** the processes whose parent is `pid`: the cluster's workers, for its primary */
export function childrenOf(pid: number) {
	return fs
		.readdirSync('/proc')
		.filter((name) => /^\d+$/.test(name) && Number(statFields(name)?.[1]) === pid)
		.map(Number)
}

/** the CPU time a process has used so far, user and system, in ms (0 once it is gone); ticks of 10 ms, as Linux counts */
export function cpuMsOf(pid: number) {
	const fields = statFields(pid)
	return fields ? (Number(fields[11]) + Number(fields[12])) * 10 : 0
}

/** a process's resident memory in KiB (VmRSS), 0 once it is gone */
export function rssKbOf(pid: number) {
	try {
		return Number(/^VmRSS:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
	} catch {
		return 0
	}
}

/** the CPU time of a server so far, in ms: its process and its workers (a cluster's primary and workers) */
export const serverCpuMs = (pid: number) => [pid, ...childrenOf(pid)].reduce((sum, p) => sum + cpuMsOf(p), 0)
