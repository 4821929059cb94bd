// Issue 49, point 3: the suite's production server made its data folder (it starts on an empty one): 0700, and the
// database, its -wal and -shm, the secrets and the provider's keys 0600. Before, 0755 and 0644.
import fs from 'node:fs'
import path from 'node:path'
import { E2E_DATA_DIR, E2E_URL } from './env'
import { expect, test } from './fixtures'

test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'no browser involved: once is enough')

test('the data folder and the files the server made in it are its own user’s alone', async () => {
	expect((await fetch(`${E2E_URL}/healthz`)).ok).toBe(true)
	const mode = (file: string) => (fs.statSync(file).mode & 0o777).toString(8)
	expect(mode(E2E_DATA_DIR)).toBe('700')
	for (const file of ['twentyfour.db', 'twentyfour.db-wal', 'twentyfour.db-shm', 'secrets.json', 'oidc-jwks.json']) {
		expect({ file, mode: mode(path.join(E2E_DATA_DIR, file)) }).toEqual({ file, mode: '600' })
	}
})
