/**
 * Dates as each language shows them, in Vietnam's time (vietnam-time.ts). The default (mixed)
 * language keeps the specification's dates exactly: the first 10 characters (`2026-11-27`), and
 * `2026-11-27 14:05` with the time. Vietnamese and English readers in Vietnam write the day first:
 * `27/11/2026` and `27/11/2026 14:05`. Plain string work, no Intl formatter: the home route and the
 * emails pay nothing for it.
 */
import type { Language } from './languages.js';
import { vietnamDateTime, vietnamDay } from './vietnam-time.js';

/** `YYYY-MM-DD…` → `DD/MM/YYYY…` (the rest, a time, kept as it is). */
const dayFirst = (isoLike: string): string =>
  `${isoLike.slice(8, 10)}/${isoLike.slice(5, 7)}/${isoLike.slice(0, 4)}${isoLike.slice(10)}`;

/** The calendar day in Vietnam: `2026-11-27` (mixed) or `27/11/2026` (vi, en). */
export const displayDay = (isoDate: string, language: Language): string =>
  language === 'mixed' ? vietnamDay(isoDate) : dayFirst(vietnamDay(isoDate));

/** The day and time in Vietnam: `2026-11-27 14:05` (mixed) or `27/11/2026 14:05` (vi, en). */
export const displayDateTime = (isoDate: string, language: Language): string =>
  language === 'mixed' ? vietnamDateTime(isoDate) : dayFirst(vietnamDateTime(isoDate));

const VI_WEEKDAYS = ['Chủ Nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'];
const EN_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * A delivery day as shops write it, in Vietnam's time: `Thứ Năm, 28/11` (vi, and the default mixed
 * language, whose checkout reads Vietnamese) or `Thu 28/11` (en).
 */
export function displayWeekdayDay(isoDate: string, language: Language): string {
  const day = vietnamDay(isoDate);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const dayMonth = `${day.slice(8, 10)}/${day.slice(5, 7)}`;
  return language === 'en' ? `${EN_WEEKDAYS[weekday]} ${dayMonth}` : `${VI_WEEKDAYS[weekday]}, ${dayMonth}`;
}
