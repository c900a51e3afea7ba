/** Resets the emulator data to the checked-in demo catalogue, so each journey starts from known data. */
import { execFileSync } from 'node:child_process';

export function reseed(): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/data/seed.mjs'], { stdio: 'inherit', timeout: 120_000 });
}

export const ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'admin123456' },
  customer: { email: 'user@example.com', password: 'user123456' },
} as const;
