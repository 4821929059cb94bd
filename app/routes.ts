// The route table: it mirrors point 2 of the spec row by row (routes not built yet are absent).
import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
	index('routes/index.tsx'),
	route('error', 'routes/error.tsx', { id: 'error' }),
	route('error/:message', 'routes/error.tsx', { id: 'error-message' }),
	route('home', 'routes/home.tsx'),
	route('landing/do-more', 'routes/landing.do-more.tsx'),
	route('learn-more', 'routes/learn-more.tsx'),
	route('features/4', 'routes/features.4.tsx'),
	route('landing/2', 'routes/landing.2.tsx'),
	route('landing/3', 'routes/landing.3.tsx'),
	route('landing/4', 'routes/landing.4.tsx'),
	route('modern', 'routes/modern.tsx'),
	route('pricing/4', 'routes/pricing.4.tsx'),
	route('privacy-policy', 'routes/privacy-policy.tsx'),
	route('tour', 'routes/tour.tsx'),
	route('tours/4', 'routes/tours.4.tsx'),
	route('ui', 'routes/ui.tsx'),
	route('user-agreement', 'routes/user-agreement.tsx'),
	route('dashboard', 'routes/dashboard.tsx'),
	route('login', 'routes/login.tsx'),
	route('logout', 'routes/logout.tsx'),
	route('signup', 'routes/signup.tsx'),
	route('welcome', 'routes/welcome.tsx'),
	// sign-in plumbing
	route('auth/callback', 'routes/auth.callback.tsx'),
	route('auth/interaction/:uid', 'routes/auth.interaction.tsx'),
	route('cookies', 'routes/cookies.tsx'),
	route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
