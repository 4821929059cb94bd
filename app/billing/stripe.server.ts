// The one Stripe client (official `stripe` package), configured from the environment. STRIPE_API_BASE
// points it at another host (the tests' fake Stripe on 127.0.0.1). The package is loaded on the first call, not at the
// start: billing is rare and off on most instances, and `stripe` is one of the largest modules the server would hold
// (issue 52, decision 286).
import type Stripe from 'stripe'
import { env } from '~/lib/env.server'

export type Billing = NonNullable<ReturnType<typeof env>['billing']>

let cached: { key: string; client: Stripe } | undefined

/** The configured billing, or null while the STRIPE_* variables are unset (billing off). */
export function billing(): Billing | null {
	return env().billing
}

export function requireBilling(): Billing {
	const b = env().billing
	if (!b) throw new Error('Billing is not configured on this instance.')
	return b
}

export async function stripe(): Promise<Stripe> {
	const b = requireBilling()
	const key = `${b.secretKey}|${b.apiBase ?? ''}`
	if (cached?.key === key) return cached.client
	const base = b.apiBase ? new URL(b.apiBase) : null
	const { default: StripeClient } = await import('stripe')
	const client = new StripeClient(b.secretKey, {
		...(base
			? {
					host: base.hostname,
					port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
					protocol: base.protocol === 'https:' ? 'https' : 'http',
				}
			: {}),
		maxNetworkRetries: 2,
		timeout: 20_000,
		appInfo: { name: 'Twentyfour' },
	})
	cached = { key, client }
	return client
}
