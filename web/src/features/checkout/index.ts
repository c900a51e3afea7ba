/** What other features use of checkout: the voucher entry the cart shares with the preview. */
export { VoucherField } from './components/voucher-field';
export { useVoucher, type VoucherState } from './use-voucher';
