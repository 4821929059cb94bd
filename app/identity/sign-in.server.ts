// The embedded provider's sign-in: the password, then (when two-factor codes are on) the code (decision 212).
import { parseWithZod } from '@conform-to/zod/v4'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { data, redirect, redirectDocument } from 'react-router'
import { authenticateAccount } from './accounts.server'
import { finishLogin } from './embedded-idp.server'
import { SignInSchema } from './interaction'
import { SecondStepSchema } from './security-forms'
import { codesPaused, WRONG_CODE } from './security-texts'
import { waitText } from './two-factor'
import { awaitSecondStep, checkSecondStep, codeWait, endSecondStep, pendingSecondStep } from './two-factor.server'

type Exchange = { req: IncomingMessage; res: ServerResponse }

export async function passwordStep(formData: FormData, uid: string, { req, res }: Exchange) {
	const submission = parseWithZod(formData, { schema: SignInSchema })
	if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
	const account = await authenticateAccount(submission.value.email, submission.value.password)
	if (!account) {
		return data(
			{ result: submission.reply({ formErrors: ['The email address or password is not right.'], hideFields: ['password'] }) },
			{ status: 400 },
		)
	}
	if (account.totpSecret) {
		await awaitSecondStep(uid, account.id)
		// the same address (the interaction cookie is scoped to it): the second step's screen
		return redirect('?screen=code')
	}
	return redirectDocument(await finishLogin(req, res, account.id))
}

/** The code screen may show only while a password step waits for it. */
export async function requireSecondStep(uid: string) {
	const accountId = await pendingSecondStep(uid)
	if (!accountId) throw redirect('?screen=signin')
	return accountId
}

export async function codeStep(formData: FormData, uid: string, { req, res }: Exchange) {
	const accountId = await requireSecondStep(uid)
	const submission = parseWithZod(formData, { schema: SecondStepSchema })
	if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: ['code'] }) }, { status: 400 })
	if (!checkSecondStep(accountId, submission.value.code)) {
		// after too many wrong codes in a row the account waits (issue 49): said, so its owner knows why
		const wait = codeWait(accountId)
		const message = wait > 0 ? codesPaused(waitText(wait)) : WRONG_CODE
		return data({ result: submission.reply({ fieldErrors: { code: [message] }, hideFields: ['code'] }) }, { status: wait > 0 ? 429 : 400 })
	}
	await endSecondStep(uid)
	return redirectDocument(await finishLogin(req, res, accountId))
}
