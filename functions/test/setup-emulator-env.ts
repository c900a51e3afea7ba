/** Points the Admin SDK at the running emulators (the dev stack, or the one `npm test` starts). */
import { EMULATOR_ENV } from '../../scripts/lib/local-stack.mjs';

for (const [name, value] of Object.entries(EMULATOR_ENV)) process.env[name] ??= value;
