import type { EntryContext } from 'react-router'
import { describe, expect, test } from 'vitest'
import { matchedRoutesOnly } from './matched-routes.server'

const route = (id: string, parentId?: string) => ({ id, parentId, path: id, module: `/${id}.js`, hasLoader: true })

describe('matchedRoutesOnly', () => {
	const manifest = {
		entry: { imports: [], module: '/entry.js' },
		url: '/manifest.js',
		version: '1',
		routes: { root: route('root'), app: route('app', 'root'), tasks: route('tasks', 'app'), dashboard: route('dashboard', 'app'), home: route('home', 'root') },
	}
	const matches = ['root', 'app', 'tasks'].map((id) => ({ route: { id }, params: {}, pathname: '/tasks', pathnameBase: '/tasks' }))
	const context = { manifest, branches: [{ path: '/tasks' }], staticHandlerContext: { matches }, routeModules: {} } as unknown as EntryContext

	test('keeps the page’s matches, the root and its layouts, and no other route', () => {
		const cut = matchedRoutesOnly(context)
		expect(Object.keys(cut.manifest.routes)).toEqual(['root', 'app', 'tasks'])
		expect(cut.manifest.routes.tasks).toBe(manifest.routes.tasks)
	})

	test('keeps the rest of the manifest and the context, and leaves the whole tree’s branches behind', () => {
		const cut = matchedRoutesOnly(context)
		expect(cut.manifest).toMatchObject({ entry: manifest.entry, url: manifest.url, version: '1' })
		expect(cut.staticHandlerContext).toBe(context.staticHandlerContext)
		expect(cut.branches).toBeUndefined()
		// the context given is not changed: another render of the process still has every route
		expect(Object.keys(context.manifest.routes)).toHaveLength(5)
	})
})
