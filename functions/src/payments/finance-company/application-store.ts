/**
 * Where a finance company's application lives: `financeApplications/{orderId}`, the only place the
 * applicant's name, phone and CCCD are kept, with their consent; no client rule reads or writes it,
 * and the sweep erases it the settings' financeDataRetentionDays after the decision
 * (docs/decisions/0110-finance-company-applications.md).
 */
import type { CollectionReference, Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../shared/collections.js';

export interface FinanceApplicationDoc {
  orderId: string;
  fullName: string;
  /** E.164. */
  phone: string;
  /** The CCCD's 12 digits. */
  nationalId: string;
  termMonths: number;
  downPaymentPercent: number;
  /** The consent as given: when, and which wording the form showed (shared/finance-schemas.ts). */
  consent: { givenAt: string; textVersion: string };
  createdAt: string;
  /** When the application was decided (approved, refused, cancelled or timed out); null while pending. */
  decidedAt: string | null;
  /** From then on the sweep erases it; null while pending. */
  eraseAfter: string | null;
}

export const financeApplicationsCol = (db: Firestore) =>
  db.collection(COLLECTIONS.financeApplications) as CollectionReference<FinanceApplicationDoc>;

/** The moment `days` days after `iso`. */
export const daysAfter = (iso: string, days: number): string =>
  new Date(Date.parse(iso) + days * 86_400_000).toISOString();

/** `********1234`: the CCCD as staff read it until they ask to see it (an audited "Xem"). */
export const maskNationalId = (nationalId: string): string => `${'*'.repeat(8)}${nationalId.slice(-4)}`;
