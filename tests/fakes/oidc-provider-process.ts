// A second, separately configured OpenID Connect provider in its own process, for the external-provider journey
// (tests/e2e/external-oidc.spec.ts): oidc-provider with its development sign-in screen (any login, any password).
// Its claims are shaped like Auth0's: the subject is "auth0|<24 hex>", there is a name but no given_name or
// family_name, and email_verified is false for a login that contains "unverified".
// npx tsx tests/fakes/oidc-provider-process.ts with OIDC_PORT, CLIENT_ID, CLIENT_SECRET, APP_URL set; prints "ready".
import crypto from 'node:crypto'
import Provider, { type KoaContextWithOIDC } from 'oidc-provider'

const port = Number(process.env.OIDC_PORT)
const appUrl = process.env.APP_URL!
const subjectOf = (login: string) => `auth0|${crypto.createHash('sha256').update(login).digest('hex').slice(0, 24)}`

const provider = new Provider(`http://127.0.0.1:${port}`, {
	clients: [
		{
			client_id: process.env.CLIENT_ID!,
			client_secret: process.env.CLIENT_SECRET!,
			redirect_uris: [`${appUrl}/auth/callback`],
			post_logout_redirect_uris: [`${appUrl}/home`],
			grant_types: ['authorization_code'],
			response_types: ['code'],
		},
	],
	cookies: { keys: ['fake-provider-cookie-key'] },
	claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'nickname', 'picture'] },
	// like Auth0 with the "profile email" scopes: the claims are in the ID token too
	conformIdTokenClaims: false,
	features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
	// the development screen keeps the login as the account id; the subject the app sees is made from it
	async findAccount(_ctx: KoaContextWithOIDC, login: string) {
		return {
			accountId: login,
			async claims() {
				return {
					sub: subjectOf(login),
					email: login,
					email_verified: !login.includes('unverified'),
					name: login.split('@')[0]!,
					nickname: login.split('@')[0]!,
				}
			},
		}
	},
	// no consent screen, as for a first-party application in Auth0
	async loadExistingGrant(ctx: KoaContextWithOIDC) {
		const client = ctx.oidc.client!
		const session = ctx.oidc.session!
		const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId)
		if (grantId) return ctx.oidc.provider.Grant.find(grantId)
		const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId! })
		grant.addOIDCScope('openid email profile')
		await grant.save()
		return grant
	},
})

const server = provider.listen(port, '127.0.0.1', () => console.log('ready'))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
