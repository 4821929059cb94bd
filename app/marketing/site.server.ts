// What the public pages need from configuration. Routes pass it on from their loaders.
import { env } from '~/lib/env.server'

export function publicSite() {
	const e = env()
	return { publicUrl: e.publicUrl, supportEmail: e.supportEmail, governingState: e.governingState, backupRetentionDays: e.backups.retentionDays }
}
