import { describe, expect, it } from 'vitest';
import { vietnamDateTime, vietnamDay } from './vietnam-time.js';

describe('Vietnam time (issue 15: time)', () => {
  it('an order placed in Hồ Chí Minh City before 07:00 is on that Vietnamese day, not the UTC one', () => {
    // 06:30 on 22 November in Vietnam is 23:30 on 21 November in UTC.
    expect(vietnamDay('2026-11-21T23:30:00.000Z')).toBe('2026-11-22');
    expect(vietnamDateTime('2026-11-21T23:30:00.000Z')).toBe('2026-11-22 06:30');
  });

  it('keeps the day for times after 07:00 and crosses months and years', () => {
    expect(vietnamDay('2026-11-22T10:00:00.000Z')).toBe('2026-11-22');
    expect(vietnamDay('2026-12-31T17:00:00.000Z')).toBe('2027-01-01');
    expect(vietnamDay('2026-12-31T16:59:59.999Z')).toBe('2026-12-31');
  });
});
