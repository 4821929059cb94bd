import { z } from 'zod'

export const SignInSchema = z.object({
	email: z.email({ error: 'Enter your email address, like name@example.com.' }).trim(),
	password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.'),
})

export const SignUpSchema = z.object({
	givenName: z.string({ error: 'Enter your first name.' }).trim().min(1, 'Enter your first name.').max(100),
	familyName: z.string({ error: 'Enter your last name.' }).trim().min(1, 'Enter your last name.').max(100),
	email: z.email({ error: 'Enter your email address, like name@example.com.' }).trim().max(254),
	password: z
		.string({ error: 'Choose a password of at least 8 characters.' })
		.min(8, 'Choose a password of at least 8 characters.')
		.max(200, 'Choose a password of at most 200 characters.'),
})
