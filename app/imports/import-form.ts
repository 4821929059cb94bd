// The Data Import form of screen 21 (point 3 import options, point 5 messages, point 9 one file of 10 MB at most).
import { z } from 'zod'
import { isValidTimeZone } from '~/lib/dates'

export const SOURCES = [
	{ value: 'toodledo', label: 'Toodledo' },
	{ value: 'todoist', label: 'Todoist (CSV)' },
] as const
export type ImportSource = (typeof SOURCES)[number]['value']
const SOURCE_VALUES = SOURCES.map((s) => s.value) as [ImportSource, ...ImportSource[]]

export const IMPORT_TEXTS = {
	source: 'Select the name of the software/website that provided the import file.',
	replace: "Select whether or not you'd like your existing data to be deleted prior to the import.",
	file: 'Select a file to be imported.',
	oneFile: 'Select one file only.',
	timezone: 'Select a timezone from the list.',
	tooLarge: 'The file is larger than 10 MB. Choose a file of 10 MB or less.',
	dropZone: 'Drop file here ...or click to select a file from your computer',
	notFound: 'This import was not found: it has expired (uploads are kept for 30 minutes) or was cancelled.',
	unknownError: (filename: string) => `An unknown error was encountered processing: ${filename}`,
	imported: (n: number, f: number, c: number, filename: string) =>
		`Imported ${n} ${n === 1 ? 'task' : 'tasks'}, ${f} ${f === 1 ? 'folder' : 'folders'} and ${c} ${c === 1 ? 'context' : 'contexts'} from ${filename}.`,
}

export const MAX_FILE_BYTES = 10 * 1024 * 1024

/** the form's rules: a function, so a page that shows only the options and texts above ships no zod (a schema made
 * at the top of the module would be kept in the browser bundle) */
export const importFormSchema = () =>
	z.object({
		source: z.enum(SOURCE_VALUES, { error: IMPORT_TEXTS.source }),
		timezone: z.string({ error: IMPORT_TEXTS.timezone }).refine(isValidTimeZone, IMPORT_TEXTS.timezone),
		replace: z.enum(['Y', 'N'], { error: IMPORT_TEXTS.replace }),
		file: z
			.instanceof(File, { error: IMPORT_TEXTS.file })
			.refine((file) => file.name !== '' || file.size > 0, IMPORT_TEXTS.file)
			.refine((file) => file.size <= MAX_FILE_BYTES, IMPORT_TEXTS.tooLarge),
	})
export type ImportForm = z.infer<ReturnType<typeof importFormSchema>>
