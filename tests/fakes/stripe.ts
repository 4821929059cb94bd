// A fake Stripe on 127.0.0.1 for the tests: the API endpoints Twentyfour calls (through the real
// `stripe` client), the few browser endpoints a stand-in Stripe.js needs, hosted Checkout and
// customer-portal pages, and the stand-in Stripe.js itself (/stripe.js).
// Cards behave like Stripe's test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined,
// 4000 0025 0000 3155 asks for 3-D Secure (the person then completes or fails the authentication).
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

export const CARDS = {
	succeeds: '4242424242424242',
	declined: '4000000000000002',
	threeDSecure: '4000002500003155',
} as const
export const DECLINED_MESSAGE = 'Your card was declined.'
export const AUTHENTICATION_FAILED_MESSAGE =
	'We are unable to authenticate your payment method. Please choose a different payment method and try again.'

type Obj = Record<string, unknown> & { id: string }
export type FakeCall = { method: string; path: string; idempotencyKey?: string }

const nowSeconds = () => Math.floor(Date.now() / 1000)
const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(8).toString('hex')}`
const PERIOD_DAYS: Record<string, number> = { month: 30, quarter: 91, year: 365 }

/** Stripe's form encoding (a[b][0][c]=v) into nested objects and arrays. */
export function parseStripeForm(raw: string): Record<string, unknown> {
	const out: Record<string, unknown> = {}
	for (const [key, value] of new URLSearchParams(raw)) {
		const parts = key.replace(/\]/g, '').split('[')
		let node: Record<string, unknown> = out
		parts.forEach((part, i) => {
			if (i === parts.length - 1) {
				node[part] = value
				return
			}
			const nextIsIndex = /^\d+$/.test(parts[i + 1]!)
			node[part] ??= nextIsIndex ? [] : {}
			node = node[part] as Record<string, unknown>
		})
	}
	return out
}

export async function startFakeStripe(opts: { port?: number } = {}) {
	const customers = new Map<string, Obj>()
	const subscriptions = new Map<string, Obj>()
	const invoices = new Map<string, Obj>()
	const paymentIntents = new Map<string, Obj>()
	const setupIntents = new Map<string, Obj>()
	const checkoutSessions = new Map<string, Obj>()
	const portalSessions = new Map<string, Obj>()
	/** prices the fake knows: price id -> frequency */
	const prices = new Map<string, string>([
		['price_monthly', 'month'],
		['price_quarterly', 'quarter'],
		['price_yearly', 'year'],
	])
	const idempotent = new Map<string, { status: number; body: unknown }>()
	const calls: FakeCall[] = []
	let base = ''

	function item(price: string, start = nowSeconds()) {
		return {
			id: newId('si'),
			object: 'subscription_item',
			price: { id: price, object: 'price', product: 'prod_early_patron' },
			current_period_start: start,
			current_period_end: start + (PERIOD_DAYS[prices.get(price) ?? 'month'] ?? 30) * 86400,
		}
	}

	function newInvoice(subscription: Obj, amount: number) {
		const pi: Obj = {
			id: newId('pi'),
			object: 'payment_intent',
			status: 'requires_payment_method',
			amount,
			currency: 'usd',
			customer: subscription.customer,
		}
		pi.client_secret = `${pi.id}_secret_${crypto.randomBytes(6).toString('hex')}`
		const invoice: Obj = {
			id: newId('in'),
			object: 'invoice',
			status: 'open',
			customer: subscription.customer,
			hosted_invoice_url: `${base}/invoices/${'x'}`,
			invoice_pdf: '',
			parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
			confirmation_secret: { type: 'payment_intent', client_secret: pi.client_secret },
		}
		invoice.hosted_invoice_url = `${base}/invoices/${invoice.id}`
		invoice.invoice_pdf = `${base}/invoices/${invoice.id}/pdf`
		pi.invoice = invoice.id
		invoices.set(invoice.id, invoice)
		paymentIntents.set(pi.id, pi)
		subscription.latest_invoice = invoice.id
		return { invoice, pi }
	}

	function createSubscription(customer: string, price: string, status = 'incomplete') {
		const sub: Obj = {
			id: newId('sub'),
			object: 'subscription',
			customer,
			status,
			created: nowSeconds(),
			cancel_at: null,
			cancel_at_period_end: false,
			canceled_at: null,
			default_payment_method: null,
			items: { object: 'list', data: [item(price)] },
			latest_invoice: null,
		}
		subscriptions.set(sub.id, sub)
		newInvoice(sub, 300)
		return sub
	}

	/** A payment of an invoice's intent succeeded: the invoice is paid and the subscription active. */
	function paid(pi: Obj, paymentMethod: string) {
		pi.status = 'succeeded'
		pi.payment_method = paymentMethod
		pi.last_payment_error = null
		const invoice = invoices.get(pi.invoice as string)
		if (invoice) {
			invoice.status = 'paid'
			const subId = (invoice.parent as { subscription_details: { subscription: string } }).subscription_details.subscription
			const sub = subscriptions.get(subId)
			if (sub && (sub.status === 'incomplete' || sub.status === 'past_due')) sub.status = 'active'
			if (sub && !sub.default_payment_method) sub.default_payment_method = paymentMethod
		}
	}

	function cardOutcome(card: string): 'succeeded' | 'declined' | 'requires_action' {
		const digits = card.replace(/\D/g, '')
		if (digits === CARDS.succeeds) return 'succeeded'
		if (digits === CARDS.threeDSecure) return 'requires_action'
		return 'declined'
	}

	/** What the stand-in Stripe.js's confirmPayment does at Stripe: pays (or not) with `card`. */
	function confirmPayment(clientSecret: string, card: string) {
		const pi = [...paymentIntents.values()].find((p) => p.client_secret === clientSecret)
		if (!pi) return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such payment_intent' } } }
		if (pi.status === 'succeeded') return { status: 200, body: { id: pi.id, object: 'payment_intent', status: pi.status } }
		const outcome = cardOutcome(card)
		const pm = newId('pm')
		if (outcome === 'succeeded') paid(pi, pm)
		else if (outcome === 'requires_action') {
			pi.status = 'requires_action'
			pi.pending_payment_method = pm
		} else {
			pi.status = 'requires_payment_method'
			pi.last_payment_error = { type: 'card_error', code: 'card_declined', message: DECLINED_MESSAGE }
			return { status: 402, body: { error: pi.last_payment_error } }
		}
		return { status: 200, body: { id: pi.id, object: 'payment_intent', status: pi.status } }
	}

	/** 3-D Secure: the person completes or fails the bank's challenge. */
	function authenticate(clientSecret: string, result: 'complete' | 'fail') {
		const intent = [...paymentIntents.values(), ...setupIntents.values()].find((p) => p.client_secret === clientSecret)
		if (!intent || intent.status !== 'requires_action') {
			return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Nothing to authenticate.' } } }
		}
		const pm = intent.pending_payment_method as string
		if (result === 'fail') {
			intent.status = 'requires_payment_method'
			intent.last_payment_error = { type: 'card_error', code: 'payment_intent_authentication_failure', message: AUTHENTICATION_FAILED_MESSAGE }
			return { status: 402, body: { error: intent.last_payment_error } }
		}
		if (intent.object === 'payment_intent') paid(intent, pm)
		else {
			intent.status = 'succeeded'
			intent.payment_method = pm
		}
		return { status: 200, body: { id: intent.id, object: intent.object, status: intent.status } }
	}

	function confirmSetup(clientSecret: string, card: string) {
		const si = [...setupIntents.values()].find((s) => s.client_secret === clientSecret)
		if (!si) return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such setup_intent' } } }
		const outcome = cardOutcome(card)
		const pm = newId('pm')
		if (outcome === 'succeeded') {
			si.status = 'succeeded'
			si.payment_method = pm
		} else if (outcome === 'requires_action') {
			si.status = 'requires_action'
			si.pending_payment_method = pm
		} else {
			si.last_payment_error = { type: 'card_error', code: 'card_declined', message: DECLINED_MESSAGE }
			return { status: 402, body: { error: si.last_payment_error } }
		}
		return { status: 200, body: { id: si.id, object: 'setup_intent', status: si.status } }
	}

	function expand(obj: Obj, paths: string[]): Obj {
		const copy = structuredClone(obj)
		for (const p of paths) {
			const [first, ...rest] = p.split('.')
			const value = copy[first!]
			const lookup = (id: string) =>
				invoices.get(id) ?? subscriptions.get(id) ?? customers.get(id) ?? paymentIntents.get(id) ?? setupIntents.get(id)
			if (typeof value === 'string' && lookup(value)) {
				copy[first!] = rest.length ? expand(lookup(value)!, [rest.join('.')]) : structuredClone(lookup(value)!)
			} else if (value && typeof value === 'object' && rest.length) {
				copy[first!] = expand(value as Obj, [rest.join('.')])
			}
		}
		return copy
	}

	const notFound = (what: string, id: string) => ({
		status: 404,
		body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` } },
	})

	function api(method: string, pathname: string, body: Record<string, unknown>, query: URLSearchParams) {
		const expandList = [
			...((body.expand as string[] | undefined) ?? []),
			...query.getAll('expand[]'),
			...query.getAll('expand[0]'),
		]
		const ok = (obj: Obj) => ({ status: 200, body: expand(obj, expandList) })
		let m: RegExpExecArray | null
		if (method === 'POST' && pathname === '/v1/customers') {
			const c: Obj = {
				id: newId('cus'),
				object: 'customer',
				email: body.email ?? null,
				name: body.name ?? null,
				description: body.description ?? null,
				metadata: body.metadata ?? {},
				invoice_settings: { default_payment_method: null },
			}
			customers.set(c.id, c)
			return ok(c)
		}
		if ((m = /^\/v1\/customers\/([^/]+)$/.exec(pathname))) {
			const c = customers.get(m[1]!)
			if (!c) return notFound('customer', m[1]!)
			if (method === 'POST') {
				const settings = body.invoice_settings as { default_payment_method?: string } | undefined
				if (settings?.default_payment_method) c.invoice_settings = { default_payment_method: settings.default_payment_method }
			}
			return ok(c)
		}
		if (method === 'POST' && pathname === '/v1/subscriptions') {
			const customer = String(body.customer ?? '')
			if (!customers.has(customer)) return notFound('customer', customer)
			const price = (body.items as { price: string }[] | undefined)?.[0]?.price ?? ''
			if (!prices.has(price)) return notFound('price', price)
			return ok(createSubscription(customer, price))
		}
		if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(pathname))) {
			const sub = subscriptions.get(m[1]!)
			if (!sub) return notFound('subscription', m[1]!)
			if (method === 'DELETE') {
				if (sub.status === 'canceled') {
					return { status: 400, body: { error: { type: 'invalid_request_error', message: 'This subscription is already canceled.' } } }
				}
				sub.status = sub.status === 'incomplete' ? 'incomplete_expired' : 'canceled'
				sub.canceled_at = nowSeconds()
				return ok(sub)
			}
			if (method === 'POST') {
				const items = body.items as { id?: string; price?: string }[] | undefined
				const data = (sub.items as { data: ReturnType<typeof item>[] }).data
				if (items?.[0]?.price) {
					if (!prices.has(items[0].price)) return notFound('price', items[0].price)
					const existing = data.find((i) => i.id === items[0]!.id)
					if (!existing) return notFound('subscription item', String(items[0].id))
					const next = item(items[0].price)
					existing.price = next.price
					existing.current_period_end = next.current_period_end
				}
				if (body.cancel_at_period_end === 'true') {
					sub.cancel_at_period_end = true
					sub.cancel_at = data[0]!.current_period_end
				} else if (body.cancel_at_period_end === 'false') {
					sub.cancel_at_period_end = false
					sub.cancel_at = null
				}
				if (typeof body.default_payment_method === 'string') sub.default_payment_method = body.default_payment_method
				return ok(sub)
			}
			return ok(sub)
		}
		if ((m = /^\/v1\/invoices\/([^/]+)$/.exec(pathname))) {
			const inv = invoices.get(m[1]!)
			return inv ? ok(inv) : notFound('invoice', m[1]!)
		}
		if ((m = /^\/v1\/payment_intents\/([^/]+)$/.exec(pathname))) {
			const pi = paymentIntents.get(m[1]!)
			return pi ? ok(pi) : notFound('payment_intent', m[1]!)
		}
		if (method === 'POST' && pathname === '/v1/setup_intents') {
			const si: Obj = {
				id: newId('seti'),
				object: 'setup_intent',
				status: 'requires_payment_method',
				customer: body.customer ?? null,
				payment_method: null,
				usage: body.usage ?? 'off_session',
			}
			si.client_secret = `${si.id}_secret_${crypto.randomBytes(6).toString('hex')}`
			setupIntents.set(si.id, si)
			return ok(si)
		}
		if ((m = /^\/v1\/setup_intents\/([^/]+)$/.exec(pathname))) {
			const si = setupIntents.get(m[1]!)
			return si ? ok(si) : notFound('setup_intent', m[1]!)
		}
		if (method === 'POST' && pathname === '/v1/checkout/sessions') {
			const cs: Obj = {
				id: newId('cs'),
				object: 'checkout.session',
				mode: body.mode,
				customer: body.customer ?? null,
				line_items: body.line_items,
				success_url: body.success_url,
				cancel_url: body.cancel_url,
				client_reference_id: body.client_reference_id ?? null,
				metadata: body.metadata ?? {},
				status: 'open',
				payment_status: 'unpaid',
				subscription: null,
				setup_intent: null,
			}
			cs.url = `${base}/checkout/${cs.id}`
			checkoutSessions.set(cs.id, cs)
			return ok(cs)
		}
		if ((m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(pathname))) {
			const cs = checkoutSessions.get(m[1]!)
			if (!cs) return notFound('checkout session', m[1]!)
			return ok(cs)
		}
		if ((m = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(pathname))) {
			const cs = checkoutSessions.get(m[1]!)
			if (!cs) return notFound('checkout session', m[1]!)
			cs.status = 'expired'
			return ok(cs)
		}
		if (method === 'POST' && pathname === '/v1/billing_portal/sessions') {
			const customer = String(body.customer ?? '')
			if (!customers.has(customer)) return notFound('customer', customer)
			const ps: Obj = { id: newId('bps'), object: 'billing_portal.session', customer, return_url: body.return_url, flow: body.flow_data ?? null }
			ps.url = `${base}/portal/${ps.id}`
			portalSessions.set(ps.id, ps)
			return ok(ps)
		}
		return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${pathname})` } } }
	}

	const page = (title: string, body: string) =>
		`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>` +
		`<body style="font-family:sans-serif;max-width:30rem;margin:2rem auto"><main><h1>${title}</h1>${body}</main></body></html>`
	const cardForm = (action: string, button: string, error = '') =>
		`${error ? `<p role="alert">${error}</p>` : ''}<form method="post" action="${action}">` +
		`<label for="card">Card number</label><br><input id="card" name="card" autocomplete="cc-number" style="font-size:1.2rem"><br>` +
		`<label><input type="checkbox" name="authenticate" value="fail"> Fail 3-D Secure</label><br>` +
		`<button type="submit" style="margin-top:1rem;font-size:1.2rem">${button}</button></form>`

	/** Hosted Checkout (no JavaScript needed): pay, then back to success_url. */
	function checkoutPage(method: string, id: string, form: URLSearchParams) {
		const cs = checkoutSessions.get(id)
		if (!cs) return { status: 404, type: 'text/html', body: page('Not found', '') }
		const lines = cs.line_items as { price: string }[] | undefined
		const action = `/checkout/${id}`
		if (method === 'GET') {
			return {
				status: 200,
				type: 'text/html',
				body: page('Fake Stripe Checkout', `<p>Subscribe to ${lines?.[0]?.price ?? 'a plan'}</p>${cardForm(action, 'Subscribe')}<p><a href="${cs.cancel_url}">Back</a></p>`),
			}
		}
		const outcome = cardOutcome(form.get('card') ?? '')
		if (outcome === 'declined' || (outcome === 'requires_action' && form.get('authenticate') === 'fail')) {
			const message = outcome === 'declined' ? DECLINED_MESSAGE : AUTHENTICATION_FAILED_MESSAGE
			return {
				status: 402,
				type: 'text/html',
				body: page('Fake Stripe Checkout', `${cardForm(action, 'Subscribe', message)}<p><a href="${cs.cancel_url}">Back</a></p>`),
			}
		}
		let customer = cs.customer as string | null
		if (!customer) {
			customer = newId('cus')
			customers.set(customer, { id: customer, object: 'customer', invoice_settings: { default_payment_method: null } })
			cs.customer = customer
		}
		const pm = newId('pm')
		if (cs.mode === 'subscription') {
			const sub = createSubscription(customer, lines?.[0]?.price ?? 'price_monthly')
			const pi = paymentIntents.get(
				[...paymentIntents.values()].find((p) => p.invoice === sub.latest_invoice)!.id,
			)!
			paid(pi, pm)
			cs.subscription = sub.id
		}
		cs.status = 'complete'
		cs.payment_status = 'paid'
		return { status: 303, location: String(cs.success_url).replace('{CHECKOUT_SESSION_ID}', id) }
	}

	/** The customer portal's payment-method update flow. */
	function portalPage(method: string, id: string, form: URLSearchParams) {
		const ps = portalSessions.get(id)
		if (!ps) return { status: 404, type: 'text/html', body: page('Not found', '') }
		const action = `/portal/${id}`
		if (method === 'GET') {
			return { status: 200, type: 'text/html', body: page('Fake Stripe customer portal', `<h2>Update payment method</h2>${cardForm(action, 'Save card')}`) }
		}
		if (cardOutcome(form.get('card') ?? '') === 'declined') {
			return { status: 402, type: 'text/html', body: page('Fake Stripe customer portal', cardForm(action, 'Save card', DECLINED_MESSAGE)) }
		}
		const pm = newId('pm')
		const customer = customers.get(ps.customer as string)!
		customer.invoice_settings = { default_payment_method: pm }
		for (const sub of subscriptions.values()) if (sub.customer === customer.id) sub.default_payment_method = pm
		const after = (ps.flow as { after_completion?: { redirect?: { return_url?: string } } } | null)?.after_completion?.redirect?.return_url
		return { status: 303, location: String(after ?? ps.return_url) }
	}

	const standIn = fs.readFileSync(path.join(import.meta.dirname, 'stripe-js.js'), 'utf8')

	const server = http.createServer((req, res) => {
		let raw = ''
		req.on('data', (c) => (raw += c))
		req.on('end', () => {
			const url = new URL(req.url!, 'http://127.0.0.1')
			const method = req.method!
			res.setHeader('access-control-allow-origin', '*')
			res.setHeader('access-control-allow-headers', 'content-type')
			if (method === 'OPTIONS') return res.writeHead(204).end()
			if (url.pathname === '/stripe.js') {
				return res.writeHead(200, { 'content-type': 'text/javascript' }).end(standIn)
			}
			const send = (r: { status: number; body?: unknown; type?: string; location?: string }) => {
				if (r.location) return res.writeHead(r.status, { location: r.location }).end()
				res.writeHead(r.status, { 'content-type': r.type ?? 'application/json' })
				res.end(typeof r.body === 'string' ? r.body : JSON.stringify(r.body))
			}
			let m: RegExpExecArray | null
			if ((m = /^\/checkout\/([^/]+)$/.exec(url.pathname))) return send(checkoutPage(method, m[1]!, new URLSearchParams(raw)))
			if ((m = /^\/portal\/([^/]+)$/.exec(url.pathname))) return send(portalPage(method, m[1]!, new URLSearchParams(raw)))
			if (method === 'POST' && url.pathname.startsWith('/js/')) {
				const body = JSON.parse(raw || '{}') as { client_secret: string; card?: string; result?: 'complete' | 'fail' }
				if (url.pathname === '/js/confirm_payment') return send(confirmPayment(body.client_secret, body.card ?? ''))
				if (url.pathname === '/js/confirm_setup') return send(confirmSetup(body.client_secret, body.card ?? ''))
				if (url.pathname === '/js/authenticate') return send(authenticate(body.client_secret, body.result ?? 'fail'))
			}
			if (url.pathname.startsWith('/v1/')) {
				if (!/^Bearer sk_test_/.test(req.headers.authorization ?? '')) {
					return send({ status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } })
				}
				const key = req.headers['idempotency-key'] as string | undefined
				calls.push({ method, path: url.pathname, idempotencyKey: key })
				const cacheKey = key ? `${method} ${url.pathname} ${key}` : null
				if (cacheKey && idempotent.has(cacheKey)) return send(idempotent.get(cacheKey)!)
				const result = api(method, url.pathname, parseStripeForm(raw), url.searchParams)
				if (cacheKey) idempotent.set(cacheKey, result)
				return send(result)
			}
			send({ status: 404, type: 'text/plain', body: 'not found' })
		})
	})
	await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve))
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

	return {
		url: base,
		calls,
		customers,
		subscriptions,
		invoices,
		paymentIntents,
		setupIntents,
		checkoutSessions,
		/** pays the subscription's latest invoice as the browser would (unit tests) */
		confirmPayment,
		confirmSetup,
		authenticate,
		/** a subscription created straight in a state (renewals, failures, cancellations of the tests) */
		createSubscription,
		/** the customer an API call made for this email */
		customerByEmail: (email: string) => [...customers.values()].find((c) => c.email === email),
		/** the client secret of a subscription's latest invoice */
		clientSecretOf(subscriptionId: string) {
			const sub = subscriptions.get(subscriptionId)!
			return ((invoices.get(sub.latest_invoice as string)!.confirmation_secret) as { client_secret: string }).client_secret
		},
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>

/** The STRIPE_* settings that point the app at `fake`. */
export function stripeEnvFor(fake: { url: string }) {
	return {
		STRIPE_SECRET_KEY: 'sk_test_fake',
		STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
		STRIPE_WEBHOOK_SECRET: 'whsec_test_fake',
		STRIPE_PRICE_MONTHLY: 'price_monthly',
		STRIPE_PRICE_QUARTERLY: 'price_quarterly',
		STRIPE_PRICE_YEARLY: 'price_yearly',
		STRIPE_API_BASE: fake.url,
		STRIPE_JS_URL: `${fake.url}/stripe.js`,
	}
}
