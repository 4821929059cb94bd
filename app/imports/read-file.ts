// The upload read by its source's reader into the one import plan (the preview, Confirm and the write are the same).
import type { ImportSource } from './import-form'
import { readToodledoFile, type ReadFile } from './toodledo'
import { readTwentyfourFile } from './twentyfour'

export function readImportFile(source: ImportSource, bytes: Uint8Array, filename: string, timeZone: string): Promise<ReadFile> {
	return source === 'twentyfour' ? readTwentyfourFile(bytes, filename, timeZone) : readToodledoFile(bytes, filename, timeZone)
}
