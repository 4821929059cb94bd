import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'
import house from './eslint-rules/no-type-cycle.js'

/**
 * The layers (docs/architecture.md, decision 190): routes -> screens (app/ui/<domain>/) -> the shared kit
 * (app/ui/*.tsx, app/ui/charts/) and the domains' rules and *.server.ts (app/<domain>/) -> app/lib -> db.
 * An import against that direction, or any cycle, fails `npm run lint`; app/lib/layers.test.ts proves each zone bites.
 * The rest of the tree is held to the same layers (decision 305): server/ (Express) sits above app/ and may import its
 * domains, lib and *.server.ts but no component or route (those reach it through React Router's build); app/ never
 * imports server/ or scripts/; scripts/ may import anything, and nothing but tests imports scripts/; db/ imports
 * nothing of ours above it.
 */
const DOMAIN_CODE = './app/!(ui|routes)/**' // app/<domain>/ and app/lib: rules and *.server.ts only
export const layerRules = {
	'import-x/no-restricted-paths': [
		'error',
		{
			zones: [
				{ target: DOMAIN_CODE, from: ['./app/ui/**', './app/routes/**', './app/*.tsx'], message: 'A rule or *.server.ts never imports a component (decision 190).' },
				{ target: DOMAIN_CODE, from: './app/**/*.tsx', message: 'A rule or *.server.ts never imports a component (decision 190).' },
				{ target: './app/lib', from: './app/!(lib)/**', message: 'app/lib sits below the domains: it imports only lib and db (decision 190).' },
				{ target: ['./app/ui/*', './app/ui/charts/**'], from: './app/ui/!(charts)/**', message: "The shared kit never imports a domain's screens (decision 190)." },
				{ target: './app/ui', from: './app/routes/**', message: 'Screens never import a route (decision 190).' },
				{ target: './app', from: ['./server', './scripts'], message: 'app/ never imports server/ or scripts/: they sit above it (decision 305).' },
				{ target: ['./server', './db'], from: './scripts', message: 'Nothing imports scripts/ but tests: scripts sit on top (decision 305).' },
				{ target: './server', from: ['./app/routes/**', './app/**/*.tsx', './app/*.tsx'], message: 'server/ imports domains, lib and *.server.ts, never a component or route (decision 305).' },
				{ target: './db', from: ['./app', './server'], message: 'db/ sits below everything (decision 305).' },
			],
		},
	],
	'import-x/no-cycle': ['error', { ignoreExternal: true }],
	// import-x/no-cycle passes over type imports: this one follows them (eslint-rules/no-type-cycle.js)
	'house/no-type-cycle': 'error',
}

export default tseslint.config(
	{ ignores: ['build/**', 'node_modules/**', '.react-router/**', 'data/**', 'test-results/**', 'playwright-report/**', 'tests/.tmp/**'] },
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		files: ['**/*.{ts,tsx}'],
		plugins: { 'react-hooks': reactHooks },
		rules: {
			'react-hooks/rules-of-hooks': 'error',
			'react-hooks/exhaustive-deps': 'warn',
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
			'@typescript-eslint/no-non-null-assertion': 'off',
		},
	},
	{
		files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.{ts,js}', 'db/**/*.ts'],
		ignores: ['**/*.test.{ts,tsx}'],
		plugins: { 'import-x': importX, house },
		settings: {
			// the TypeScript parser reads the imported files too, so a cycle through .ts and .tsx files is seen
			...importX.flatConfigs.typescript.settings,
			'import-x/resolver': undefined,
			'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
		},
		rules: layerRules,
	},
	{
		// every link through app/ui/link.tsx, which draws a link to a path without React Router's work on the server
		files: ['app/**/*.tsx'],
		ignores: ['app/ui/link.tsx'],
		rules: {
			'no-restricted-imports': ['error', { paths: [{ name: 'react-router', importNames: ['Link'], message: "Use Link from '~/ui/link'." }] }],
		},
	},
	{
		files: ['**/*.js'],
		languageOptions: { globals: { ...globals.node } },
	},
)
