/**
 * The contract's rows and types for vouchers: the admin's table and the checkout's check
 * (ENDPOINTS in api-contract.ts spreads the rows in, EndpointTypes extends the types): how each is
 * called, who may, and what it takes and answers.
 */
import type { EndpointName, EndpointSpec, Message, SavedAs, VoucherCheck } from './api-contract.js';
import type { voucherCheckSchema, voucherCreateSchema, voucherUpdateSchema } from './schemas.js';
import type { Voucher } from './vouchers.js';

type Rows = Partial<Record<EndpointName, EndpointSpec>>;

export interface VoucherEndpointTypes {
  adminVouchers: { response: Voucher[] };
  createVoucher: { body: typeof voucherCreateSchema; response: SavedAs<'voucher', Voucher> };
  updateVoucher: { body: typeof voucherUpdateSchema; response: SavedAs<'voucher', Voucher> };
  deleteVoucher: { response: Message };
  checkVoucher: { body: typeof voucherCheckSchema; response: VoucherCheck };
}

export const VOUCHER_ENDPOINTS = {
  adminVouchers: { method: 'GET', path: '/vouchers', auth: 'admin', errors: [] },
  createVoucher: { method: 'POST', path: '/vouchers', auth: 'admin', status: 201, errors: [409] },
  updateVoucher: { method: 'PUT', path: '/vouchers/:id', auth: 'admin', errors: [404, 409], codes: ['RECORD_CHANGED'] },
  deleteVoucher: { method: 'DELETE', path: '/vouchers/:id', auth: 'admin', errors: [404] },
  // A refused code answers 404 (unknown) or 409 (expired, not yet valid, used up, below minimum).
  checkVoucher: {
    method: 'POST',
    path: '/vouchers/check',
    auth: 'customer',
    errors: [404, 409, 429],
    codes: [
      'VOUCHER_UNKNOWN',
      'VOUCHER_NOT_YET_VALID',
      'VOUCHER_EXPIRED',
      'VOUCHER_USED_UP',
      'VOUCHER_ALREADY_USED',
      'VOUCHER_BELOW_MINIMUM',
    ],
  },
} as const satisfies Rows;
