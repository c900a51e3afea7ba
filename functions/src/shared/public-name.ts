/**
 * The name shown to other shoppers (reviews) and kept on an account made outside the API. An email
 * address is never shown: accounts without a name get the first letters of the address, masked.
 */
const FALLBACK_NAME = 'Customer';

export function maskEmail(email: string): string {
  const local = email.split('@')[0]?.trim() ?? '';
  return local ? `${local.slice(0, 2)}***` : FALLBACK_NAME;
}

export function publicName(name: string | null | undefined, email: string | null | undefined): string {
  const trimmed = name?.trim() ?? '';
  if (trimmed && !trimmed.includes('@')) return trimmed;
  if (trimmed) return maskEmail(trimmed);
  return email ? maskEmail(email) : FALLBACK_NAME;
}
