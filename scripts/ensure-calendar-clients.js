// The calendar tests use real clients, no fakes (issue 28). The feed is read with Debian's python3-icalendar (with
// dateutil for the recurrences); CalDAV is spoken by Debian's vdirsyncer, todoman and python3-caldav. All run by
// Debian's own Python (/usr/bin/python3; the python3 first on PATH may lack Debian's modules). Installed when missing.
import { spawnSync } from 'node:child_process'
import { aptInstall } from './apt-install.js'

const PYTHON = '/usr/bin/python3'
const has = () => spawnSync(PYTHON, ['-c', 'import icalendar, dateutil'], { stdio: 'ignore' }).status === 0
const hasCaldav = () =>
	spawnSync(PYTHON, ['-c', 'import caldav'], { stdio: 'ignore' }).status === 0 &&
	['vdirsyncer', 'todoman'].every((command) => spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0)

if (!has()) aptInstall(['python3-icalendar', 'python3-dateutil'], 'the calendar feed tests')
if (!has()) {
	console.error(`${PYTHON} still cannot import icalendar and dateutil`)
	process.exit(1)
}
if (!hasCaldav()) aptInstall(['vdirsyncer', 'todoman', 'python3-caldav'], 'the CalDAV tests')
if (!hasCaldav()) {
	console.error('vdirsyncer, todoman or python3-caldav are still missing')
	process.exit(1)
}
