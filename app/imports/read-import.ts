// The reader of each import source of the Data Import form: the file's bytes into an import plan, or why it is refused.
import type { ImportSource } from './import-form'
import { readTodoistFile } from './todoist'
import { readToodledoFile, type ReadFile } from './toodledo'

/** `now`: when the file was first read (the preview); natural dates of a Todoist file are read relative to it */
export function readImportFile(source: ImportSource, bytes: Uint8Array, filename: string, timeZone: string, now: number): Promise<ReadFile> {
	if (source === 'todoist') return readTodoistFile(bytes, filename, timeZone, now)
	return readToodledoFile(bytes, filename, timeZone)
}
