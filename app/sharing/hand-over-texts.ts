// What the Danger Zone says, before Delete Account or Delete Data is confirmed, about the folders the person shares
// (issue 55 point 6; decisions 381, 396). Pure, without zod: the profile page's script imports the rule (decision 336).
import { ROLE_NAMES, type MemberRole } from './roles'

export const HAND_OVER_RULE =
	'Folders you share with others are not deleted with your account when someone may change them: each goes, with its tasks, to its first manager, or else its first editor, who becomes its owner; the other members keep their roles. A folder shared only with viewers is deleted with your account.'

/** the same rule for Delete Data, which keeps the account (decision 396) */
export const HAND_OVER_RULE_DATA =
	'Folders you share with others are not deleted with your data when someone may change them: each goes, with its tasks, to its first manager, or else its first editor, who becomes its owner; the other members keep their roles. A folder shared only with viewers is deleted with your data.'

type HandOverPlan = { folder: string; heir: { name: string; role: MemberRole } | null; newName: string | null }

/** one line a folder: who gets it (and under which name when they have one by that name already), or that it goes */
export function handOverTexts(plan: HandOverPlan[], deleting: 'account' | 'data' = 'account'): string[] {
	return plan.map(({ folder, heir, newName }) => {
		if (!heir) return `“${folder}” is shared only with viewers: it is deleted with your ${deleting}.`
		const renamed = newName && newName !== folder ? `, as “${newName}” (they have a folder by that name already)` : ''
		return `“${folder}” goes to ${heir.name} (${ROLE_NAMES[heir.role].toLowerCase()})${renamed}.`
	})
}

/** what Delete Data's toast adds about the folders it handed over: "“Groceries” now belongs to Ben Smith." */
export function handedOverText(plan: HandOverPlan[]): string {
	const handed = plan.filter((p) => p.heir)
	// a toast stays short: each by name up to three, else how many
	if (handed.length > 3) return ` ${handed.length} folders you shared now belong to their first manager or editor.`
	return handed.map(({ folder, heir }) => ` “${folder}” now belongs to ${heir!.name}.`).join('')
}
