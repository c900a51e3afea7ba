/** Types for local-firebase-config.mjs, for the TypeScript that imports it (the page security headers' test). */
export declare const LOCAL_CONFIG_FILE: string;
/** Writes firebase.local.json next to repoRoot's firebase.json and returns its file name. */
export declare function writeLocalFirebaseConfig(repoRoot: string): string;
export declare function emulatorArgs(repoRoot: string, verb: string, only: string[], ...rest: string[]): string[];
