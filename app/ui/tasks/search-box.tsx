// The search field of the signed-in menu bar (issue 25): a GET form to /tasks/search, labelled "Search tasks" with a
// magnifier, apart from quick add (which creates a task). On a phone it sits behind a Search button, a <details>
// element, so it opens without JavaScript too.
import { useLocation, useSearchParams } from 'react-router'
import { buttonClass } from '~/ui/button'
import { MAX_QUERY_LENGTH } from '~/tasks/search-query'
import { SearchIcon } from './icons'

function SearchForm({ id, className }: { id: string; className: string }) {
	const location = useLocation()
	const [params] = useSearchParams()
	const current = location.pathname === '/tasks/search' ? (params.get('q') ?? '') : ''
	return (
		<form method="get" action="/tasks/search" role="search" className={className}>
			<label htmlFor={id} className="sr-only">
				Search tasks
			</label>
			<div className="relative w-full">
				<SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 h-4 w-4 -translate-y-1/2 text-slate-600" />
				<input
					id={id}
					name="q"
					type="search"
					// a new search page (a new query) takes the field's value; the key resets it when the query changes
					key={current}
					defaultValue={current}
					placeholder="Search tasks"
					maxLength={MAX_QUERY_LENGTH}
					autoComplete="off"
					className="min-h-10 w-full min-w-0 rounded-md border border-brand-600 bg-white py-2 pr-2 pl-8 text-sm text-slate-900 placeholder:text-slate-600 sm:w-36"
				/>
			</div>
			<button type="submit" className={buttonClass({ variant: 'inverse', size: 'sm', className: 'shrink-0' })}>
				Search
			</button>
		</form>
	)
}

export function SearchBox() {
	return (
		<>
			<SearchForm id="search-q" className="hidden items-center gap-1 sm:ml-2 sm:flex" />
			<details className="search-phone ml-auto sm:hidden">
				<summary className={buttonClass({ variant: 'inverse', size: 'sm', className: 'list-none' })}>
					<SearchIcon />
					<span className="sr-only">Search</span>
				</summary>
				<SearchForm id="search-q-phone" className="absolute inset-x-0 top-full z-30 flex items-center gap-1 bg-brand-800 px-4 py-2 shadow" />
			</details>
		</>
	)
}
