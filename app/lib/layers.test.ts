// The layer rule of eslint.config.js (decisions 190, 305) run on small sources with a forbidden import: loosening a zone
// or dropping the cycle check fails here, not only in a review.
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

/** the layer and cycle rules' messages for `code` as if it were the file at `filePath` */
async function layerErrors(filePath: string, code: string) {
	const [result] = await eslint.lintText(code, { filePath })
	return result!.messages.filter((m) => m.ruleId?.startsWith('import-x/')).map((m) => m.ruleId)
}

/** the house rule's messages (eslint-rules/no-type-cycle.js) */
async function houseErrors(filePath: string, code: string) {
	const [result] = await eslint.lintText(code, { filePath })
	return result!.messages.filter((m) => m.ruleId?.startsWith('house/')).map((m) => m.ruleId)
}

const RESTRICTED = 'import-x/no-restricted-paths'

describe('the layer rule', { timeout: 120_000 }, () => {
	it.each([
		['a rule importing the kit', 'app/tasks/sample-rule.ts', "import { Button } from '~/ui/button'\nexport const b = Button"],
		['a *.server.ts importing a screen', 'app/tasks/sample.server.ts', "import { QuickAdd } from '~/ui/tasks/quick-add'\nexport const q = QuickAdd"],
		['lib importing a domain', 'app/lib/sample.ts', "import { listHeader } from '~/tasks/lists'\nexport const l = listHeader"],
		['the kit importing a screen', 'app/ui/sample.tsx', "import { QuickAdd } from './tasks/quick-add'\nexport const q = QuickAdd"],
		['a chart importing a screen', 'app/ui/charts/sample.tsx', "import { SaveCancel } from '~/ui/profile/form-parts'\nexport const f = SaveCancel"],
		['a screen importing a route', 'app/ui/tasks/sample.tsx', "import Tasks from '~/routes/tasks'\nexport const t = Tasks"],
		// decision 305: server/ and scripts/ held to the same layers
		['a domain importing server/', 'app/tasks/sample.server.ts', "import { pageCache } from '../../server/page-cache'\nexport const p = pageCache"],
		['lib importing scripts/', 'app/lib/sample.ts', "import { seedTasks } from '../../scripts/task-seed'\nexport const s = seedTasks"],
		['server/ importing a route', 'server/sample.ts', "import Tasks from '~/routes/tasks'\nexport const t = Tasks"],
		['server/ importing a component', 'server/sample.ts', "import { Button } from '~/ui/button'\nexport const b = Button"],
		['server/ importing scripts/', 'server/sample.ts', "import { seedTasks } from '../scripts/task-seed'\nexport const s = seedTasks"],
		['db/ importing lib', 'db/sample.ts', "import { db } from '~/lib/db.server'\nexport const d = db"],
	])('refuses %s', async (_, filePath, code) => {
		expect(await layerErrors(filePath, code)).toContain(RESTRICTED)
	})

	it('refuses a cycle', async () => {
		// forms.tsx imports button.tsx, so button.tsx importing forms.tsx closes a circle
		expect(await layerErrors('app/ui/button.tsx', "import { ErrorSummary } from './forms'\nexport const e = ErrorSummary")).toContain('import-x/no-cycle')
	})

	it('refuses a cycle in server/', async () => {
		// page-cache.ts imports page-entry.ts, so page-entry.ts importing page-cache.ts closes a circle
		expect(await layerErrors('server/page-entry.ts', "import { keptPages } from './page-cache'\nexport const k = keptPages")).toContain('import-x/no-cycle')
	})

	it('refuses a cycle closed by a type import, which import-x/no-cycle passes over', async () => {
		// toodledo.ts imports plan.ts: plan.ts taking a type back from toodledo.ts was one of issue 54's two circles
		const code = "import type { CSV_COLUMNS } from './toodledo'\nexport type C = typeof CSV_COLUMNS"
		const errors = await layerErrors('app/imports/plan.ts', code)
		expect(errors).not.toContain('import-x/no-cycle')
		expect(await houseErrors('app/imports/plan.ts', code)).toContain('house/no-type-cycle')
		// and in server/: page-cache.ts imports page-entry.ts, which may not take a type back from it
		expect(await houseErrors('server/page-entry.ts', "import type { keptPages } from './page-cache'\nexport type K = typeof keptPages")).toContain('house/no-type-cycle')
	})

	it('lets a type import run down without a circle', async () => {
		expect(await houseErrors('app/imports/toodledo.ts', "import type { ReadFile } from './plan'\nexport type R = ReadFile")).toEqual([])
	})

	it('lets server/ import domains and lib, and scripts/ import anything', async () => {
		const server = "import { db } from '~/lib/db.server'\nimport { listTasks } from '~/tasks/tasks.server'\nexport const all = [db, listTasks]"
		expect(await layerErrors('server/sample.ts', server)).toEqual([])
		const script = "import { pageCache } from '../server/page-cache'\nimport { Button } from '~/ui/button'\nexport const all = [pageCache, Button]"
		expect(await layerErrors('scripts/sample.ts', script)).toEqual([])
	})

	it('lets imports run down the layers', async () => {
		const code = "import { Button } from '~/ui/button'\nimport { listHeader } from '~/tasks/lists'\nimport { db } from '~/lib/db.server'\nexport const all = [Button, listHeader, db]"
		expect(await layerErrors('app/ui/tasks/sample.tsx', code)).toEqual([])
	})
})
