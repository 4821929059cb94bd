// The sections whose features come with billing, reminders and import: each says plainly what
// this instance offers now. And the data export of the privacy policy's access and portability.
import { ImportFormSection } from '~/ui/imports/import-form-section'
import type { FormReply } from '~/ui/forms'

export function SubscriptionSection({
	tier,
	level,
	billing,
	premiumForAll,
}: {
	tier: 'free' | 'paid'
	level: string
	billing: boolean
	premiumForAll: boolean
}) {
	return (
		<div className="space-y-3">
			<p>
				Your tier:{' '}
				<strong>{tier === 'paid' ? 'Early Patron' : 'Early Adopter (free)'}</strong>
				{tier === 'paid' ? <span className="text-slate-700"> (plan {level})</span> : null}
			</p>
			{tier === 'free' ? <p>Early Adopters have every core feature of Twentyfour.</p> : null}
			{premiumForAll ? <p>On this instance every user has the Early Patron features too.</p> : null}
			{!billing ? (
				<p className="rounded-md border-l-4 border-slate-400 bg-slate-50 p-3">
					Paid plans are not offered on this instance: it has no billing configured.
				</p>
			) : null}
		</div>
	)
}

export function ExportLinks() {
	const link = 'font-medium text-brand-700 underline hover:text-brand-800'
	return (
		<>
			<a href="/profile/export/tasks.csv" download className={link}>
				all tasks as CSV
			</a>{' '}
			or{' '}
			<a href="/profile/export/data.json" download className={link}>
				all of your data as JSON
			</a>
			.
		</>
	)
}

export function DataImportSection(props: { timezone: string; timeZones: string[] | undefined; reply: FormReply }) {
	return (
		<div className="space-y-4">
			<div>
				<h3 id="data-import-title" className="text-lg font-semibold">
					Data Import
				</h3>
				<p className="mb-3 text-slate-700">
					Bring your tasks from Toodledo (its CSV or XML export) or Todoist (a project's CSV), or your own Twentyfour data
					back (the JSON export below, from this or another Twentyfour). You see what will be imported before anything
					changes.
				</p>
				<ImportFormSection {...props} />
			</div>
			<div>
				<h3 className="text-lg font-semibold">Data Export</h3>
				<p>
					Your data is yours to take anywhere. Download <ExportLinks />
				</p>
				<p className="mt-1 text-sm text-slate-700">
					The CSV file has one row per task, dates as YYYY-MM-DD in your timezone and Y or N for yes and no. The JSON
					file holds your profile, preferences, contexts, folders, tasks and templates.
				</p>
			</div>
		</div>
	)
}
