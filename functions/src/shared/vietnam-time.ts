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

/** An ISO 8601 instant: date, time to the minute or finer, and `Z` or an offset such as `+07:00`. */
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|([+-])(\d{2}):(\d{2}))$/;

/**
 * The Vietnam wall-clock time `YYYY-MM-DDTHH:mm` of a time an admin or a client gave: that form
 * itself (read as Vietnam time), or an ISO 8601 instant with its zone (`2026-12-01T00:00:00+07:00`,
 * `2026-11-30T17:00:00.000Z`). Null for anything else: a day or hour that does not exist, an
 * instant without its zone, or one that does not fall on a whole minute (the stored form has none).
 */
export function toVietnamDateTime(value: string): string | null {
  if (fromVietnamDateTime(value) !== null) return value;
  const match = ISO_INSTANT.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '0', fraction = '0', , sign, offsetH = '0', offsetM = '0'] = match;
  const [year, month, day, hour, minute] = [y, mo, d, h, mi].map(Number) as [number, number, number, number, number];
  const wall = new Date(Date.UTC(year, month - 1, day, hour, minute));
  // Date.UTC rolls 30 February over into March: only a date and time that exist come back unchanged.
  const exists = wall.getUTCMonth() === month - 1 && wall.getUTCDate() === day && hour < 24 && minute < 60;
  if (!exists || Number(offsetH) > 14 || Number(offsetM) > 59 || Number(s) !== 0 || Number(fraction) !== 0) return null;
  const offsetMs = (sign === '-' ? -1 : 1) * (Number(offsetH) * 60 + Number(offsetM)) * 60_000;
  return vietnamWallClock(new Date(wall.getTime() - offsetMs).toISOString()).slice(0, 16);
}
