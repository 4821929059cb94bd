import { defineConfig } from '@playwright/test'
import { E2E_PORT, E2E_URL, E2E_DATA_DIR } from './tests/e2e/env'

export default defineConfig({
	testDir: './tests/e2e',
	fullyParallel: true,
	workers: 2,
	retries: process.env.CI ? 1 : 0,
	timeout: 60_000,
	reporter: process.env.CI ? [['list']] : [['list']],
	use: {
		baseURL: E2E_URL,
		// a trace of each failed test with the page's DOM at every action, but no screencast: its JPEG frames were encoded
		// all through every test, passed or not, and cost a quarter of the browser tests' time (decision 387)
		trace: { mode: 'retain-on-failure', screenshots: false },
		launchOptions: {
			// the headless shell: the browser without a window's web UI (scripts/ensure-chromium.js installs it)
			executablePath: process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
			],
		},
	},
	projects: [
		{ name: 'js', use: { javaScriptEnabled: true } },
		{ name: 'no-js', use: { javaScriptEnabled: false } },
	],
	webServer: {
		// the production build, on a fresh data folder, with the embedded identity provider
		command: `rm -rf ${E2E_DATA_DIR} && node server.js`,
		url: `${E2E_URL}/healthz`,
		// a cluster's first worker answers /healthz before the others are forked (decision 330): the suite starts once the
		// server says every worker listens
		wait: { stdout: /Twentyfour is listening/ },
		reuseExistingServer: false,
		timeout: 60_000,
		env: {
			NODE_ENV: 'production',
			PORT: String(E2E_PORT),
			DATA_DIR: E2E_DATA_DIR,
			PUBLIC_URL: E2E_URL,
			// the 429 test starts its own server with its own limits
			AUTH_RATE_LIMIT: '10000',
			FORM_RATE_LIMIT: '10000',
		},
	},
})
