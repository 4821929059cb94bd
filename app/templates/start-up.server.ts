// What templates need when the server starts: the corporate gallery loaded (idempotent), abandoned
// confirmations removed now and then every hour.
import type { Db } from '~/lib/db.server'
import { purgeAbandonedUses } from './instantiation.server'
import { loadCorporateTemplates } from './templates.server'

const HOUR = 60 * 60 * 1000
let timer: NodeJS.Timeout | undefined

export function startTemplates(database: Db) {
	loadCorporateTemplates(database)
	purgeAbandonedUses(database)
	timer ??= setInterval(() => {
		try {
			purgeAbandonedUses(database)
		} catch (error) {
			console.error('template confirmations: purge failed', error)
		}
	}, HOUR).unref()
}

export function stopTemplates() {
	clearInterval(timer)
	timer = undefined
}
