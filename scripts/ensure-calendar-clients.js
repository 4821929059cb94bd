// The calendar tests use real clients: Debian's python3-icalendar (with dateutil for the recurrences) reads the feed;
// vdirsyncer, todoman and python3-caldav speak CalDAV to /dav/ (issue 28). All run by Debian's own Python
// (/usr/bin/python3; the python3 first on PATH may lack Debian's modules). Installed with apt-get when missing.
import { spawnSync } from 'node:child_process'
import { aptInstall } from './apt-install.js'

const PYTHON = '/usr/bin/python3'
const has = () =>
	spawnSync(PYTHON, ['-c', 'import icalendar, dateutil, caldav'], { stdio: 'ignore' }).status === 0 &&
	['vdirsyncer', 'todoman'].every((command) => spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0)

if (!has()) aptInstall(['python3-icalendar', 'python3-dateutil', 'python3-caldav', 'vdirsyncer', 'todoman'], 'the calendar and CalDAV tests')
if (!has()) {
	console.error(`${PYTHON} cannot import icalendar, dateutil and caldav, or vdirsyncer or todoman is missing`)
	process.exit(1)
}
