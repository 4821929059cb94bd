import { describe, expect, test } from 'vitest'
import { pageUrl } from './page-url.server'

const of = (url: string) => pageUrl(new Request(url)).href

describe("a request's page address", () => {
	test.each([
		['http://x.test/tasks', 'http://x.test/tasks'],
		['http://x.test/tasks?q=milk&page=2', 'http://x.test/tasks?q=milk&page=2'],
		['http://x.test/tasks.data?_routes=root%2Croutes%2Ftasks', 'http://x.test/tasks'],
		['http://x.test/tasks/context/Home.data?page=2&_routes=routes%2Ftasks', 'http://x.test/tasks/context/Home?page=2'],
		['http://x.test/_root.data?_routes=root', 'http://x.test/'],
		['http://x.test/tasks?index', 'http://x.test/tasks'],
		['http://x.test/tasks?index=&returnTo=%2Fdashboard', 'http://x.test/tasks?returnTo=%2Fdashboard'],
		['http://x.test/tasks?index=kept', 'http://x.test/tasks?index=kept'],
		['http://x.test/login?returnTo=%2Ftasks.data', 'http://x.test/login?returnTo=%2Ftasks.data'],
	])('%s is %s', (url, page) => expect(of(url)).toBe(page))
})
