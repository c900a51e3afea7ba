/** Set by Vite's `define` from firebase.json (local-stack.mjs, WEB_BUILD_CONSTANTS). */
declare const __EMULATOR_PORTS__: { firestore: number; auth: number };
