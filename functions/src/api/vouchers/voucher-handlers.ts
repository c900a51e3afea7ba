/** /api/vouchers: the admin's list, create, update and delete, and the cart's check of a code. */
import { auditActor } from '../../data/audit-log.js';
import { vouchersCol } from '../../data/collections.js';
import { runTransaction } from '../../data/run-transaction.js';
import { readShopSettings } from '../../data/shop-settings.js';
import { readVoucherUsage } from '../../data/voucher-uses.js';
import { VOUCHER_MSG } from '../../shared/screen-messages.js';
import { shippingPriceFor } from '../../shared/pricing.js';
import {
  isVoucherCode,
  normalizeVoucherCode,
  voucherDiscount,
  VOUCHER_REFUSALS,
  voucherRefusal,
  voucherTerms,
} from '../../shared/vouchers.js';
import { conflict, notFound } from '../../http-error.js';
import type { ApiContext } from '../context.js';
import { routeId } from '../doc-id.js';
import { firestoreVoucherCheckLimit, type VoucherCheckLimit } from '../limits/voucher-check-limit.js';
import type { EndpointHandlers } from '../register-endpoints.js';
import { createVoucher, deleteVoucher, updateVoucher } from './voucher-writes.js';

type VoucherEndpoint = 'adminVouchers' | 'createVoucher' | 'updateVoucher' | 'deleteVoucher' | 'checkVoucher';

export function voucherHandlers(
  ctx: ApiContext,
  checkLimit: VoucherCheckLimit = firestoreVoucherCheckLimit(ctx.db),
): EndpointHandlers<VoucherEndpoint> {
  const { db } = ctx;
  return {
    adminVouchers: async () => {
      const snapshot = await vouchersCol(db).orderBy('createdAt', 'desc').get();
      return snapshot.docs.map((doc) => doc.data());
    },
    createVoucher: async ({ body, user }) => ({
      message: VOUCHER_MSG.voucherCreated,
      voucher: await createVoucher(db, body, auditActor(user)),
    }),
    updateVoucher: async ({ req, body, user }) => ({
      message: VOUCHER_MSG.voucherUpdated,
      voucher: await updateVoucher(db, normalizeVoucherCode(routeId(req)), body, auditActor(user)),
    }),
    deleteVoucher: async ({ req, user }) => {
      await deleteVoucher(db, normalizeVoucherCode(routeId(req)), auditActor(user));
      return { message: VOUCHER_MSG.voucherDeleted };
    },
    // Advisory: the cart shows the discount; placing the order checks and counts it again.
    checkVoucher: async ({ req, body, user }) => {
      await checkLimit.consume(req, user.uid);
      const code = normalizeVoucherCode(body.code);
      if (!isVoucherCode(code)) throw notFound(VOUCHER_MSG.voucherUnknown, 'VOUCHER_UNKNOWN');
      const settings = await readShopSettings(db);
      const read = await runTransaction(db, (tx) => readVoucherUsage(tx, db, code, user.uid));
      const refusal = voucherRefusal(read.voucher, body.itemsPrice, read.usage, new Date());
      if (refusal === 'VOUCHER_UNKNOWN' || !read.voucher) throw notFound(VOUCHER_MSG.voucherUnknown, 'VOUCHER_UNKNOWN');
      if (refusal) throw conflict(VOUCHER_REFUSALS[refusal], refusal);
      const terms = voucherTerms(read.voucher);
      const shippingPrice = shippingPriceFor(body.itemsPrice, settings);
      return { voucher: terms, discount: voucherDiscount(terms, { itemsPrice: body.itemsPrice, shippingPrice }) };
    },
  };
}
