import { isRouteErrorResponse } from 'react-router'
import { describe, expect, test } from 'vitest'
import { BROKEN_FORM, NOT_A_FORM, readForm, cleanText } from './form-data.server'

const post = (body: BodyInit, type?: string) =>
	new Request('http://localhost/tasks/quick-add', { method: 'POST', body, headers: type ? { 'Content-Type': type } : {} })

async function refusal(request: Request) {
	try {
		await readForm(request)
	} catch (error) {
		if (isRouteErrorResponse(error) || (error && typeof error === 'object' && 'init' in error)) return error as unknown as { data: string; init: { status: number } }
		throw error
	}
	throw new Error('the form was read')
}

describe('readForm', () => {
	test('reads url-encoded and multipart forms, without NUL characters', async () => {
		const form = await readForm(post('title=Pay%00%20rent&notes=a%00b', 'application/x-www-form-urlencoded'))
		expect(form.get('title')).toBe('Pay rent')
		expect(form.get('notes')).toBe('ab')
		const multipart = new FormData()
		multipart.append('title', 'Ring\0 home')
		multipart.append('tag', 'x')
		multipart.append('tag', 'y')
		const read = await readForm(new Request('http://localhost/', { method: 'POST', body: multipart }))
		expect(read.get('title')).toBe('Ring home')
		expect(read.getAll('tag')).toEqual(['x', 'y'])
	})
	test('text/plain, JSON and a missing type are refused with 415', async () => {
		for (const [body, type] of [['title=x', 'text/plain'], ['{"title":"x"}', 'application/json'], ['title=x', undefined]] as const) {
			const error = await refusal(post(body, type))
			expect(error.init.status).toBe(415)
			expect(error.data).toBe(NOT_A_FORM)
		}
	})
	test('a broken multipart body is refused with 400', async () => {
		const error = await refusal(post('--nope\r\nContent-Disposition: form-data; name="title"\r\n\r\nx', 'multipart/form-data; boundary=other'))
		expect(error.init.status).toBe(400)
		expect(error.data).toBe(BROKEN_FORM)
	})
	test('cleanText: NUL removed, a lone surrogate becomes U+FFFD, a pair kept', () => {
		expect(cleanText('a\0b\0')).toBe('ab')
		expect(cleanText('plain')).toBe('plain')
		expect(cleanText('x\uD800y\uDC00z')).toBe('x\uFFFDy\uFFFDz')
		expect(cleanText('😀')).toBe('😀')
	})
})

describe('boundedReply', () => {
	test('cuts every echoed text to 20,000 characters', async () => {
		const { boundedReply } = await import('./limits')
		const reply = boundedReply({ status: 'error' as const, initialValue: { firstName: 'x'.repeat(1_000_000), rows: [{ name: 'y'.repeat(30_000) }], n: 1 } })
		expect((reply.initialValue!.firstName as string).length).toBe(20_000)
		expect(((reply.initialValue!.rows as { name: string }[])[0]!.name).length).toBe(20_000)
		expect(reply.initialValue!.n).toBe(1)
	})
})
