/** Mã số thuế: 10 digits, or 10 digits, '-' and 3 for a branch (VAT invoices and the shop's own). */
export const TAX_CODE_PATTERN = /^\d{10}(-\d{3})?$/;
