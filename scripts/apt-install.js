// Installs Debian packages the tests need (Chromium, the calendar clients), with sudo unless already root.
import { execSync } from 'node:child_process'

export function aptInstall(packages, why) {
	console.log(`Installing ${packages.join(', ')} for ${why}…`)
	const sudo = process.getuid?.() === 0 ? '' : 'sudo '
	execSync(`${sudo}apt-get update -qq && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${packages.join(' ')}`, {
		stdio: 'inherit',
		shell: '/bin/bash',
	})
}
