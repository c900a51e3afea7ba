import { describe, expect, it } from 'vitest';
import { nextVersion } from './version.js';

describe('nextVersion', () => {
  it('is the current time when that is later', () => {
    expect(nextVersion('2026-01-01T00:00:00.000Z', Date.parse('2026-06-01T00:00:00.000Z'))).toBe(
      '2026-06-01T00:00:00.000Z',
    );
  });

  it('moves forward by a millisecond when the clock has not (two writes in one millisecond)', () => {
    const same = Date.parse('2026-06-01T00:00:00.000Z');
    expect(nextVersion('2026-06-01T00:00:00.000Z', same)).toBe('2026-06-01T00:00:00.001Z');
  });

  it('starts from the clock for a document without a version', () => {
    expect(nextVersion(undefined, 0)).toBe('1970-01-01T00:00:00.000Z');
  });
});
