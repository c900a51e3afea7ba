/** Points the Admin SDK at the running emulators (the dev stack, or the one `npm test` starts). */
import { afterAll, expect } from 'vitest';
import { EMULATOR_ENV } from '../../local-stack.mjs';
import { contractBreaches } from '../src/api/register-endpoints.js';

for (const [name, value] of Object.entries(EMULATOR_ENV)) process.env[name] ??= value;

// Every answer a suite provoked must be one the contract lists for its endpoint (shared/api-contract.ts).
afterAll(() => {
  expect(contractBreaches, 'answers the API contract does not list').toEqual([]);
});
