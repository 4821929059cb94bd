// The fake mail server for a vitest file (tests/fakes/smtp-sink.ts): started before the file's tests, our mail settings
// pointed at it (and `env`, e.g. MAIL_FROM), all of it undone after. The sink is read through the returned object,
// which stands for the server started in beforeAll. (Not for Playwright specs: it registers vitest hooks.)
import { afterAll, beforeAll } from 'vitest'
import { resetEnvForTests } from '~/lib/env.server'
import { startSmtpSink, type SmtpSink } from './fakes/smtp-sink'

export function smtpSinkForFile(env: Record<string, string> = {}): SmtpSink {
	let sink: SmtpSink | undefined
	const settings = () => ({ SMTP_URL: sink!.url, PUBLIC_URL: 'https://tasks.example.org', TRUST_PROXY: '1', ...env })
	beforeAll(async () => {
		sink = await startSmtpSink()
		Object.assign(process.env, settings())
		resetEnvForTests()
	})
	afterAll(async () => {
		for (const k of Object.keys(settings())) delete process.env[k]
		resetEnvForTests()
		await sink?.close()
	})
	return new Proxy({} as SmtpSink, { get: (_, key) => Reflect.get(sink!, key, sink) })
}
