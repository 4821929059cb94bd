// Reading the import form's multipart body with a bound: the body is counted while it streams in and refused past
// 10 MB of file plus a little for the other fields, so no request can make the server hold more than that.
import { IMPORT_TEXTS, MAX_FILE_BYTES } from './import-form'

/** the file plus the form's other fields and the multipart boundaries */
export const MAX_BODY_BYTES = MAX_FILE_BYTES + 64 * 1024
/** a refused body is read on (and thrown away) up to this much, so the browser sees the answer, not a reset */
const DRAIN_BYTES = 64 * 1024 * 1024

export class UploadRefused extends Error {
	constructor(
		message: string,
		readonly status: number,
	) {
		super(message)
	}
}

export async function readUploadForm(request: Request): Promise<FormData> {
	const type = request.headers.get('content-type') ?? ''
	if (!/^multipart\/form-data\s*;\s*boundary=/i.test(type) || !request.body) {
		throw new UploadRefused('The import form must be sent as a file upload (multipart/form-data).', 415)
	}
	const declared = Number(request.headers.get('content-length') ?? NaN)
	const reader = request.body.getReader()
	if (declared > MAX_BODY_BYTES) {
		await drain(reader, 0)
		throw new UploadRefused(IMPORT_TEXTS.tooLarge, 413)
	}
	const chunks: Uint8Array[] = []
	let size = 0
	for (;;) {
		const { done, value } = await reader.read()
		if (done) break
		size += value.byteLength
		if (size > MAX_BODY_BYTES) {
			chunks.length = 0
			await drain(reader, size)
			throw new UploadRefused(IMPORT_TEXTS.tooLarge, 413)
		}
		chunks.push(value)
	}
	const body = Buffer.concat(chunks, size)
	chunks.length = 0
	try {
		return await new Response(body, { headers: { 'content-type': type } }).formData()
	} catch {
		throw new UploadRefused('The upload could not be read. Try again.', 400)
	}
}

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, read: number) {
	try {
		for (;;) {
			const { done, value } = await reader.read()
			if (done) return
			read += value.byteLength
			if (read > DRAIN_BYTES) return void (await reader.cancel())
		}
	} catch {
		// the client went away: nothing to answer
	}
}

/** The file's own name, without a path or control characters, at most 200 characters. */
export function cleanFilename(name: string) {
	// eslint-disable-next-line no-control-regex
	const base = name.replace(/^.*[\\/]/, '').replace(/[\u0000-\u001f\u007f]/g, '').trim()
	return (base || 'the file').slice(0, 200)
}
