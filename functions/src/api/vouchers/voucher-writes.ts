/** Admin voucher writes: each in a transaction with its audit entry. */
import type { Firestore } from 'firebase-admin/firestore';
import { changedFields, writeAudit, type AuditActor } from '../../data/audit-log.js';
import { vouchersCol } from '../../data/collections.js';
import { runTransaction } from '../../data/run-transaction.js';
import { nextVersion } from '../../data/version.js';
import { VOUCHER_MSG } from '../../shared/screen-messages.js';
import type { VoucherCreateInput, VoucherUpdateInput } from '../../shared/schemas.js';
import type { Voucher, VoucherDoc } from '../../shared/vouchers.js';
import { conflict, notFound } from '../../http-error.js';

/** The fields an admin edits, compared for the audit log. */
const EDITABLE_FIELDS = [
  'kind',
  'value',
  'maxDiscount',
  'minOrder',
  'startsAt',
  'endsAt',
  'maxUses',
  'maxUsesPerCustomer',
  'active',
] as const satisfies readonly (keyof VoucherDoc)[];

export async function createVoucher(db: Firestore, input: VoucherCreateInput, actor: AuditActor): Promise<Voucher> {
  const ref = vouchersCol(db).doc(input.code);
  return runTransaction(db, async (tx) => {
    if ((await tx.get(ref)).exists) throw conflict(VOUCHER_MSG.voucherExists);
    const now = new Date().toISOString();
    const voucher: VoucherDoc = { ...input, used: 0, createdAt: now, updatedAt: now };
    tx.create(ref, voucher);
    writeAudit(tx, db, {
      action: 'voucher.create',
      actor,
      target: { id: input.code, label: input.code },
      changes: changedFields<VoucherDoc>(null, voucher, EDITABLE_FIELDS),
    });
    return voucher;
  });
}

/** Saves over the version the form loaded only; `used` is the placements' to count, never the form's. */
export async function updateVoucher(
  db: Firestore,
  code: string,
  input: VoucherUpdateInput,
  actor: AuditActor,
): Promise<Voucher> {
  const ref = vouchersCol(db).doc(code);
  const { updatedAt: loadedVersion, ...fields } = input;
  return runTransaction(db, async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound(VOUCHER_MSG.voucherNotFound);
    if (current.updatedAt !== loadedVersion) throw conflict(VOUCHER_MSG.voucherChanged, 'RECORD_CHANGED');
    const next: VoucherDoc = { ...current, ...fields, updatedAt: nextVersion(current.updatedAt) };
    // Only the edited fields: an order placed meanwhile counts `used` in the same document.
    tx.update(ref, { ...fields, updatedAt: next.updatedAt });
    writeAudit(tx, db, {
      action: 'voucher.update',
      actor,
      target: { id: code, label: code },
      changes: changedFields<VoucherDoc>(current, next, EDITABLE_FIELDS),
    });
    return next;
  });
}

/**
 * Deletes the voucher and its per-customer counts. Orders that used it keep their code and
 * discount; cancelling one later gives nothing back (data/voucher-uses.ts).
 */
export async function deleteVoucher(db: Firestore, code: string, actor: AuditActor): Promise<void> {
  const ref = vouchersCol(db).doc(code);
  await runTransaction(db, async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound(VOUCHER_MSG.voucherNotFound);
    tx.delete(ref);
    writeAudit(tx, db, {
      action: 'voucher.delete',
      actor,
      target: { id: code, label: code },
      changes: changedFields<VoucherDoc>(current, null, EDITABLE_FIELDS),
    });
  });
  await db.recursiveDelete(ref);
}
