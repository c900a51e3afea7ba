import { describe, expect, it } from 'vitest';
import { fromVnpayTimestamp, vietnamDateTime, vietnamDay, vnpayTimestamp } from './vietnam-time.js';

describe('Vietnam time (ADR 0004)', () => {
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

describe('VNPAY timestamps (GMT+7, yyyyMMddHHmmss)', () => {
  it('writes the Vietnamese wall clock and reads it back to the same instant', () => {
    expect(vnpayTimestamp('2026-11-22T08:30:00.000Z')).toBe('20261122153000');
    expect(vnpayTimestamp('2026-11-22T17:05:09.000Z')).toBe('20261123000509');
    expect(fromVnpayTimestamp('20261122153000')).toBe('2026-11-22T08:30:00.000Z');
  });

  it('refuses what is not a timestamp', () => {
    expect(fromVnpayTimestamp('2026-11-22')).toBeNull();
    expect(fromVnpayTimestamp('')).toBeNull();
  });
});
