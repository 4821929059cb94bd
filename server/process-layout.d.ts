// Types of server/process-layout.js (plain JavaScript: server.js loads it without the build).
export declare const ROLE_VARIABLE: 'TWENTYFOUR_WORKER_ROLE'
export declare function processLayout(options: { cores: number; webConcurrency?: string; development?: boolean }): { processes: number; primary: boolean }
export declare function nextWorkerRole(state: { everListening: boolean; backgroundRunning: boolean }): 'first' | 'background' | 'serve'
export declare function duties(process: { isWorker: boolean; role?: string }): { prepareDataFolder: boolean; background: boolean; emptyKeptPages: boolean }
