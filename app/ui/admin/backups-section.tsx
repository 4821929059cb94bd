// The admin page's backups (issue 53, point 5; decision 310): the newest backups with their size, times and both
// checks, when the weekly full check last ran, and the failed check that is still outstanding.
import type { InstanceFacts } from '~/admin/instance.server'
import { atTime, backupFailureText, backupRows, clockTime, type CheckCell } from '~/admin/backups'

const CELL_LOOK: Record<CheckCell['state'], string> = {
	ok: 'text-emerald-800 dark:text-emerald-300',
	failed: 'font-semibold text-red-800 dark:text-red-300',
	none: '',
}

function schedule(backups: InstanceFacts['backups']) {
	if (backups.schedule === null) return 'Scheduled backups are off (BACKUP_INTERVAL=off); `npm run backup` makes one.'
	const hours = backups.schedule / 3_600_000
	return `A backup every ${hours >= 1 ? `${+hours.toFixed(1)} hours` : `${Math.round(backups.schedule / 60_000)} minutes`} into ${backups.dir}, the newest ${backups.keep} kept. Each is checked with PRAGMA quick_check before it gets its name; the newest gets the full integrity_check once a week.`
}

export function BackupsSection({ backups, timezone }: { backups: InstanceFacts['backups']; timezone: string }) {
	const when = (ms: number) => atTime(ms, timezone)
	const { checks } = backups
	const rows = backupRows(checks.backups, when, (ms) => clockTime(ms, timezone))
	return (
		<section aria-labelledby="backups" className="space-y-3">
			<h2 id="backups" className="text-xl font-bold">
				Backups
			</h2>
			<p>{schedule(backups)}</p>
			{checks.failure ? (
				<p role="alert" data-testid="backup-check-failed" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-red-950">
					{backupFailureText(checks.failure, when)}
				</p>
			) : null}
			{rows.length === 0 ? (
				<p className="rounded-lg border border-slate-200 bg-white p-4">No backups yet.</p>
			) : (
				<ul className="space-y-2">
					{rows.map((row) => (
						<li key={row.file} data-testid="backup" className="rounded-lg border border-slate-200 bg-white p-4">
							<h3 className="font-semibold">{when(row.takenAt)}</h3>
							<p className="font-mono text-sm break-all">{row.file}</p>
							<dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr_auto_1fr]">
								<dt className="font-medium text-slate-700">Size</dt>
								<dd>{row.size}</dd>
								<dt className="font-medium text-slate-700">Copy</dt>
								<dd>{row.copy}</dd>
								<dt className="font-medium text-slate-700">Quick check</dt>
								<dd className={CELL_LOOK[row.quickCheck.state]}>{row.quickCheck.text}</dd>
								<dt className="font-medium text-slate-700">Full check</dt>
								<dd className={CELL_LOOK[row.fullCheck.state]}>{row.fullCheck.text}</dd>
							</dl>
						</li>
					))}
				</ul>
			)}
			<p className="text-slate-700">
				{checks.backups.length > rows.length ? `${checks.backups.length - rows.length} older backups are not listed. ` : ''}
				The weekly full check last ran: {checks.lastFullCheckAt ? when(checks.lastFullCheckAt) : 'not yet'}.
			</p>
		</section>
	)
}
