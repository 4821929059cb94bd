// Small parts shared by the profile's section forms.
import { buttonClass } from '~/ui/button'

export const secondaryButton = buttonClass({ variant: 'secondary' })

export function Avatar({ picture, name }: { picture: string | null; name: string }) {
	if (picture) return <img src={picture} alt="" width={64} height={64} className="h-16 w-16 rounded-full" />
	const initials = name
		.split(/\s+/)
		.filter(Boolean)
		.slice(0, 2)
		.map((w) => w[0]!.toUpperCase())
		.join('')
	return (
		<span aria-hidden="true" className="flex h-16 w-16 items-center justify-center rounded-full bg-solid text-xl font-bold text-on-solid">
			{initials}
		</span>
	)
}
