/** Set by Vite's `define` from firebase.json (local-stack.mjs, WEB_BUILD_CONSTANTS). */
declare const __EMULATOR_PORTS__: { firestore: number; auth: number };
/** The local analytics collector's origin (local-stack.mjs), where a demo project's tags load from. */
declare const __ANALYTICS_COLLECTOR_ORIGIN__: string;
