// The admin page's facts about this server (issue 53). What is not wired in this build says so, never a made-up value.
import type { InstanceFacts } from '~/admin/instance.server'
import { formatBytes } from '~/admin/rules'
import { longDate } from '~/lib/dates'

function when(ms: number | null, timezone: string) {
	if (!ms) return null
	return `${longDate(ms, timezone)}, ${new Date(ms).toLocaleTimeString('en-GB', { timeZone: timezone, hour: '2-digit', minute: '2-digit' })}`
}

function backupChecks(checks: InstanceFacts['backups']['checks'], timezone: string): React.ReactNode {
	if (checks.latestCheckFailed && checks.failure) {
		const f = checks.failure
		return (
			<strong className="text-red-800 dark:text-red-300" role="alert">
				Failed: the {f.kind === 'backup' ? 'quick check of a new backup' : 'weekly full check'} of {f.file.split('/').at(-1)} ({when(f.at, timezone)}): {f.message}
			</strong>
		)
	}
	if (checks.backups.length === 0) return 'no backups yet'
	return (
		<ul className="space-y-1">
			{checks.backups.slice(0, 3).map((b) => (
				<li key={b.file}>
					{when(b.takenAt, timezone)}: {formatBytes(b.bytes)}
					{b.copyMs !== null ? `, copied in ${(b.copyMs / 1000).toFixed(1)} s` : ''}
					{b.quickCheck ? `, quick check ${b.quickCheck.ok ? 'ok' : 'failed'} in ${(b.quickCheck.ms / 1000).toFixed(1)} s` : ''}
					{b.integrityCheck ? `, full check ${b.integrityCheck.ok ? 'ok' : 'failed'} ${when(b.integrityCheck.at, timezone)}` : ''}
				</li>
			))}
			<li>The weekly full check last ran: {when(checks.lastFullCheckAt, timezone) ?? 'not yet'}</li>
		</ul>
	)
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
				? `${when(backups.last.at, timezone)}: ${formatBytes(backups.last.bytes)}, passed its integrity check (${backups.last.count} kept of ${backups.keep})`
				: backups.schedule === null
					? 'none: scheduled backups are off (BACKUP_INTERVAL=off)'
					: 'none yet',
		],
		['Backup checks', backupChecks(backups.checks, timezone)],
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
