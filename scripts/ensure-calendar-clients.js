// The calendar tests read the feed with a real parser: Debian's python3-icalendar (with dateutil for the recurrences),
// run by Debian's own Python (/usr/bin/python3; the python3 first on PATH may lack Debian's modules). Installed when missing.
import { spawnSync } from 'node:child_process'
import { aptInstall } from './apt-install.js'

const PYTHON = '/usr/bin/python3'
const has = () => spawnSync(PYTHON, ['-c', 'import icalendar, dateutil'], { stdio: 'ignore' }).status === 0

if (!has()) aptInstall(['python3-icalendar', 'python3-dateutil'], 'the calendar feed tests')
if (!has()) {
	console.error(`${PYTHON} still cannot import icalendar and dateutil`)
	process.exit(1)
}
