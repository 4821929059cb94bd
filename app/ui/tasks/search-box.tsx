// The search field of the signed-in menu bar (issue 25): a GET form to /tasks/search, labelled "Search tasks" with a
// magnifier, apart from quick add (which creates a task). One form for every width: on a phone it is folded behind a
// magnifier, a label of its field, so a tap (or Tab) puts the focus in the field and the form opens below the bar
// while it holds the focus; no JavaScript needed, and the page carries the form once.
import { useLocation, useSearchParams } from 'react-router'
import { buttonClass } from '~/ui/button'
import { MAX_QUERY_LENGTH } from '~/tasks/search-query'
import { SearchIcon } from './icons'

export function SearchBox() {
	const location = useLocation()
	const [params] = useSearchParams()
	const current = location.pathname === '/tasks/search' ? (params.get('q') ?? '') : ''
	return (
		<>
			<label htmlFor="search-q" className={buttonClass({ variant: 'inverse', size: 'sm', className: 'ml-auto cursor-pointer sm:hidden' })}>
				<SearchIcon />
			</label>
			<form
				method="get"
				action="/tasks/search"
				role="search"
				className="flex items-center gap-1 max-sm:absolute max-sm:inset-x-0 max-sm:top-full max-sm:z-30 max-sm:bg-solid-strong max-sm:px-4 max-sm:py-2 max-sm:shadow max-sm:[&:not(:focus-within)]:sr-only sm:ml-2"
			>
				<label htmlFor="search-q" className="sr-only">
					Search tasks
				</label>
				<input
					id="search-q"
					name="q"
					type="search"
					// a new search page (a new query) takes the field's value; the key resets it when the query changes
					key={current}
					defaultValue={current}
					placeholder="Search tasks"
					maxLength={MAX_QUERY_LENGTH}
					autoComplete="off"
					className="min-h-10 w-full min-w-0 rounded-md border border-brand-600 bg-white px-2 text-sm text-slate-900 placeholder:text-slate-600 sm:w-36"
				/>
				<button type="submit" className={buttonClass({ variant: 'inverse', size: 'sm', className: 'shrink-0' })} aria-label="Search">
					<SearchIcon />
				</button>
			</form>
		</>
	)
}
