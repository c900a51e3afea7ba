/**
 * Vietnamese phone numbers, mobile and landline: `0912 345 678`, `+84 912345678`, `028 3822 1234`
 * and the like are accepted and stored as E.164 (`+84912345678`); anything else is refused.
 * libphonenumber-js's core with its "max" metadata for Vietnam only (generated into
 * data/phone-metadata-vn.json): "min" checks only lengths and lets `0123456789` through (an old
 * 11-digit prefix, no longer dialled), "max" checks the prefixes; docs/decisions/0023-vietnamese-addresses-phone-invoices.md.
 */
import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import metadata from './data/phone-metadata-vn.json' with { type: 'json' };
import { ADDRESS_MSG } from './screen-messages.js';

export const PHONE_INVALID_MESSAGE = ADDRESS_MSG.phoneInvalid;

/** The number in E.164, or null when it is not a valid Vietnamese number. */
export function normalizeVietnamesePhone(text: string): string | null {
  if (text.length > 40) return null;
  const parsed = parsePhoneNumberFromString(text, 'VN', metadata as unknown as MetadataJson);
  if (!parsed || parsed.country !== 'VN' || !parsed.isValid()) return null;
  return parsed.number;
}

/** A stored number as Vietnamese people write it (`0912 345 678`); the text as it is when it is not one. */
export function formatVietnamesePhone(e164: string): string {
  return parsePhoneNumberFromString(e164, 'VN', metadata as unknown as MetadataJson)?.formatNational() ?? e164;
}
