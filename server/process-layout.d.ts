// Types of server/process-layout.js (plain JavaScript: server.js loads it without the build).
export declare const ROLE_VARIABLE: 'TWENTYFOUR_WORKER_ROLE'
export declare function processLayout(options: { cores: number; webConcurrency?: string; development?: boolean }): { processes: number; primary: boolean }
export declare function nextWorkerRole(state: { everListening: boolean; backgroundRunning: boolean }): 'first' | 'background' | 'serve'
export declare function duties(process: { isWorker: boolean; role?: string }): { prepareDataFolder: boolean; background: boolean; emptyKeptPages: boolean }
export declare const MALLOC_SETTINGS: Readonly<{ MALLOC_MMAP_THRESHOLD_: string; MALLOC_TRIM_THRESHOLD_: string }>
export declare function mallocEnv(env: Record<string, string | undefined>): Record<string, string>
