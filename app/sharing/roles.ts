// What each person may do with a shared folder and its tasks (issue 55 point 1; decisions 362, 363): the rules as one
// table, tested alone (roles.test.ts). A folder and its tasks stay their owner's; a member's role says the rest.
// `access.server.ts` answers a person's access to a task or folder; every read and write asks it.

export const MEMBER_ROLES = ['viewer', 'editor', 'manager'] as const
export type MemberRole = (typeof MEMBER_ROLES)[number]
/** what a person is to a task or folder; null: nothing (a non-member sees nothing, not even that it exists) */
export type Access = 'owner' | MemberRole

export const ROLE_NAMES: Record<MemberRole, string> = { viewer: 'Viewer', editor: 'Editor', manager: 'Manager' }

/** the words for each role, as the Share form says them */
export const ROLE_HINTS: Record<MemberRole, string> = {
	viewer: 'sees the folder’s tasks',
	editor: 'adds, changes, completes and deletes tasks',
	manager: 'as an editor, and also shares and renames the folder',
}

export const ACTIONS = ['see', 'add', 'change', 'complete', 'delete', 'share', 'rename', 'leave'] as const
export type Action = (typeof ACTIONS)[number]

/** the rules: each access and what it may do. "leave" is a member's own; an owner gives a folder away by deleting it */
export const RULES: Record<Access, readonly Action[]> = {
	owner: ['see', 'add', 'change', 'complete', 'delete', 'share', 'rename'],
	manager: ['see', 'add', 'change', 'complete', 'delete', 'share', 'rename', 'leave'],
	editor: ['see', 'add', 'change', 'complete', 'delete', 'leave'],
	viewer: ['see', 'leave'],
}

export function may(access: Access | null | undefined, action: Action): boolean {
	return !!access && RULES[access].includes(action)
}

/**
 * The answer to a refused request: 404 to someone who may not see the task (nothing said about what exists), 403 to
 * someone who sees it but may not do this (a viewer's write).
 */
export function refusal(access: Access | null | undefined): 403 | 404 {
	return may(access, 'see') ? 403 : 404
}

export function isMemberRole(value: unknown): value is MemberRole {
	return typeof value === 'string' && (MEMBER_ROLES as readonly string[]).includes(value)
}
