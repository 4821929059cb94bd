// `npm test`: typecheck, lint, unit and integration tests, then the browser tests against a production build.
import { execSync } from 'node:child_process'

const run = (cmd) => {
	console.log(`\n$ ${cmd}`)
	execSync(cmd, { stdio: 'inherit' })
}

run('npm run typecheck')
run('npm run lint')
run('npx vitest run')
run('npx react-router build')
run('node scripts/ensure-chromium.js')
run('npx playwright test')
