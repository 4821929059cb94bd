// What the Danger Zone says, before Delete Account is confirmed, about the folders the person shares (issue 55 point 6;
// decision 381). Pure, without zod: the profile page's script imports the rule (decision 336).
import { ROLE_NAMES, type MemberRole } from './roles'

export const HAND_OVER_RULE =
	'Folders you share with others are not deleted with your account when someone may change them: each goes, with its tasks, to its first manager, or else its first editor, who becomes its owner; the other members keep their roles. A folder shared only with viewers is deleted with your account.'

type HandOverPlan = { folder: string; heir: { name: string; role: MemberRole } | null; newName: string | null }

/** one line a folder: who gets it (and under which name when they have one by that name already), or that it goes */
export function handOverTexts(plan: HandOverPlan[]): string[] {
	return plan.map(({ folder, heir, newName }) => {
		if (!heir) return `“${folder}” is shared only with viewers: it is deleted with your account.`
		const renamed = newName && newName !== folder ? `, as “${newName}” (they have a folder by that name already)` : ''
		return `“${folder}” goes to ${heir.name} (${ROLE_NAMES[heir.role].toLowerCase()})${renamed}.`
	})
}
