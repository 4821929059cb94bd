// The browser journey against the container image (`npm run test:container`, docs/decisions/211). Its own config, so
// `npm test` does not pick it up: scripts/test-container.js builds and starts the container, then runs this with
// E2E_PORT set to the container's port (the fixtures' URL). One worker: the journey restarts the container.
import { defineConfig } from '@playwright/test'
import base from '../../playwright.config'

export default defineConfig({
	...base,
	testDir: '.',
	fullyParallel: false,
	workers: 1,
	retries: 0,
	webServer: undefined,
})
