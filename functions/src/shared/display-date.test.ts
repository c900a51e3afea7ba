import { describe, expect, it } from 'vitest';
import { displayDateTime, displayDay, displayWeekdayDay } from './display-date.js';

// 14:05 on 27 November 2026 in Vietnam (UTC+7).
const AFTERNOON = '2026-11-27T07:05:00.000Z';
// 06:30 on 28 November in Vietnam is still 27 November in UTC.
const EARLY_MORNING = '2026-11-27T23:30:00.000Z';

describe('displayed dates', () => {
  it('vi and en read the day first, in Vietnam time', () => {
    for (const language of ['vi', 'en'] as const) {
      expect(displayDay(AFTERNOON, language)).toBe('27/11/2026');
      expect(displayDateTime(AFTERNOON, language)).toBe('27/11/2026 14:05');
      expect(displayDay(EARLY_MORNING, language)).toBe('28/11/2026');
      expect(displayDateTime(EARLY_MORNING, language)).toBe('28/11/2026 06:30');
    }
  });

  it("mixed keeps the specification's first 10 characters (Vietnam's day)", () => {
    expect(displayDay(AFTERNOON, 'mixed')).toBe('2026-11-27');
    expect(displayDateTime(AFTERNOON, 'mixed')).toBe('2026-11-27 14:05');
    expect(displayDay(EARLY_MORNING, 'mixed')).toBe('2026-11-28');
  });

  it('crosses months and years', () => {
    expect(displayDay('2026-12-31T17:00:00.000Z', 'vi')).toBe('01/01/2027');
    expect(displayDateTime('2026-12-31T17:00:00.000Z', 'en')).toBe('01/01/2027 00:00');
  });

  it('writes a delivery day with its weekday, in Vietnam time: Thứ Năm, 28/11 or Thu 28/11', () => {
    // 06:30 on Saturday 28 November in Vietnam, still Friday in UTC.
    expect(displayWeekdayDay(EARLY_MORNING, 'vi')).toBe('Thứ Bảy, 28/11');
    expect(displayWeekdayDay(AFTERNOON, 'vi')).toBe('Thứ Sáu, 27/11');
    expect(displayWeekdayDay(AFTERNOON, 'mixed')).toBe('Thứ Sáu, 27/11');
    expect(displayWeekdayDay(AFTERNOON, 'en')).toBe('Fri 27/11');
    expect(displayWeekdayDay('2026-11-29T03:00:00.000Z', 'vi')).toBe('Chủ Nhật, 29/11');
  });
});
