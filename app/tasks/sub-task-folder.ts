// A sub-task goes where its parent goes (issue 55 point 1; decision 405): its folder is its parent's, whatever a form,
// the API or a move asked for; a top-level task's is the one asked for. Sharing reads a sub-task by its parent's
// folder already (access.server.ts); every write of a task's folder asks this rule, so the stored column says the same.

/** the folder a task goes in: its parent's when it has one, else the one asked for */
export function taskFolder(asked: string, parent: { folder: string } | null | undefined): string {
	return parent ? parent.folder : asked
}
