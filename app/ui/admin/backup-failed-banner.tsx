// A failed backup check, atop every page an admin opens until the next good check (issue 53, point 5; decision 310).
export function BackupFailedBanner({ text }: { text: string }) {
	return (
		<div role="region" aria-label="Backup problem" data-testid="backup-failed" className="border-b-4 border-red-700 bg-red-50 px-4 py-3 text-center text-red-950">
			{text}{' '}
			<a href="/admin#backups" className="font-semibold text-red-900 underline">
				See the backups
			</a>
		</div>
	)
}
