/**
 * The voucher code the shopper applied in the cart or the preview, for this tab's checkout only:
 * the server checks it again when the order is placed (docs/decisions/0026-shop-settings-and-vouchers.md).
 * Apart from checkout-store.ts, whose schemas the cart page need not load.
 */
const VOUCHER_KEY = 'voucherCode';
export const readVoucherCode = (): string | null => window.sessionStorage.getItem(VOUCHER_KEY);
export const saveVoucherCode = (code: string) => window.sessionStorage.setItem(VOUCHER_KEY, code);
export const forgetVoucherCode = () => window.sessionStorage.removeItem(VOUCHER_KEY);
