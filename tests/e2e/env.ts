import path from 'node:path'

export const E2E_PORT = 3310
export const E2E_URL = `http://localhost:${E2E_PORT}`
export const E2E_DATA_DIR = path.resolve('tests/.tmp/e2e-data')
