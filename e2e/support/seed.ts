/** Resets the emulator data to the checked-in demo catalogue, so each journey starts from known data. */
import { execFileSync } from 'node:child_process';

/** The seed's own cap on waiting for the triggers (scripts/data/seed.mjs, WAIT_CAP_MS), and room to write. */
export const RESEED_TIMEOUT_MS = 360_000;

export function reseed(): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/data/seed.mjs'], {
    stdio: 'inherit',
    timeout: RESEED_TIMEOUT_MS,
  });
}

export const ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'admin123456' },
  customer: { email: 'user@example.com', password: 'user123456' },
} as const;
