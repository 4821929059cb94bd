// The Data Import form's post, as the browser sends it, for the import tests.
export function uploadRequest(fields: Record<string, string>, files: { name: string; bytes: Uint8Array<ArrayBuffer>; type?: string }[] = []) {
	const form = new FormData()
	for (const [k, v] of Object.entries(fields)) form.append(k, v)
	for (const f of files) form.append('file', new File([f.bytes], f.name, { type: f.type ?? 'text/csv' }))
	return new Request('http://localhost/profile/dataImport', { method: 'POST', body: form })
}
