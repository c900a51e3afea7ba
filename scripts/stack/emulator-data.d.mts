/** Types for emulator-data.mjs, for its unit test and the journeys that restart the stack. */
export declare const EMULATOR_DATA_DIR: string;
export declare function emulatorDataPath(repoRoot: string): string;
export declare function hasEmulatorData(repoRoot: string): boolean;
export declare function persistenceArgs(repoRoot: string): string[];
export declare function shouldSeed(repoRoot: string): boolean;
export declare function exportedSince(repoRoot: string, time: number): boolean;
