// The route table: it mirrors point 2 of the spec row by row (routes not built yet are absent).
import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
	index('routes/index.tsx'),
	route('error', 'routes/error.tsx', { id: 'error' }),
	route('error/:message', 'routes/error.tsx', { id: 'error-message' }),
	route('home', 'routes/home.tsx'),
	route('dashboard', 'routes/dashboard.tsx'),
	route('login', 'routes/login.tsx'),
	route('logout', 'routes/logout.tsx'),
	route('signup', 'routes/signup.tsx'),
	route('welcome', 'routes/welcome.tsx'),
	// tasks (screens 6 to 13)
	route('tasks', 'routes/tasks.tsx', { id: 'tasks' }),
	route('tasks/:filterName', 'routes/tasks.tsx', { id: 'tasks-filter' }),
	route('gtd/tasks', 'routes/tasks.tsx', { id: 'tasks-gtd' }),
	route('gtd/tasks/inbox', 'routes/tasks.tsx', { id: 'tasks-inbox' }),
	route('tasks/context/:value', 'routes/tasks.tsx', { id: 'tasks-context' }),
	route('tasks/folder/:value', 'routes/tasks.tsx', { id: 'tasks-folder' }),
	route('tasks/priority/:value', 'routes/tasks.tsx', { id: 'tasks-priority' }),
	route('tasks/status/:value', 'routes/tasks.tsx', { id: 'tasks-status' }),
	route('tasks/ps/:value', 'routes/tasks.tsx', { id: 'tasks-ps' }),
	route('tasks/create/new', 'routes/tasks.create.tsx'),
	route('tasks/detail/:taskId', 'routes/tasks.detail.tsx'),
	route('tasks/quick-add', 'routes/tasks.quick-add.tsx'),
	route('tasks/display-options', 'routes/tasks.display-options.tsx'),
	route('tasks/filter', 'routes/tasks.filter.tsx'),
	// sign-in plumbing
	route('auth/callback', 'routes/auth.callback.tsx'),
	route('auth/interaction/:uid', 'routes/auth.interaction.tsx'),
	route('cookies', 'routes/cookies.tsx'),
	route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
