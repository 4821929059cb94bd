// A card's links: its address with one parameter set (Edit, the edit form's Cancel).

export function withParam(url: string, name: string, value: string) {
	const u = new URL(url, 'http://local.invalid')
	u.searchParams.set(name, value)
	return u.pathname + u.search
}
