/** Types of the settings every seed saves (seed-settings.mjs), for the seed checks. */
export declare function seededSettings(profileSettings?: Record<string, unknown>): Record<string, unknown>;
