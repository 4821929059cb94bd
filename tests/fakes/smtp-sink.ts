// A small SMTP server on 127.0.0.1 that keeps what it is sent (the `smtp-server` package): the tests hold a real SMTP
// conversation with it through our own mail code and read the delivered messages. It can refuse the next messages with
// an SMTP answer.
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type SunkMail = {
	from: string
	to: string[]
	/** the whole message as sent */
	raw: string
	headers: Record<string, string>
	/** the text/plain part, decoded */
	text: string
	/** the text/html part, decoded */
	html: string
}

function decode(body: string, encoding: string | undefined) {
	if (/base64/i.test(encoding ?? '')) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
	if (/quoted-printable/i.test(encoding ?? '')) {
		const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
		return Buffer.from(bytes, 'latin1').toString('utf8')
	}
	return body
}

function parseHeaders(block: string) {
	const headers: Record<string, string> = {}
	for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
		const i = line.indexOf(':')
		if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim()
	}
	return headers
}

/** the message's headers and its text and HTML parts (one level of multipart/alternative, as nodemailer writes it) */
export function parseMail(raw: string) {
	const split = raw.search(/\r?\n\r?\n/)
	const headers = parseHeaders(raw.slice(0, split))
	const body = raw.slice(split).replace(/^\r?\n\r?\n/, '')
	const parts: Record<string, string> = {}
	const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1]
	if (!boundary) parts[(headers['content-type'] ?? 'text/plain').split(';')[0]!] = decode(body, headers['content-transfer-encoding'])
	else {
		for (const chunk of body.split(`--${boundary}`).slice(1)) {
			const at = chunk.search(/\r?\n\r?\n/)
			if (at < 0) continue
			const h = parseHeaders(chunk.slice(0, at))
			const type = (h['content-type'] ?? '').split(';')[0]!.trim()
			parts[type] = decode(chunk.slice(at).replace(/^\r?\n\r?\n/, '').replace(/\r?\n$/, ''), h['content-transfer-encoding'])
		}
	}
	return { headers, text: parts['text/plain'] ?? '', html: parts['text/html'] ?? '' }
}

export async function startSmtpSink(opts: { port?: number } = {}) {
	const mails: SunkMail[] = []
	const waiters: { count: number; resolve: () => void }[] = []
	/** answers for the next messages: an SMTP code and its text */
	const refusals: { code: number; message: string }[] = []
	/** how many of the next messages are kept without an answer (the client waits, as for a server that hangs) */
	let holding = 0
	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ['STARTTLS'],
		logger: false,
		onData(stream, session, callback) {
			const chunks: Buffer[] = []
			stream.on('data', (c: Buffer) => chunks.push(c))
			stream.on('end', () => {
				const refusal = refusals.shift()
				if (refusal) return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }))
				const raw = Buffer.concat(chunks).toString('utf8')
				mails.push({
					from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
					to: session.envelope.rcptTo.map((r) => r.address),
					raw,
					...parseMail(raw),
				})
				for (const w of waiters.splice(0)) if (mails.length >= w.count) w.resolve()
				else waiters.push(w)
				if (holding > 0) {
					holding--
					return
				}
				callback()
			})
		},
	})
	await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve))
	const { port } = server.server.address() as AddressInfo
	return {
		port,
		url: `smtp://127.0.0.1:${port}`,
		mails,
		/** the messages to an address */
		to: (address: string) => mails.filter((m) => m.to.includes(address)),
		/** resolves when `count` messages have arrived in all (or rejects after timeoutMs) */
		waitFor(count: number, timeoutMs = 10_000) {
			if (mails.length >= count) return Promise.resolve()
			return new Promise<void>((resolve, reject) => {
				const timer = setTimeout(() => reject(new Error(`the SMTP sink got ${mails.length} of ${count} messages`)), timeoutMs)
				waiters.push({ count, resolve: () => (clearTimeout(timer), resolve()) })
			})
		},
		/** the next message is received but never answered */
		holdNext: () => void holding++,
		refuseNext: (answer: { code: number; message: string }) => refusals.push(answer),
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>

/** the first http(s) link in a text that starts with `prefix` */
export const linkIn = (text: string, prefix: string) => {
	const found = text.match(/https?:\/\/\S+/g)?.find((l) => l.startsWith(prefix))
	if (!found) throw new Error(`no link starting with ${prefix} in:\n${text}`)
	return found
}
