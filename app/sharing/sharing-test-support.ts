// Shared by the sharing domain's tests: the HTTP status of what a call throws (a 404 or 403 response of react-router).
export function statusOfThrown(run: () => unknown): number | 'nothing thrown' {
	try {
		run()
	} catch (e) {
		const init = (e as { init?: { status?: number } | null }).init
		if (init?.status) return init.status
		if (e instanceof Response) return e.status
		throw e
	}
	return 'nothing thrown'
}
