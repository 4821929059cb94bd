// The layer rule of eslint.config.js (decision 190) run on small sources with a forbidden import: loosening a zone
// or dropping the cycle check fails here, not only in a review.
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

/** the layer and cycle rules' messages for `code` as if it were the file at `filePath` */
async function layerErrors(filePath: string, code: string) {
	const [result] = await eslint.lintText(code, { filePath })
	return result!.messages.filter((m) => m.ruleId?.startsWith('import-x/')).map((m) => m.ruleId)
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
	])('refuses %s', async (_, filePath, code) => {
		expect(await layerErrors(filePath, code)).toContain(RESTRICTED)
	})

	it('refuses a cycle', async () => {
		// forms.tsx imports button.tsx, so button.tsx importing forms.tsx closes a circle
		expect(await layerErrors('app/ui/button.tsx', "import { ErrorSummary } from './forms'\nexport const e = ErrorSummary")).toContain('import-x/no-cycle')
	})

	it('lets imports run down the layers', async () => {
		const code = "import { Button } from '~/ui/button'\nimport { listHeader } from '~/tasks/lists'\nimport { db } from '~/lib/db.server'\nexport const all = [Button, listHeader, db]"
		expect(await layerErrors('app/ui/tasks/sample.tsx', code)).toEqual([])
	})
})
