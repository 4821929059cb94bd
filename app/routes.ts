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
	route('profile/export/tasks.csv', 'routes/profile.export.tasks-csv.ts'),
	route('profile/export/data.json', 'routes/profile.export.data-json.ts'),
	route('profile/:section?', 'routes/profile.tsx'),
	// sign-in plumbing
	route('auth/callback', 'routes/auth.callback.tsx'),
	route('auth/interaction/:uid', 'routes/auth.interaction.tsx'),
	route('cookies', 'routes/cookies.tsx'),
	route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
