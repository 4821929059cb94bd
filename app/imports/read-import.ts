// The reader of each import source of the Data Import form: the file's bytes into an import plan, or why it is refused.
import { overTheCaps } from './import-caps'
import type { ImportSource } from './import-form'
import { readTodoistFile } from './todoist'
import { readToodledoFile, type ReadFile } from './toodledo'
import { readTwentyfourFile } from './twentyfour'

/** the first line of a file that another source's reader would read: the refusal names the Source to choose */
const LOOKS_LIKE: { source: ImportSource; label: string; test: RegExp }[] = [
	{ source: 'todoist', label: 'Todoist (CSV)', test: /^\uFEFF?"?TYPE"?,/i },
	{ source: 'toodledo', label: 'Toodledo', test: /^\uFEFF?("?TASK"?,|\s*<)/i },
	{ source: 'twentyfour', label: 'Twentyfour (JSON export)', test: /^\uFEFF?\s*\{/ },
]

/** `now`: when the file was first read (the preview); natural dates of a Todoist file are read relative to it */
export async function readImportFile(source: ImportSource, bytes: Uint8Array, filename: string, timeZone: string, now: number): Promise<ReadFile> {
	// counted before anything is built from the file: over the caps, refused at once (issue 49)
	const refusal = overTheCaps(source, bytes, filename)
	if (refusal !== null) return { ok: false, error: refusal }
	const read =
		source === 'todoist'
			? await readTodoistFile(bytes, filename, timeZone, now)
			: source === 'twentyfour'
				? await readTwentyfourFile(bytes, filename, timeZone)
				: await readToodledoFile(bytes, filename, timeZone)
	if (read.ok) return read
	const start = new TextDecoder('utf-8').decode(bytes.subarray(0, 200))
	const other = LOOKS_LIKE.find((o) => o.source !== source && o.test.test(start))
	return other ? { ok: false, error: `${read.error} If it is a ${other.label} file, choose the Source ${other.label}.` } : read
}
