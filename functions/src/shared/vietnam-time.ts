/**
 * Dates as shoppers and admins in Vietnam read them. Stored timestamps stay UTC ISO strings
 * (docs/decisions/0004-dates-as-iso-strings.md); what is shown, and the dashboard's days, are
 * Asia/Ho_Chi_Minh, which is UTC+7 all year (no daylight saving since 1975), so a fixed offset is
 * exact and needs no time-zone data in the browser.
 */
export const VIETNAM_TIME_ZONE = 'Asia/Ho_Chi_Minh';
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The ISO string of the same instant written in Vietnam's wall-clock time (no zone suffix). */
const vietnamWallClock = (isoDate: string): string =>
  new Date(Date.parse(isoDate) + VIETNAM_OFFSET_MS).toISOString().slice(0, 19);

/** The calendar day in Vietnam, `YYYY-MM-DD` (the spec's "first 10 characters", in local time). */
export const vietnamDay = (isoDate: string): string => vietnamWallClock(isoDate).slice(0, 10);

/** `YYYY-MM-DD HH:mm` in Vietnam. */
export const vietnamDateTime = (isoDate: string): string => vietnamWallClock(isoDate).slice(0, 16).replace('T', ' ');

/** `yyyyMMddHHmmss` in Vietnam (GMT+7): VNPAY's vnp_CreateDate, vnp_ExpireDate and vnp_PayDate. */
export const vnpayTimestamp = (isoDate: string): string => vietnamWallClock(isoDate).replace(/[-T:]/g, '');

/** The ISO UTC instant of a VNPAY `yyyyMMddHHmmss` (GMT+7) timestamp, or null when it is not one. */
export function fromVnpayTimestamp(value: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const ms = Date.UTC(y as number, (mo as number) - 1, d, h, mi, s) - VIETNAM_OFFSET_MS;
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

/**
 * The UTC instant of a Vietnam wall-clock time `YYYY-MM-DDTHH:mm` (what an admin types into a
 * date-time field), or null when it is not one.
 */
export function fromVietnamDateTime(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}:00Z`) - VIETNAM_OFFSET_MS;
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}
