/** Types of scripts/api-runtime.mjs (how a production API process runs). */
export declare const API_ENTRY: string;
export declare const API_NODE_ARGS: readonly string[];
export declare const API_ENV: Readonly<Record<string, string>>;
export declare function newestMtime(dir: string): number;
export declare function buildApiIfStale(env?: NodeJS.ProcessEnv): number;
