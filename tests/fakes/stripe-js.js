/* global document, window */
// A stand-in for Stripe.js, served by the fake Stripe (/stripe.js) to the browser tests. It implements
// the calls Twentyfour makes: Stripe(key).elements(options), elements.create('payment'), mount, on,
// elements.submit(), confirmPayment and confirmSetup (with a 3-D Secure challenge), and talks to the fake.
;(function () {
	var origin = new URL(document.currentScript.src).origin

	function post(path, body) {
		return fetch(origin + path, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(body),
		}).then(function (r) {
			return r.json()
		})
	}

	function challenge() {
		// the bank's 3-D Secure page: complete or fail
		return new Promise(function (resolve) {
			var dialog = document.createElement('dialog')
			dialog.setAttribute('aria-label', '3D Secure authentication')
			dialog.innerHTML =
				'<h2>3D Secure test page</h2><p>Complete or fail the authentication.</p>' +
				'<button type="button" data-result="complete">Complete authentication</button> ' +
				'<button type="button" data-result="fail">Fail authentication</button>'
			dialog.addEventListener('click', function (e) {
				var result = e.target && e.target.getAttribute && e.target.getAttribute('data-result')
				if (!result) return
				dialog.close()
				dialog.remove()
				resolve(result)
			})
			document.body.appendChild(dialog)
			dialog.showModal()
		})
	}

	function Stripe(key) {
		if (!/^pk_/.test(String(key))) throw new Error('Stripe.js stand-in: a publishable key is needed')
		var mounted = null
		function element(type) {
			var listeners = {}
			var input = null
			var el = {
				mount: function (target) {
					var node = typeof target === 'string' ? document.querySelector(target) : target
					var id = 'fake-stripe-card-' + Math.random().toString(36).slice(2)
					node.innerHTML =
						'<div style="display:flex;flex-direction:column;gap:4px"><label for="' + id + '">Card number</label>' +
						'<input id="' + id + '" inputmode="numeric" autocomplete="cc-number" style="border:1px solid #64748b;border-radius:6px;padding:8px;font-size:16px"></div>'
					input = node.querySelector('input')
					input.addEventListener('input', function () {
						emit('change', { elementType: type, empty: !input.value, complete: input.value.replace(/\D/g, '').length >= 16 })
					})
					mounted = el
					setTimeout(function () {
						emit('ready', { elementType: type })
					})
				},
				on: function (name, fn) {
					;(listeners[name] = listeners[name] || []).push(fn)
					return el
				},
				off: function (name, fn) {
					listeners[name] = (listeners[name] || []).filter(function (f) {
						return f !== fn
					})
					return el
				},
				once: function (name, fn) {
					return el.on(name, fn)
				},
				update: function () {},
				focus: function () {
					if (input) input.focus()
				},
				blur: function () {},
				clear: function () {
					if (input) input.value = ''
				},
				collapse: function () {},
				unmount: function () {},
				destroy: function () {
					mounted = null
				},
				_card: function () {
					return input ? input.value : ''
				},
			}
			function emit(name, payload) {
				;(listeners[name] || []).forEach(function (fn) {
					fn(payload)
				})
			}
			return el
		}
		function elements(options) {
			options = options || {}
			return {
				_clientSecret: options.clientSecret,
				create: element,
				getElement: function () {
					return mounted
				},
				update: function () {},
				fetchUpdates: function () {
					return Promise.resolve({})
				},
				submit: function () {
					if (!mounted || !mounted._card()) {
						return Promise.resolve({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } })
					}
					return Promise.resolve({})
				},
			}
		}
		function confirm(kind) {
			return function (args) {
				var secret = args.clientSecret || args.elements._clientSecret
				var card = mounted ? mounted._card() : ''
				if (!card.replace(/\D/g, '')) {
					return Promise.resolve({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } })
				}
				var objectName = kind === 'payment' ? 'paymentIntent' : 'setupIntent'
				function finish(r) {
					if (r.error) return { error: r.error }
					var out = {}
					out[objectName] = { id: r.id, status: r.status }
					if (r.status === 'succeeded' && args.redirect !== 'if_required') {
						var to = new URL(args.confirmParams.return_url)
						to.searchParams.set(kind === 'payment' ? 'payment_intent' : 'setup_intent', r.id)
						to.searchParams.set('redirect_status', 'succeeded')
						window.location.assign(to.toString())
					}
					return out
				}
				return post('/js/confirm_' + kind, { client_secret: secret, card: card }).then(function (r) {
					if (r.status !== 'requires_action') return finish(r)
					return challenge().then(function (result) {
						return post('/js/authenticate', { client_secret: secret, result: result }).then(finish)
					})
				})
			}
		}
		var unsupported = function () {
			return Promise.reject(new Error('not in the Stripe.js stand-in'))
		}
		return {
			elements: elements,
			confirmPayment: confirm('payment'),
			confirmSetup: confirm('setup'),
			createToken: unsupported,
			createPaymentMethod: unsupported,
			confirmCardPayment: unsupported,
			registerAppInfo: function () {},
		}
	}
	window.Stripe = Stripe
})()
