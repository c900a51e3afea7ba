import { describe, expect, it } from 'vitest';
import { fromVnpayTimestamp, toVietnamDateTime, vietnamDateTime, vietnamDay, vnpayTimestamp } from './vietnam-time.js';

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

describe('a voucher time as admins and clients give it (toVietnamDateTime)', () => {
  it("keeps the form's Vietnam time as it is", () => {
    expect(toVietnamDateTime('2026-12-01T00:00')).toBe('2026-12-01T00:00');
  });

  it.each([
    ['2026-12-01T00:00:00+07:00', '2026-12-01T00:00'],
    ['2026-11-30T17:00:00.000Z', '2026-12-01T00:00'],
    ['2026-11-30T17:00Z', '2026-12-01T00:00'],
    ['2026-12-01T02:30:00+09:30', '2026-12-01T00:00'],
    ['2026-11-30T12:00:00-05:00', '2026-12-01T00:00'],
    ['2026-12-31T17:00:00Z', '2027-01-01T00:00'],
  ])('reads the instant %s as the Vietnam time %s', (instant, local) => {
    expect(toVietnamDateTime(instant)).toBe(local);
  });

  it.each([
    'tomorrow',
    '2026-12-01',
    '2026-12-01T00:00:00',
    '2026-02-30T10:00:00Z',
    '2026-12-01T24:00:00Z',
    '2026-12-01T00:00:30Z',
    '2026-12-01T00:00:00.5Z',
    '2026-12-01T00:00:00+15:00',
    '2026-12-01 00:00:00Z',
  ])('refuses %s', (value) => {
    expect(toVietnamDateTime(value)).toBeNull();
  });
});
