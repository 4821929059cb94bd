// A chart's settings: a GET form inside a disclosure (<details>), so it opens, submits and keeps
// the other charts' settings with or without JavaScript; the chosen values are in the URL.
import { Button } from '~/ui/button'

/** hidden inputs for the settings of the page this form does not change */
export function KeepSettings({ query, except }: { query: URLSearchParams | string; except: string[] }) {
	const params = [...new URLSearchParams(query)].filter(([name]) => !except.includes(name))
	return (
		<>
			{params.map(([name, value], i) => (
				<input key={`${name}-${i}`} type="hidden" name={name} value={value} />
			))}
		</>
	)
}

export function SettingsForm({
	id,
	summary,
	action,
	children,
	open = false,
	submitLabel = 'Show',
}: {
	id: string
	summary: string
	action: string
	children: React.ReactNode
	open?: boolean
	submitLabel?: string
}) {
	return (
		<details className="mt-2 rounded-md border border-slate-300 bg-white" open={open}>
			<summary className="cursor-pointer px-3 py-2 font-medium text-brand-700">{summary}</summary>
			<form method="get" action={action} id={id} className="flex flex-wrap items-end gap-x-4 px-3 pt-1 pb-3">
				{children}
				<Button type="submit" variant="primary" size="sm" className="mb-4">
					{submitLabel}
				</Button>
			</form>
		</details>
	)
}
