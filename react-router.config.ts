import type { Config } from '@react-router/dev/config'

export default {
	ssr: true,
	routeDiscovery: { mode: 'initial' },
	// loaders and actions get the request as it came, not two copies each (app/lib/page-url.server.ts reads its address)
	future: { v8_passThroughRequests: true },
} satisfies Config
