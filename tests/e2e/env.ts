import path from 'node:path'

// E2E_PORT lets two checkouts run their browser tests side by side
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3310)
export const E2E_URL = `http://localhost:${E2E_PORT}`
export const E2E_DATA_DIR = path.resolve(`tests/.tmp/e2e-data-${E2E_PORT}`)
