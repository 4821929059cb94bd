// The Data Import form of screen 21 (point 3 import options, point 5 messages, point 9 one file of 10 MB at most).
import { z } from 'zod'
import { isValidTimeZone } from '~/lib/dates'
import { digits } from '~/lib/plural'

export const SOURCES = [
	{ value: 'toodledo', label: 'Toodledo' },
	{ value: 'todoist', label: 'Todoist (CSV)' },
	// the file of Profile, Export, "all of your data as JSON" (issue 30, decision 225)
	{ value: 'twentyfour', label: 'Twentyfour (JSON export)' },
] as const
export type ImportSource = (typeof SOURCES)[number]['value']
const SOURCE_VALUES = SOURCES.map((s) => s.value) as [ImportSource, ...ImportSource[]]

/** tasks (rows, items, entries) in one file (issue 49): a 10 MB Toodledo export holds about 40,000 */
export const MAX_IMPORT_TASKS = 50_000

export const IMPORT_TEXTS = {
	source: 'Select the name of the software/website that provided the import file.',
	replace: "Select whether or not you'd like your existing data to be deleted prior to the import.",
	file: 'Select a file to be imported.',
	oneFile: 'Select one file only.',
	timezone: 'Select a timezone from the list.',
	tooLarge: 'The file is larger than 10 MB. Choose a file of 10 MB or less.',
	fileHint: `A Toodledo CSV or XML export, a Todoist CSV, or a Twentyfour JSON export (Profile, Export), of 10 MB and ${digits(MAX_IMPORT_TASKS)} tasks at most.`,
	dropZone: 'Drop file here ...or click to select a file from your computer',
	notFound: 'This import was not found: it has expired (uploads are kept for 30 minutes) or was cancelled.',
	unknownError: (filename: string) => `An unknown error was encountered processing: ${filename}`,
	imported: (n: number, f: number, c: number, filename: string) =>
		`Imported ${n} ${n === 1 ? 'task' : 'tasks'}, ${f} ${f === 1 ? 'folder' : 'folders'} and ${c} ${c === 1 ? 'context' : 'contexts'} from ${filename}.`,
	importedExtras: (templates: number, preferences: boolean) =>
		`${templates} ${templates === 1 ? 'template' : 'templates'} added${preferences ? '; quick-add defaults and display options restored' : ''}.`,
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
