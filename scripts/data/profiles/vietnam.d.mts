/** Types of the Vietnamese demo profile (vietnam.mjs), for the seed checks. */
export declare const settings: Record<string, unknown>;
export declare const productChanges: Record<string, Record<string, unknown>>;
