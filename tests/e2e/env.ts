import path from 'node:path'

// E2E_PORT lets two checkouts run their browser tests side by side
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3310)
export const E2E_URL = `http://localhost:${E2E_PORT}`
export const E2E_DATA_DIR = path.resolve(`tests/.tmp/e2e-data-${E2E_PORT}`)
/** where the fake Pushovers of the specs whose servers send reminders (on the suite's one database) log every call */
export const E2E_PUSHOVER_LOG = path.join(E2E_DATA_DIR, 'fake-pushover-calls.jsonl')

/** A port nothing listens on now, for a test that starts a server of its own. */
export async function freePort() {
	const { createServer } = await import('node:net')
	const probe = createServer()
	await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r))
	const { port } = probe.address() as import('node:net').AddressInfo
	await new Promise<void>((r) => probe.close(() => r()))
	return port
}
