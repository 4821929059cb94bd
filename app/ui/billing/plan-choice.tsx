// The Early Patron plans in the wizard's Subscription section and the Change Subscription form.
import type { LevelOption } from '~/billing/plans'
import { RadioGroup } from '~/ui/forms'

export function PlanChoice({
	plans,
	defaultValue,
	errors,
	valid,
}: {
	plans: LevelOption[]
	defaultValue?: string
	errors?: string[]
	valid?: boolean
}) {
	return (
		<RadioGroup
			id="subscriptionLevel"
			name="subscriptionLevel"
			label="Early Patron plan"
			hint="Only with Early Patron. You pay with a card on the next page; you can change or cancel the plan in your profile."
			defaultValue={defaultValue ?? plans[0]?.item}
			errors={errors}
			valid={valid}
			inline={false}
			options={plans.map((p) => ({ value: p.item, label: planLabel(p) }))}
		/>
	)
}

export const planLabel = (p: Pick<LevelOption, 'frequency' | 'amount'>) =>
	`${p.frequency === 'month' ? 'Monthly' : p.frequency === 'quarter' ? 'Quarterly' : 'Yearly'}: ${p.amount} USD a ${p.frequency}`
