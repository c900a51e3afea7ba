/**
 * The audit log, written by the API's handlers and by payments (reservations, gateway results,
 * reconciliations), so it lives in the data layer both may import; the API's audit *reading*
 * endpoints stay in api/audit/. Every admin action writes one entry in the same transaction as the change it
 * records, so an entry exists exactly when the change happened.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { auditLogCol } from './collections.js';
import type { AuditAction, AuditEntryDoc, FieldChange } from '../shared/entities/audit.js';

export interface AuditActor {
  uid: string;
  email: string;
}

/**
 * Who did it, from the signed-in user (the API's AuthedUser or any object with its uid and email):
 * only these two fields go into the entry, never the rest of the session.
 */
export const auditActor = (user: AuditActor): AuditActor => ({ uid: user.uid, email: user.email });

/** The fields whose values differ, compared as JSON (values are plain data). */
export function changedFields<T extends object>(
  before: Partial<T> | null,
  after: Partial<T> | null,
  fields: readonly (keyof T & string)[],
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const field of fields) {
    const was = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[field] = { before: was, after: now };
  }
  return changes;
}

export interface AuditRecord {
  action: AuditAction;
  actor: AuditActor;
  target: { id: string; label: string };
  changes?: Record<string, FieldChange>;
}

export function writeAudit(tx: Transaction, db: Firestore, record: AuditRecord): void {
  const entry: AuditEntryDoc = { ...record, changes: record.changes ?? {}, at: new Date().toISOString() };
  tx.create(auditLogCol(db).doc(), entry);
}
