// The profile form's fields (first name, last name, preferred name, timezone, country): the same
// component serves the enrollment wizard's Personal Details and the profile's Personal Details.
import type { Ref } from 'react'
import { SelectField, TextField, type FieldErrors } from '~/ui/forms'
import { useDrawnOptions } from '~/ui/drawn-options'

export const PERSONAL_DETAILS_FIELDS = ['firstName', 'lastName', 'goesBy', 'timezone', 'country'] as const

export function PersonalDetailsFields({
	values,
	errorOf,
	valid,
	timeZones,
	countries,
	timezoneRef,
}: {
	values: Record<string, string | null | undefined>
	errorOf: (name: string) => FieldErrors
	valid: (name: string) => boolean
	/** absent in the browser's first render of the profile: the options the server drew are kept (decision 354) */
	timeZones: string[] | undefined
	countries: { code: string; name: string }[] | undefined
	timezoneRef?: Ref<HTMLSelectElement>
}) {
	const value = (name: string) => values[name] ?? undefined
	const zoneOptions = useDrawnOptions('timezone', timeZones?.map((z) => ({ value: z, label: z.replaceAll('_', ' ') })))
	const countryOptions = useDrawnOptions('country', countries?.map((c) => ({ value: c.code, label: c.name })))
	return (
		<>
			<TextField id="firstName" name="firstName" label="First name" autoComplete="given-name" defaultValue={value('firstName')} errors={errorOf('firstName')} valid={valid('firstName')} required />
			<TextField id="lastName" name="lastName" label="Last name" autoComplete="family-name" defaultValue={value('lastName')} errors={errorOf('lastName')} valid={valid('lastName')} required />
			<TextField id="goesBy" name="goesBy" label="Preferred name" hint="What Twentyfour calls you." autoComplete="nickname" defaultValue={value('goesBy')} errors={errorOf('goesBy')} />
			<SelectField
				id="timezone"
				name="timezone"
				label="Timezone"
				ref={timezoneRef}
				defaultValue={value('timezone')}
				errors={errorOf('timezone')}
				valid={valid('timezone')}
				options={zoneOptions}
				required
			/>
			<SelectField
				id="country"
				name="country"
				label="Country"
				autoComplete="country"
				defaultValue={value('country')}
				errors={errorOf('country')}
				valid={valid('country')}
				placeholder="Select your country"
				options={countryOptions}
				required
			/>
		</>
	)
}
