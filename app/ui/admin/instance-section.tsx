// The admin page's facts about this server (issue 53). What is not wired in this build says so, never a made-up value.
import type { InstanceFacts } from '~/admin/instance.server'
import { formatBytes } from '~/admin/rules'
import { atTime } from '~/admin/backups'

function when(ms: number | null, timezone: string) {
	return ms ? atTime(ms, timezone) : null
}

function mailFacts(mail: InstanceFacts['mail'], timezone: string) {
	if (!mail.configured) return 'off: SMTP_URL is not set (password-reset mail, reminders by mail and the agenda need it)'
	const delivered = when(mail.lastDeliveryAt, timezone) ?? 'none yet'
	const failed = mail.lastErrorAt ? `${when(mail.lastErrorAt, timezone)}: ${mail.lastError ?? 'unknown error'}` : 'none'
	return `from ${mail.from}; last delivery ${delivered}; last error ${failed}`
}

export function InstanceSection({ facts, timezone }: { facts: InstanceFacts; timezone: string }) {
	const { backups, disk, migrations, scheduler } = facts
	const rows: [string, React.ReactNode][] = [
		['Version', `${facts.version} (Node.js ${facts.node})`],
		['Database size', formatBytes(facts.databaseBytes)],
		['Free disk', disk ? `${formatBytes(disk.free)} of ${formatBytes(disk.total)}` : 'unknown'],
		[
			'Last backup',
			backups.last
				? `${when(backups.last.at, timezone)}: ${formatBytes(backups.last.bytes)}, passed its quick check (${backups.last.count} kept of ${backups.keep}; see Backups)`
				: backups.schedule === null
					? 'none: scheduled backups are off (BACKUP_INTERVAL=off)'
					: 'none yet',
		],
		[
			"The scheduler's last run",
			scheduler.running ? (when(scheduler.lastRun, timezone) ?? 'not yet') : 'not running: reminders are off (no PUSHOVER_APP_TOKEN)',
		],
		['Migrations applied', migrations ? `${migrations.count} of ${migrations.known}, the last ${migrations.latest ?? 'unknown'}` : 'unknown'],
		["Mail's last delivery or error", mailFacts(facts.mail, timezone)],
	]
	return (
		<section aria-labelledby="instance" className="space-y-3">
			<h2 id="instance" className="text-xl font-bold">
				This server
			</h2>
			<dl className="grid grid-cols-1 gap-x-6 gap-y-1 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[auto_1fr]">
				{rows.map(([term, value]) => (
					<div key={term} className="contents">
						<dt className="font-medium text-slate-700">{term}</dt>
						<dd className="mb-2 break-words sm:mb-0" data-testid={`fact-${term.toLowerCase().replace(/[^a-z]+/g, '-')}`}>
							{value}
						</dd>
					</div>
				))}
			</dl>
		</section>
	)
}
