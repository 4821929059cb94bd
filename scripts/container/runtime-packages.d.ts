export const RUNTIME_FILES: string[]
export function packageOf(specifier: string): string | undefined
export function importedPackages(source: string): Set<string>
export function runtimePackages(root: string): { imported: string[]; kept: Set<string>; missing: string[] }
export function pruneTo(root: string, kept: Set<string>): string[]
