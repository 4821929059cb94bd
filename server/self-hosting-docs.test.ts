// docs/self-hosting.md prints the reverse-proxy snippets that tests/e2e/reverse-proxy.spec.ts runs (issue 56)
import fs from 'node:fs'
import { expect, test } from 'vitest'

const doc = fs.readFileSync('docs/self-hosting.md', 'utf8')
const block = (language: string) => doc.match(new RegExp('```' + language + '\\n([\\s\\S]*?)```'))?.[1]

test.each([
	['nginx', 'deploy/nginx/twentyfour.conf'],
	['caddy', 'deploy/caddy/Caddyfile'],
])('the %s snippet of docs/self-hosting.md is %s as the test runs it', (language, file) => {
	expect(block(language)).toBe(fs.readFileSync(file, 'utf8'))
})

test('each snippet says what to start Twentyfour with, matching its own address', () => {
	for (const file of ['deploy/nginx/twentyfour.conf', 'deploy/caddy/Caddyfile']) {
		expect(fs.readFileSync(file, 'utf8')).toContain('PUBLIC_URL=https://tasks.example.org:8443 TRUST_PROXY=1 HOST=127.0.0.1 PORT=3000')
	}
})
