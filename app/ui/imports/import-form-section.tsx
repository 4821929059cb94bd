// The Data Import form of screen 21: Source, Timezone, Replace existing data, one file through a drop zone that is
// also a plain file input, Cancel and Import. Without JavaScript it is a plain multipart form post (the post is the
// wait); with JavaScript the upload goes through XMLHttpRequest so its own progress shows, then "Reading the file".
import { useEffect, useRef, useState } from 'react'
import { Form, useNavigate } from 'react-router'
import { Button } from '~/ui/button'
import { ErrorSummary, InlineError, RadioGroup, replyErrors, SelectField, type FormReply } from '~/ui/forms'
import { IMPORT_TEXTS, SOURCES } from '~/imports/import-form'
import { useDrawnOptions } from '~/ui/drawn-options'

const FIELDS = ['source', 'timezone', 'replace', 'file'] as const

type Progress = { phase: 'uploading'; percent: number } | { phase: 'reading' } | null

/** `timeZones` is absent in the browser's first render: the options the server drew are kept (decision 354) */
export function ImportFormSection({ timezone, timeZones, reply }: { timezone: string; timeZones: string[] | undefined; reply: FormReply }) {
	const zoneOptions = useDrawnOptions('timezone', timeZones?.map((z) => ({ value: z, label: z.replaceAll('_', ' ') })))
	const [answer, setAnswer] = useState<FormReply>(reply)
	const [progress, setProgress] = useState<Progress>(null)
	const [fileName, setFileName] = useState('')
	const zoneRef = useRef<HTMLSelectElement>(null)
	const fileRef = useRef<HTMLInputElement>(null)
	const navigate = useNavigate()
	const { errorOf, summary } = replyErrors(answer, FIELDS)

	useEffect(() => setAnswer(reply), [reply])
	// errors answered to the upload (not a navigation) mark the page title as the form post's answer does
	const hasErrors = summary.length > 0
	useEffect(() => {
		if (hasErrors && !document.title.startsWith('Error: ')) document.title = `Error: ${document.title}`
		if (!hasErrors && document.title.startsWith('Error: ')) document.title = document.title.slice('Error: '.length)
	}, [hasErrors, answer])
	// point 5: the timezone defaults to the browser's zone when JavaScript runs
	useEffect(() => {
		const guessed = Intl.DateTimeFormat().resolvedOptions().timeZone
		if (zoneRef.current && !reply && [...zoneRef.current.options].some((o) => o.value === guessed)) zoneRef.current.value = guessed
	}, [reply])

	function upload(event: React.FormEvent<HTMLFormElement>) {
		const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
		if (submitter?.value === 'cancel') return
		event.preventDefault()
		if (progress) return
		const body = new FormData(event.currentTarget, submitter)
		const xhr = new XMLHttpRequest()
		xhr.open('POST', '/profile/import/upload')
		xhr.responseType = 'json'
		xhr.upload.onprogress = (e) => {
			if (e.lengthComputable) setProgress({ phase: 'uploading', percent: Math.round((e.loaded / e.total) * 100) })
		}
		xhr.upload.onload = () => setProgress({ phase: 'reading' })
		xhr.onload = () => {
			const result = xhr.response as { url?: string; reply?: FormReply } | null
			if (result?.url) return navigate(result.url)
			setProgress(null)
			setAnswer(result?.reply ?? { error: { file: [IMPORT_TEXTS.unknownError(fileName || 'the file')] } })
		}
		xhr.onerror = () => {
			setProgress(null)
			setAnswer({ error: { file: [IMPORT_TEXTS.unknownError(fileName || 'the file')] } })
		}
		setProgress({ phase: 'uploading', percent: 0 })
		xhr.send(body)
	}

	function drop(event: React.DragEvent<HTMLDivElement>) {
		if (!fileRef.current || event.target === fileRef.current) return
		event.preventDefault()
		fileRef.current.files = event.dataTransfer.files
		setFileName([...event.dataTransfer.files].map((f) => f.name).join(', '))
	}

	const fileErrors = errorOf('file')
	return (
		<Form method="post" action="/profile/dataImport" encType="multipart/form-data" noValidate onSubmit={upload} aria-labelledby="data-import-title">
			<ErrorSummary errors={summary} />
			<SelectField id="source" name="source" label="Source" required options={[...SOURCES]} defaultValue="toodledo" errors={errorOf('source')} />
			<SelectField
				id="timezone"
				name="timezone"
				label="Timezone"
				hint="Dates and times in the file are read in this timezone (a Twentyfour export's dates are placed on the same days in it)."
				required
				ref={zoneRef}
				options={zoneOptions}
				defaultValue={timezone}
				errors={errorOf('timezone')}
			/>
			<RadioGroup
				id="replace"
				name="replace"
				label="Replace existing data"
				hint="Yes deletes your tasks, folders and contexts before the import."
				options={[
					{ value: 'Y', label: 'Yes' },
					{ value: 'N', label: 'No' },
				]}
				errors={errorOf('replace')}
			/>
			<div className="mb-4">
				<span className="block font-medium" id="file-label">
					File
				</span>
				<p id="file-hint" className="text-sm text-slate-600">
					{IMPORT_TEXTS.fileHint}
				</p>
				<InlineError id="file-error" errors={fileErrors} />
				<div
					onDragOver={(e) => e.preventDefault()}
					onDrop={drop}
					className={`mt-1 rounded-lg border-2 border-dashed p-4 text-center focus-within:outline-4 focus-within:outline-amber-500 ${fileErrors?.length ? 'border-red-700' : 'border-slate-400'}`}
				>
					<label htmlFor="file" className="block cursor-pointer font-medium text-slate-800">
						{IMPORT_TEXTS.dropZone}
					</label>
					<input
						ref={fileRef}
						id="file"
						name="file"
						type="file"
						accept=".csv,.xml,.json,text/csv,text/xml,application/xml,application/json"
						aria-describedby={['file-hint', fileErrors?.length ? 'file-error' : ''].filter(Boolean).join(' ')}
						aria-invalid={fileErrors?.length ? true : undefined}
						onChange={(e) => setFileName(e.currentTarget.files?.[0]?.name ?? '')}
						className="mx-auto mt-2 block max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-2 file:font-semibold"
					/>
				</div>
			</div>
			{progress ? <ImportProgress progress={progress} /> : null}
			<div className="flex flex-wrap gap-3">
				<Button type="submit" name="intent" value="cancel" variant="secondary" formNoValidate>
					Cancel
				</Button>
				<Button type="submit" name="intent" value="import" aria-disabled={progress ? true : undefined}>
					{progress ? 'Importing…' : 'Import'}
				</Button>
			</div>
		</Form>
	)
}

function ImportProgress({ progress }: { progress: NonNullable<Progress> }) {
	const uploading = progress.phase === 'uploading'
	return (
		<div className="mb-4" role="status">
			<p className="font-medium">{uploading ? `Uploading the file: ${progress.percent}%` : 'Reading the file…'}</p>
			<progress
				className="mt-1 h-3 w-full"
				max={100}
				value={uploading ? progress.percent : undefined}
				aria-label={uploading ? 'Upload progress' : 'Reading the file'}
			/>
		</div>
	)
}
