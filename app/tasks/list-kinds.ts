// Contexts and folders are the tasks domain's vocabulary: a task is filed under one of each. The profile edits
// them (app/profile/list-editor.ts); the task list, the kanban board, templates and the API read them from here.
export type ListKind = 'contexts' | 'folders'

export type SavedListItem = { id: string; name: string; private: boolean; active: boolean; customOrder: number; group: string }
