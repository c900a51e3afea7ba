/**
 * Messages of screens the shopper landing routes never show: accounts' emails, addresses, product
 * CSV, compare, settings and vouchers. Apart from messages.ts, whose API_MSG every route loads: a
 * module's used exports all travel in the chunk that holds it, so these live in a module only
 * those screens import.
 */
import { MAX_ADDRESSES, MAX_COMPARE, MAX_CSV_IMPORT_BYTES, MAX_CSV_IMPORT_ROWS } from './constants.js';
import { QUESTIONS_PER_DAY, QUESTIONS_PER_PRODUCT_PER_DAY } from './entities/question.js';

/**
 * Messages of the account-email endpoints (docs/decisions/0021-email-and-accounts.md). Apart from
 * API_MSG, which the session code on every route imports, so only the account pages carry them.
 */
export const ACCOUNT_MSG = {
  /** The same answer whether or not the address has an account, so the form tells nobody who is a customer. */
  passwordResetSent: 'If the address has an account, we sent a link to reset the password',
  verificationSent: 'We sent a verification link to your email',
  alreadyVerified: 'Your email address is already verified',
  emailVerified: 'Your email address is verified',
  emailChanged: 'Your email address is changed: please sign in with the new address',
  emailChangeSent: 'We sent a link to your new email address: your email changes when you open it',
  invalidActionLink: 'This link is invalid or has expired',
  tooManyAccountEmails: 'Too many emails asked for, please try again later',
} as const;

/** Vietnamese addresses, the address book and VAT invoices (docs/decisions/0023-vietnamese-addresses-phone-invoices.md). */
export const ADDRESS_MSG = {
  phoneInvalid: 'phone must be a Vietnamese mobile or landline number, e.g. 0912 345 678 or +84 912 345 678',
  guestPhoneInvalid: 'guest.phone must be a Vietnamese mobile or landline number, e.g. 0912 345 678 or +84 912 345 678',
  provinceAndWardTogether: 'province and ward must be sent together',
  unknownProvince: 'province must be a province or city of Vietnam, e.g. Thành phố Hồ Chí Minh',
  wardNotInProvince: 'ward is not a ward or commune of this province',
  codeMismatch: 'The code does not match the name on the administrative map',
  taxCodeInvalid: 'invoice.taxCode must be 10 digits, or 10 digits, - and 3 for a branch (e.g. 0312345678-001)',
  addressNotFound: 'Address Not Found',
  tooManyAddresses: `You can save at most ${MAX_ADDRESSES} addresses: delete one first`,
  addressDeleted: 'Address Deleted',
  noInvoiceRequested: 'This order has no VAT invoice request',
  invoiceAlreadyIssued: 'The VAT invoice of this order is already issued',
} as const;

const MAX_CSV_IMPORT_MB = MAX_CSV_IMPORT_BYTES / (1024 * 1024);

/** Product CSV import and export (docs/decisions/0027-import-export-and-operations.md). */
export const CSV_MSG = {
  csvEmpty: 'The CSV file is empty: it needs a header row and at least one product',
  csvMalformed: 'The file is not valid CSV',
  csvMissingColumns: 'The CSV file misses columns',
  csvUnknownColumns: 'The CSV file has columns the shop does not know',
  csvDuplicateSlug: 'Another row of the file has the same slug',
  csvVariantRowsDiffer:
    "The product columns differ from the product's first row: each row of a product sold in configurations repeats them",
  csvVariantOptionsDiffer: "The option names differ from the product's first row",
  csvChangedSinceExport: 'The product changed since the file was exported: export again',
  csvNotImported: 'Nothing was imported: rows of the file have errors (run the dry run to see them)',
  csvTooLarge: `The CSV file is too large (at most ${MAX_CSV_IMPORT_MB} MB)`,
  csvTooManyRows: `The CSV file has too many rows (at most ${MAX_CSV_IMPORT_ROWS} products)`,
} as const;

/** The compare page's ids (docs/decisions/0024-laptop-specifications-and-compare.md). */
export const COMPARE_MSG = {
  compareIdsRequired: 'ids must name at least one product',
  compareTooManyIds: `ids may name at most ${MAX_COMPARE} products`,
  compareInvalidIds: 'ids must be product ids separated by commas',
} as const;

/** The shop's settings (docs/decisions/0026-shop-settings-and-vouchers.md). */
export const SETTINGS_MSG = {
  settingsUpdated: 'Settings updated successfully',
  settingsChanged: 'The settings changed since you opened them: reload to see the current values',
} as const;

/** Vouchers: the admin's screen and the cart's code entry (docs/decisions/0026-shop-settings-and-vouchers.md). */
export const VOUCHER_MSG = {
  voucherUnknown: 'This voucher code does not exist',
  voucherExpired: 'This voucher has expired',
  voucherNotYetValid: 'This voucher is not valid yet',
  voucherBelowMinimum: "Your order is below this voucher's minimum",
  voucherUsedUp: 'This voucher has been used up',
  voucherAlreadyUsed: 'You have already used this voucher',
  /** Placing an order answers every refused voucher alike, so codes cannot be found by placing orders. */
  voucherNotAccepted: 'This voucher cannot be used on this order',
  voucherNotFound: 'Voucher Not Found',
  voucherExists: 'A voucher with this code already exists',
  voucherChanged: 'The voucher changed since you opened it',
  voucherCreated: 'Voucher created successfully',
  voucherUpdated: 'Voucher updated successfully',
  voucherDeleted: 'Voucher deleted successfully',
  tooManyVoucherChecks: 'Too many voucher codes tried from this network, please wait a moment and try again',
} as const;

/** Questions and answers (docs/decisions/0098-questions-and-answers.md). */
export const QUESTION_MSG = {
  tooManyQuestionsOnProduct: `You can ask at most ${QUESTIONS_PER_PRODUCT_PER_DAY} questions a day about one product, please try again later`,
  tooManyQuestions: `You can ask at most ${QUESTIONS_PER_DAY} questions a day, please try again later`,
  questionNotFound: 'Question Not Found',
} as const;
